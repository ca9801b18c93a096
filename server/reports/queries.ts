import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { CandidateStatus } from '@contract/domain';
import type { Database } from '../db/schema';
import type { ListCounts } from '../platform/counts';
import './table';

/** Whose candidates a report counts: the platform's, a company's or a vacancy's; applied from `from` to `to`. */
export interface Cohort {
  companyId: number | null;
  vacancyId: number | null;
  /** The first and the last day (YYYY-MM-DD), both included. */
  from: string;
  to: string;
}

/** PostgreSQL answers count(*) as a bigint string. */
type Counted = number | string | bigint;

type Stays = SelectQueryBuilder<Database, 'candidate_stages', object>;

/** The cohort's stays, read off the index of its scope (migration 028). */
function staysOf(db: Kysely<Database>, cohort: Cohort): Stays {
  let query: Stays = db.selectFrom('candidate_stages');
  // A vacancy is of one company: its own index alone reads its stays.
  if (cohort.vacancyId !== null) query = query.where('vacancy_id', '=', cohort.vacancyId);
  else if (cohort.companyId !== null) query = query.where('company_id', '=', cohort.companyId);
  return query.where('applied_on', '>=', cohort.from).where('applied_on', '<=', cohort.to);
}

/** How many of the cohort are in each status now, by how far they got: their open stays. */
export async function openStays(db: Kysely<Database>, counts: ListCounts, cohort: Cohort) {
  const query = staysOf(db, cohort)
    .select(['candidate_status', 'furthest_stage', sql<Counted>`count(*)`.as('count')])
    .where('stay_hours', 'is', null)
    .groupBy(['candidate_status', 'furthest_stage']);
  const rows = await counts(query, () => query.execute());
  return rows.map((row) => ({
    status: row.candidate_status,
    furthest: Number(row.furthest_stage),
    count: Number(row.count),
  }));
}

/** The finished stays of the cohort, counted by status and length in hours: the medians' histogram. */
export async function finishedStays(db: Kysely<Database>, counts: ListCounts, cohort: Cohort) {
  const query = staysOf(db, cohort)
    .select(['candidate_status', 'stay_hours', sql<Counted>`count(*)`.as('count')])
    .where('stay_hours', 'is not', null)
    .groupBy(['candidate_status', 'stay_hours']);
  const rows = await counts(query, () => query.execute());
  return rows.map((row) => ({
    status: row.candidate_status,
    hours: Number(row.stay_hours),
    count: Number(row.count),
  }));
}

/** The cohort's applications by day (YYYY-MM-DD, UTC): one open stay each. */
export async function applicationsByDay(db: Kysely<Database>, counts: ListCounts, cohort: Cohort) {
  const query = staysOf(db, cohort)
    .select(['applied_on', sql<Counted>`count(*)`.as('count')])
    .where('stay_hours', 'is', null)
    .groupBy('applied_on');
  const rows = await counts(query, () => query.execute());
  return rows.map((row) => ({ day: row.applied_on, count: Number(row.count) }));
}

/** The end of the last day: a created_at (full ISO time) before it applied on the last day at the latest. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The reasons given to the cohort's candidates who are Rejected now, with each reason's names (none: null),
 * off candidates_company_id_candidate_status (or, for the platform, candidates_rejection_reason_created, whose
 * condition the status written out matches: a parameter would not, in a prepared statement's plan).
 */
export async function rejectionReasons(db: Kysely<Database>, counts: ListCounts, cohort: Cohort) {
  const rejected: CandidateStatus = 'Rejected';
  let query = db
    .selectFrom('candidates')
    .leftJoin('rejection_reasons', 'rejection_reasons.id', 'candidates.rejection_reason_id')
    .select([
      'rejection_reasons.uid',
      'rejection_reasons.reason_name',
      'rejection_reasons.reason_name_de',
      sql<Counted>`count(*)`.as('count'),
    ])
    .where('candidates.candidate_status', '=', sql.lit(rejected))
    .where('candidates.created_at', '>=', cohort.from)
    .where('candidates.created_at', '<', dayAfter(cohort.to))
    .groupBy(['rejection_reasons.uid', 'rejection_reasons.reason_name', 'rejection_reasons.reason_name_de']);
  if (cohort.companyId !== null) query = query.where('candidates.company_id', '=', cohort.companyId);
  if (cohort.vacancyId !== null) query = query.where('candidates.vacancy_id', '=', cohort.vacancyId);
  const rows = await counts(query, () => query.execute());
  return rows.map((row) => ({
    reason:
      row.uid === null
        ? null
        : { uid: row.uid, reason_name: row.reason_name ?? '', reason_name_de: row.reason_name_de ?? '' },
    count: Number(row.count),
  }));
}
