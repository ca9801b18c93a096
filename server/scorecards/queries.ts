import type { Kysely } from 'kysely';
import type { Scorecard } from '@contract/scorecards';
import type { Database } from '../db/schema';
import type { RowOf } from '../db/select';

/** Scorecards with their interview and interviewer, as the answers show them. */
export function selectScorecards(db: Kysely<Database>) {
  return db
    .selectFrom('scorecards')
    .innerJoin('interviews', 'interviews.id', 'scorecards.interview_id')
    .innerJoin('users', 'users.id', 'scorecards.interviewer_user_id')
    .select([
      'scorecards.id',
      'scorecards.uid',
      'scorecards.version',
      'scorecards.interview_id',
      'scorecards.interviewer_user_id',
      'scorecards.ratings',
      'scorecards.recommendation',
      'scorecards.note',
      'scorecards.submitted_at',
      'scorecards.updated_at',
      'interviews.uid as interview_uid',
      'interviews.round',
      'interviews.starts_at',
      'users.user_uid',
      'users.full_name',
    ]);
}

export type ScorecardRow = RowOf<typeof selectScorecards>;

export const toScorecard = (row: ScorecardRow): Scorecard => ({
  uid: row.uid,
  interview: { uid: row.interview_uid, round: row.round, starts_at: row.starts_at },
  interviewer: { user_uid: row.user_uid, full_name: row.full_name },
  ratings: JSON.parse(row.ratings) as Scorecard['ratings'],
  recommendation: row.recommendation,
  note: row.note,
  submitted_at: row.submitted_at,
  updated_at: row.updated_at,
});

/**
 * Which of these scorecards the actor may read: all of an interview they did not conduct, or whose scorecard
 * they submitted; none of the others' of an interview they conduct and have not scored yet (nobody is anchored
 * by them). Answers those shown and, by interview, how many are held back.
 */
export function readableBy(actorId: number, rows: readonly ScorecardRow[], conducting: ReadonlySet<number>) {
  const submitted = new Set(
    rows.filter((row) => row.interviewer_user_id === actorId).map((row) => row.interview_id),
  );
  const blind = (row: ScorecardRow) => conducting.has(row.interview_id) && !submitted.has(row.interview_id);
  const withheld = new Map<string, number>();
  for (const row of rows.filter(blind))
    withheld.set(row.interview_uid, (withheld.get(row.interview_uid) ?? 0) + 1);
  return {
    shown: rows.filter((row) => !blind(row)),
    withheld: [...withheld].map(([interview_uid, count]) => ({ interview_uid, count })),
  };
}
