import type { Kysely } from 'kysely';
import type { Language } from '../../i18n';
import type { Database } from '../db/schema';
import type { Context } from '../platform/context';
import { invitationMail, recipientsOf, type Invitation, type Method, type Recipient } from './invitations';
import { interviewersOf, selectInterviews } from './queries';

/**
 * What the invitations of an interview need, read in `db` (the write's transaction, or after its commit);
 * `language`: the candidate's mails are written in that of whoever scheduled or changed the interview.
 */
export async function invitationOf(
  db: Kysely<Database>,
  interviewId: number,
  language: Language,
): Promise<Invitation | undefined> {
  const row = await selectInterviews(db, null).where('interviews.id', '=', interviewId).executeTakeFirst();
  if (!row) return undefined;
  const interviewers = (await interviewersOf(db, [interviewId])).get(interviewId) ?? [];
  const organizer =
    row.organizer_full_name !== null && row.organizer_email !== null
      ? { name: row.organizer_full_name, email: row.organizer_email }
      : null;
  const candidate: Recipient | null =
    row.candidate_invited === 1
      ? { kind: 'candidate', name: row.candidate_name, email: row.candidate_email, language }
      : null;
  return { row, interviewers, candidate, organizer };
}

/**
 * Queues `method` to each recipient in the write's transaction (server/mails/): the mails go once it commits,
 * and the caller wakes the queue after the commit. The candidate's timeline names them.
 */
export async function queueInvitations(
  ctx: Context,
  trx: Kysely<Database>,
  invitation: Invitation,
  method: Method,
  change: 'new' | 'changed',
  recipients: readonly Recipient[] = recipientsOf(invitation),
): Promise<void> {
  await ctx.mails.queue(
    trx,
    recipients.map((recipient) => ({
      ...invitationMail(ctx, invitation, method, change, recipient),
      kind: 'interview_invitation' as const,
      candidateId: invitation.row.candidate_id,
    })),
  );
}

/** Those of `before` no longer among `after`'s recipients (by address): they receive a cancellation. */
export const removedRecipients = (before: Invitation, after: Invitation): Recipient[] => {
  const kept = new Set(recipientsOf(after).map((recipient) => recipient.email));
  return recipientsOf(before).filter((recipient) => !kept.has(recipient.email));
};
