import type { Kysely } from 'kysely';
import { CANDIDATE_HISTORY } from '@contract/candidates';
import type { InterviewRound } from '@contract/interviews';
import { recordedReason } from '../candidates/rejection';
import type { Database } from '../db/schema';
import { NEXT_VERSION } from '../db/versions';
import { changesOf, recordHistory, type HistoryActor } from '../history/record';

const MINUTE_MS = 60_000;

/** An instant with any offset as stored: UTC, to the millisecond (texts of one length compare as times). */
export const utc = (instant: string) => new Date(Date.parse(instant)).toISOString();

/** The stored times of a written interview: its start in UTC, and its end for the overlap test. */
export function timesOf(body: { starts_at: string; duration_minutes: number }) {
  const start = Date.parse(body.starts_at);
  return {
    starts_at: utc(body.starts_at),
    ends_at: new Date(start + body.duration_minutes * MINUTE_MS).toISOString(),
    duration_minutes: body.duration_minutes,
  };
}

/** Makes `userIds` the interview's interviewers: those dropped go, those added come, the others stay. */
export async function setInterviewers(
  trx: Kysely<Database>,
  interviewId: number,
  userIds: readonly number[],
) {
  const current = await trx
    .selectFrom('interview_interviewers')
    .select('user_id')
    .where('interview_id', '=', interviewId)
    .execute();
  const kept = new Set(current.map((row) => row.user_id));
  const dropped = [...kept].filter((id) => !userIds.includes(id));
  if (dropped.length > 0)
    await trx
      .deleteFrom('interview_interviewers')
      .where('interview_id', '=', interviewId)
      .where('user_id', 'in', dropped)
      .execute();
  const added = userIds.filter((id) => !kept.has(id));
  if (added.length > 0)
    await trx
      .insertInto('interview_interviewers')
      .values(added.map((user_id) => ({ interview_id: interviewId, user_id })))
      .execute();
}

/**
 * Moves the candidate into the interview's round (the form's box, ticked by default), as an edit of theirs
 * would: a new version and an entry on their timeline. A candidate already in that round stays as they are.
 * Answers whether the candidate moved.
 */
export async function moveCandidate(
  trx: Kysely<Database>,
  actor: HistoryActor,
  candidateId: number,
  round: InterviewRound,
): Promise<boolean> {
  const candidate = await trx
    .selectFrom('candidates')
    .select(['uid', 'company_id', 'candidate_status', 'rejection_reason_id'])
    .where('id', '=', candidateId)
    .executeTakeFirstOrThrow();
  if (candidate.candidate_status === round) return false;
  // A round is never Rejected: leaving Rejected clears the reason (issue 34).
  const reason = await recordedReason(trx, candidate.rejection_reason_id);
  await trx
    .updateTable('candidates')
    .set({ candidate_status: round, rejection_reason_id: null, ...NEXT_VERSION })
    .where('id', '=', candidateId)
    .execute();
  await recordHistory(trx, {
    kind: CANDIDATE_HISTORY.kind,
    action: 'update',
    subjectUid: candidate.uid,
    recordUid: candidate.uid,
    companyId: candidate.company_id,
    actor,
    changes: changesOf(
      ['candidate_status', 'rejection_reason'],
      { candidate_status: candidate.candidate_status, rejection_reason: reason },
      { candidate_status: round, rejection_reason: null },
    ),
  });
  return true;
}
