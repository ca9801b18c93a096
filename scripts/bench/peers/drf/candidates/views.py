from rest_framework import generics

from .models import Candidate
from .serializers import CandidateSerializer

TABS = {"active": "Active", "inactive": "Inactive"}


class CandidateList(generics.ListAPIView):
    """GET customer-api/candidate-list/{all,active,inactive}/ with our search and `__icontains` filters."""

    serializer_class = CandidateSerializer
    search_fields = [
        "candidate_name",
        "candidate_email",
        "candidate_phone_number",
        "vacancy__vacancy_title",
        "vacancy__vacancy_company__company_name",
    ]
    filterset_fields = {
        "vacancy__vacancy_company__company_name": ["icontains"],
        "candidate_name": ["icontains"],
        "candidate_email": ["icontains"],
        "vacancy__vacancy_title": ["icontains"],
        "vacancy__id": ["exact"],
        "candidate_status": ["exact"],
    }
    ordering_fields = ["candidate_name_key", "candidate_email", "created_at"]
    ordering = ["candidate_name_key", "id"]

    def get_queryset(self):
        candidates = Candidate.objects.select_related("vacancy__vacancy_company")
        tab = TABS.get(self.kwargs["status"])
        return candidates.filter(is_candidate_active=tab) if tab else candidates
