import { sql, type Kysely, type RawBuilder } from 'kysely';
import { FUNNEL_STAGES } from '@contract/reports';
import type { Database } from '../db/schema';

/** An hour in milliseconds, as a 64-bit number: PostgreSQL's 32-bit product of hours and it would overflow. */
const HOUR_MS = sql`CAST(3600000 AS BIGINT)`;

/** How many funnel stages a rejected demo candidate went through before: Applied up to Second_Interview. */
const REJECTED_AFTER_STAGES = 4;

/**
 * A demo candidate's hours in funnel stage `rank`: 12 hours to 13 days, spread by its id (the same on both
 * engines, and at every seeding of the same plan).
 */
const hoursIn = (rank: number) =>
  sql<number>`(12 + ((candidate_id % 1000) * 7919 + ${sql.lit(rank * 104729)}) % 300)`;

/** Whether the open stay's candidate went through stage `rank` before it: a later stage, or rejected after it. */
const passed = (rank: number) =>
  sql`(furthest_stage > ${sql.lit(rank)} OR (candidate_status = 'Rejected' AND furthest_stage >= ${sql.lit(rank)}))`;

/** The hours spent in the stages before `rank` that the open stay's candidate went through. */
const hoursBefore = (rank: number): RawBuilder<number> =>
  rank === 0
    ? sql<number>`0`
    : sql<number>`(${sql.join(
        Array.from(
          { length: rank },
          (_, earlier) => sql`CASE WHEN ${passed(earlier)} THEN ${hoursIn(earlier)} ELSE 0 END`,
        ),
        sql` + `,
      )})`;

/**
 * The demo's candidates (ids above `afterId`) come in at their present status, each with the one open stay
 * the database gives an inserted candidate (migration 028). A hiring funnel shows nothing without the way
 * there: each gets the finished stays of the stages before it (a rejected one, of 1 to 4 stages), one after
 * the other from its application, and its open stay begins after them (never later than `now`).
 */
export async function seedStays(db: Kysely<Database>, afterId: number, now: number): Promise<void> {
  const demo = (query: RawBuilder<unknown>) =>
    sql`${query} AND candidate_id > ${afterId} AND stay_hours IS NULL`;
  await sql`UPDATE candidate_stages SET furthest_stage = candidate_id % ${sql.lit(REJECTED_AFTER_STAGES)}
    WHERE ${demo(sql`candidate_status = 'Rejected'`)}`.execute(db);
  for (const [rank, stage] of FUNNEL_STAGES.entries()) {
    await sql`INSERT INTO candidate_stages
        (candidate_id, company_id, vacancy_id, applied_on, candidate_status, furthest_stage, entered_ms, stay_hours)
      SELECT candidate_id, company_id, vacancy_id, applied_on, ${sql.lit(stage)}, ${sql.lit(rank)},
        entered_ms + ${hoursBefore(rank)} * ${HOUR_MS}, ${hoursIn(rank)}
      FROM candidate_stages WHERE ${demo(passed(rank))}`.execute(db);
  }
  const entered = sql`entered_ms + ${hoursBefore(FUNNEL_STAGES.length)} * ${HOUR_MS}`;
  await sql`UPDATE candidate_stages
    SET entered_ms = CASE WHEN ${entered} < ${now} THEN ${entered} ELSE ${now} END
    WHERE ${demo(sql`1 = 1`)}`.execute(db);
}
