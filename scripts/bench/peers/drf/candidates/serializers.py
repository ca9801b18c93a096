from rest_framework import serializers

from .models import Candidate, Company, Vacancy


class CompanySerializer(serializers.ModelSerializer):
    class Meta:
        model = Company
        fields = ["company_uid", "company_name"]


class VacancySerializer(serializers.ModelSerializer):
    vacancy_company = CompanySerializer()

    class Meta:
        model = Vacancy
        fields = ["uid", "id", "vacancy_title", "vacancy_company"]


class CandidateSerializer(serializers.ModelSerializer):
    """contract/candidates.ts's candidate (files as stored paths: the peer signs no links)."""

    created_at = serializers.DateTimeField(format="%Y-%m-%d")
    vacancy = VacancySerializer()

    class Meta:
        model = Candidate
        fields = [
            "uid",
            "id",
            "candidate_name",
            "candidate_email",
            "candidate_phone_number",
            "candidate_status",
            "is_candidate_active",
            "candidate_thumbnail",
            "candidate_resume",
            "candidate_file_name",
            "candidate_share_url",
            "created_at",
            "vacancy",
        ]
