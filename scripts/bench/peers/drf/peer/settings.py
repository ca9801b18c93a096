"""The Django REST Framework peer of `npm run bench:api` (issue 32): the candidate list over the bench's SQLite file.

An ordinary DRF project, configured as one would deploy it (DEBUG off, JSON only), with two deliberate choices:
- authentication is off (AllowAny): the peer does no token check per call, ours does, so this favours the peer;
- the database is opened read-only (PEER_DATABASE, an SQLite file our benchmark seeded): the peer never writes.
"""

import os

SECRET_KEY = "bench-peer-not-secret"
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost"]
ROOT_URLCONF = "peer.urls"
WSGI_APPLICATION = "peer.wsgi.application"

INSTALLED_APPS = ["rest_framework", "django_filters", "candidates"]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": f"file:{os.environ['PEER_DATABASE']}?mode=ro",
        "OPTIONS": {"uri": True},
    }
}

USE_TZ = True
TIME_ZONE = "UTC"

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": [],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.AllowAny"],
    # No django.contrib.auth: no anonymous user object to make for each request.
    "UNAUTHENTICATED_USER": None,
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_FILTER_BACKENDS": [
        "django_filters.rest_framework.DjangoFilterBackend",
        "rest_framework.filters.SearchFilter",
        "rest_framework.filters.OrderingFilter",
    ],
    "DEFAULT_PAGINATION_CLASS": "candidates.pagination.Pagination",
}
