import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { CandidateStatus } from '@contract/domain';
import type { Database } from '../db/schema';
import { ACTIVE_STATE } from '../db/select';

/** The status whose candidates retention ends, beside the Inactive ones (issue 30). */
const ENDED_STATUS: CandidateStatus = 'Rejected';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last change a candidate kept `days` days may have had and still be kept at `at`. */
export const keptSince = (at: Date, days: number) => new Date(at.getTime() - days * DAY_MS).toISOString();

/** Each customer's own retention in days (where it has one), by company id. */
async function overrides(db: Kysely<Database>, companyId: number | null) {
  let query = db
    .selectFrom('companies')
    .select(['id', 'retention_days'])
    .where('retention_days', 'is not', null);
  if (companyId !== null) query = query.where('id', '=', companyId);
  return query.execute();
}

/**
 * Which candidates are due at `at`: Rejected or Inactive, and unchanged (changed_at, migration 018) for longer
 * than their customer's retention, its own days or else the platform's `platformDays`. The customers' days are
 * few distinct values: one comparison with a fixed time each, the same SQL on both engines. Undefined where
 * retention is off for every customer in scope (`companyId`, null for all): nothing is ever due there.
 */
export async function dueCondition(
  db: Kysely<Database>,
  platformDays: number | undefined,
  companyId: number | null,
  at: Date,
): Promise<RawBuilder<SqlBool> | undefined> {
  const own = await overrides(db, companyId);
  const byDays = new Map<number, number[]>();
  for (const company of own) {
    const days = company.retention_days ?? 0;
    byDays.set(days, [...(byDays.get(days) ?? []), company.id]);
  }
  const kept = [...byDays].map(
    ([days, companies]) =>
      sql<SqlBool>`(candidates.company_id IN (${sql.join(companies)}) AND candidates.changed_at < ${keptSince(at, days)})`,
  );
  if (platformDays !== undefined) {
    const others =
      own.length === 0
        ? sql<SqlBool>`TRUE`
        : sql<SqlBool>`candidates.company_id NOT IN (${sql.join(own.map((company) => company.id))})`;
    kept.push(sql<SqlBool>`(${others} AND candidates.changed_at < ${keptSince(at, platformDays)})`);
  }
  if (kept.length === 0) return undefined;
  const scope = companyId === null ? sql<SqlBool>`TRUE` : sql<SqlBool>`candidates.company_id = ${companyId}`;
  return sql<SqlBool>`(candidates.candidate_status = ${ENDED_STATUS} OR candidates.is_candidate_active = ${ACTIVE_STATE.inactive})
    AND ${scope} AND (${sql.join(kept, sql` OR `)})`;
}

/** A due candidate as the sweep read it: its version tells an edit made before its batch locked it. */
export interface DueCandidate {
  uid: string;
  version: number;
}

/** The next `limit` due candidates, oldest record first. */
export function dueCandidates(
  db: Kysely<Database>,
  due: RawBuilder<SqlBool>,
  limit: number,
): Promise<DueCandidate[]> {
  return db
    .selectFrom('candidates')
    .select(['candidates.uid', 'candidates.version'])
    .where(due)
    .orderBy('candidates.id')
    .limit(limit)
    .execute();
}

/** How many candidates are due. */
export async function countDue(db: Kysely<Database>, due: RawBuilder<SqlBool>): Promise<number> {
  const row = await db
    .selectFrom('candidates')
    .select(sql<number | string>`count(*)`.as('count'))
    .where(due)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
