from django.urls import path

from candidates.views import CandidateList

# The same path as ours (contract/paths.ts, candidateList), so that one URL serves both.
urlpatterns = [
    path("api/customer-api/candidate-list/<str:status>/", CandidateList.as_view()),
]
