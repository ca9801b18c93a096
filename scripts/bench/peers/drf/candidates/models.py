"""The tables our server made (server/db/migrations), mapped as they are: Django neither creates nor changes them."""

from django.db import models


class Company(models.Model):
    company_uid = models.CharField(max_length=36)
    company_name = models.CharField(max_length=255)

    class Meta:
        managed = False
        db_table = "companies"


class Vacancy(models.Model):
    uid = models.CharField(max_length=36)
    vacancy_title = models.CharField(max_length=255)
    vacancy_company = models.ForeignKey(Company, models.DO_NOTHING, db_column="company_id")

    class Meta:
        managed = False
        db_table = "vacancies"


class Candidate(models.Model):
    uid = models.CharField(max_length=36)
    version = models.IntegerField()
    candidate_name = models.CharField(max_length=255)
    candidate_email = models.CharField(max_length=255)
    candidate_phone_number = models.CharField(max_length=64)
    candidate_status = models.CharField(max_length=32)
    is_candidate_active = models.CharField(max_length=16)
    candidate_thumbnail = models.CharField(max_length=255, null=True)
    candidate_resume = models.CharField(max_length=255, null=True)
    candidate_file_name = models.CharField(max_length=255, null=True)
    candidate_share_url = models.CharField(max_length=255, null=True)
    created_at = models.DateTimeField()
    # Our stored sort key (server/db/keys.ts), indexed: ordering by it gives both servers the same, indexed order.
    candidate_name_key = models.CharField(max_length=255)
    vacancy = models.ForeignKey(Vacancy, models.DO_NOTHING)

    class Meta:
        managed = False
        db_table = "candidates"
