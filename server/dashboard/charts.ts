import { sql, type Kysely } from 'kysely';
import { CANDIDATE_STATUSES } from '@contract/domain';
import type { DashboardCharts } from '@contract/dashboard';
import type { Database } from '../db/schema';
import type { ListCounts } from '../platform/counts';

/** How many weeks the applications chart shows. */
const CHART_WEEKS = 12;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Mondays of the last `CHART_WEEKS` weeks up to `now`'s, oldest first, as 'YYYY-MM-DD'. Weeks are UTC, as
 * the lists' date filters are (a record's day is its ISO timestamp's date), so a week's bar and the candidate
 * list filtered to that week's seven days count the same rows.
 */
function weekStarts(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const monday = today - sinceMonday * DAY_MS;
  return Array.from({ length: CHART_WEEKS }, (_, i) =>
    new Date(monday - (CHART_WEEKS - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}

/** PostgreSQL answers count(*) as a bigint string. */
type Counted = number | string | bigint;

/**
 * Applications per week: one range read of an index on created_at (candidates_by_created_at, or
 * candidates_company_id_created for one company), each row put in its week by comparing its ISO timestamp with
 * the Mondays, newest first: the same SQL on both engines, with no date functions that differ between them.
 */
async function applicationsPerWeek(
  db: Kysely<Database>,
  counts: ListCounts,
  companyId: number | null,
  weeks: string[],
) {
  const newestFirst = weeks.map((monday, index) => ({ monday, index })).reverse();
  const week = sql<number>`case ${sql.join(
    newestFirst.map(
      ({ monday, index }) =>
        sql`when ${sql.ref('candidates.created_at')} >= ${monday} then ${sql.lit(index)}`,
    ),
    sql` `,
  )} end`;
  let query = db
    .selectFrom('candidates')
    .select([week.as('week'), sql<Counted>`count(*)`.as('count')])
    .where('candidates.created_at', '>=', weeks[0] ?? '')
    .groupBy(sql`1`);
  if (companyId !== null) query = query.where('candidates.company_id', '=', companyId);
  const rows = await counts(query, () => query.execute());
  const perWeek = new Map(rows.map((row) => [Number(row.week), Number(row.count)]));
  return weeks.map((monday, index) => ({ week: monday, count: perWeek.get(index) ?? 0 }));
}

/** Candidates per status, off candidates_by_candidate_status (or candidates_company_id_candidate_status). */
async function candidatesPerStatus(db: Kysely<Database>, counts: ListCounts, companyId: number | null) {
  let query = db
    .selectFrom('candidates')
    .select(['candidates.candidate_status', sql<Counted>`count(*)`.as('count')])
    .groupBy('candidates.candidate_status');
  if (companyId !== null) query = query.where('candidates.company_id', '=', companyId);
  const rows = await counts(query, () => query.execute());
  const perStatus = new Map(rows.map((row) => [row.candidate_status, Number(row.count)]));
  return CANDIDATE_STATUSES.map((status) => ({ status, count: perStatus.get(status) ?? 0 }));
}

/** The dashboard's charts for one company (`companyId`) or the whole platform (null), as of `now`. */
export async function chartAll(
  db: Kysely<Database>,
  counts: ListCounts,
  companyId: number | null,
  now: Date,
): Promise<DashboardCharts> {
  const [applications_per_week, candidates_per_status] = await Promise.all([
    applicationsPerWeek(db, counts, companyId, weekStarts(now)),
    candidatesPerStatus(db, counts, companyId),
  ]);
  return { applications_per_week, candidates_per_status };
}
