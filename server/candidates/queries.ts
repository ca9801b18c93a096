import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Candidate } from '@contract/candidates';
import type { ListType } from '@contract/domain';
import type { Database } from '../db/schema';
import { CANDIDATE_LISTED } from './table';
import { foldFilters, orderings, createdBetween, idIs, type ListSpec } from '../platform/list-spec';
import type { MediaSigner } from '../platform/media-links';
import { inCompany, tabRecords, type RowOf } from '../db/select';

/** The candidates one tab of the list shows (all, active, inactive), within the company (its copy of it). */
export const candidatesInTab = (db: Kysely<Database>, companyId: number | null, tab: ListType) =>
  tabRecords(db, 'candidates', 'is_candidate_active', companyId, tab);

/** Candidates with their vacancy and its company; `companyId` limits them to one company's vacancies. */
export function selectCandidates(db: Kysely<Database>, companyId: number | null) {
  const query = db
    .selectFrom('candidates')
    .innerJoin('vacancies', 'vacancies.id', 'candidates.vacancy_id')
    .innerJoin('companies', 'companies.id', 'vacancies.company_id')
    .leftJoin('rejection_reasons', 'rejection_reasons.id', 'candidates.rejection_reason_id')
    .select([
      'candidates.id',
      'candidates.uid',
      'candidates.version',
      'candidates.candidate_name',
      'candidates.candidate_email',
      'candidates.candidate_phone_number',
      'candidates.candidate_status',
      'candidates.is_candidate_active',
      'candidates.candidate_thumbnail',
      'candidates.candidate_resume',
      'candidates.candidate_file_name',
      'candidates.candidate_language',
      'candidates.candidate_share_url',
      'candidates.created_at',
      'candidates.company_id',
      'vacancies.id as vacancy_id',
      'vacancies.uid as vacancy_uid',
      'vacancies.vacancy_title',
      'companies.company_uid',
      'companies.company_name',
      'companies.rejection_reason_required',
      'rejection_reasons.uid as rejection_reason_uid',
      'rejection_reasons.reason_name',
      'rejection_reasons.reason_name_de',
    ]);
  return inCompany(query, 'vacancies.company_id', companyId);
}

type CandidateSelection = RowOf<typeof selectCandidates>;

/** A candidate as answers show it: its files as signed links that expire (`sign`, made for the answer). */
export function toCandidate(row: CandidateSelection, sign: MediaSigner): Candidate {
  return {
    uid: row.uid,
    id: row.id,
    candidate_name: row.candidate_name,
    candidate_email: row.candidate_email,
    candidate_phone_number: row.candidate_phone_number,
    candidate_status: row.candidate_status,
    is_candidate_active: row.is_candidate_active,
    candidate_thumbnail: sign(row.candidate_thumbnail),
    candidate_resume: sign(row.candidate_resume),
    candidate_file_name: row.candidate_file_name,
    candidate_language: row.candidate_language,
    candidate_share_url: sign(row.candidate_share_url),
    created_at: row.created_at.slice(0, 10),
    vacancy: {
      uid: row.vacancy_uid,
      id: row.vacancy_id,
      vacancy_title: row.vacancy_title,
      vacancy_company: { company_uid: row.company_uid, company_name: row.company_name },
    },
    rejection_reason: rejectionReasonOf(row),
    rejection_reason_required: row.rejection_reason_required === 1,
  };
}

/** The candidate's reason, if it has one (the left join's columns are all there or all null). */
function rejectionReasonOf({ rejection_reason_uid: uid, reason_name, reason_name_de }: CandidateSelection) {
  return uid === null || reason_name === null || reason_name_de === null
    ? null
    : { uid, reason_name, reason_name_de };
}

const col = (name: string) => sql.ref(name);

const text = CANDIDATE_LISTED.search;

/** The filters of candidateListQuery (contract/candidates.ts), whose values the contract has checked. */
export const candidateListSpec: ListSpec = {
  text,
  filters: {
    ...foldFilters(text, {
      vacancy__vacancy_company__company_name__icontains: 'company_name_fold',
      candidate_name__icontains: 'candidate_name_fold',
      candidate_email__icontains: 'candidate_email_fold',
      vacancy__vacancy_title__icontains: 'vacancy_title_fold',
    }),
    vacancy__id: idIs(col('candidates.vacancy_id')),
    candidate_status: (value) => sql<SqlBool>`${col('candidates.candidate_status')} = ${value}`,
    ...createdBetween(col('candidates.created_at')),
  },
  search: text.columns,
  ...orderings(
    'candidates',
    ['candidate_name', 'candidate_email', 'vacancy_title', 'company_name'],
    ['candidate_phone_number', 'candidate_status', 'is_candidate_active', 'created_at'],
  ),
  defaultOrdering: 'candidate_name',
  foldsIndexed: 'candidate_name',
};
