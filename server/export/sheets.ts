import type { Candidate } from '@contract/candidates';
import type { Vacancy } from '@contract/vacancies';
import { dayOf, type Sheet } from './sheet';

/**
 * The columns of each list screen as the exports write them, in the screen's order, with its words: a
 * status as its label, a date as its day (which each file writes its way). Pictures (logos, thumbnails) are
 * left out.
 */

export const vacancySheet: Sheet<Vacancy> = {
  file: 'vacancies',
  title: 'vacancies.title',
  columns: [
    { header: 'vacancies.fields.id', cell: (vacancy) => vacancy.id },
    { header: 'vacancies.fields.title', cell: (vacancy) => vacancy.vacancy_title },
    { header: 'vacancies.fields.company', cell: (vacancy) => vacancy.vacancy_company.company_name },
    { header: 'vacancies.fields.start_date', cell: (vacancy) => dayOf(vacancy.vacancy_start_date) },
    { header: 'vacancies.fields.due_date', cell: (vacancy) => dayOf(vacancy.vacancy_due_date) },
    { header: 'vacancies.fields.quota', cell: (vacancy) => vacancy.vacancy_quota },
    { header: 'vacancies.fields.respondents', cell: (vacancy) => vacancy.vacancy_respondents_count },
    {
      header: 'vacancies.fields.status',
      cell: (vacancy, word) => word(`vacancies.status.${vacancy.vacancy_status}`),
    },
  ],
};

export const candidateSheet: Sheet<Candidate> = {
  file: 'candidates',
  title: 'candidates.title',
  columns: [
    { header: 'candidates.fields.name', cell: (candidate) => candidate.candidate_name },
    { header: 'candidates.fields.email', cell: (candidate) => candidate.candidate_email },
    { header: 'candidates.fields.phone', cell: (candidate) => candidate.candidate_phone_number },
    { header: 'candidates.fields.vacancy', cell: (candidate) => candidate.vacancy.vacancy_title },
    {
      header: 'candidates.fields.company',
      cell: (candidate) => candidate.vacancy.vacancy_company.company_name,
    },
    {
      header: 'candidates.fields.status',
      cell: (candidate, word) => word(`candidates.status.${candidate.candidate_status}`),
    },
    {
      header: 'candidates.fields.active',
      cell: (candidate, word) => word(`candidates.active.${candidate.is_candidate_active}`),
    },
    // Shown on the candidate's details: the day of the application.
    { header: 'candidates.fields.applied_on', cell: (candidate) => dayOf(candidate.created_at) },
  ],
};
