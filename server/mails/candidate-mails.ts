import type { Kysely } from 'kysely';
import { CANDIDATE_MAIL_HISTORY } from '@contract/templates';
import type { Database } from '../db/schema';
import { recordHistories, type HistoryActor } from '../history/record';
import type { Context } from '../platform/context';
import type { Addressee } from '../templates/fill';

/** A mail written to a candidate: to whom (as fill.ts selects them), its subject and text. */
export interface CandidateMailDraft {
  to: Addressee & { uid: string; company_id: number };
  subject: string;
  body: string;
}

/**
 * Queues mails people write to candidates, in `trx` (the call's transaction), each on its candidate's timeline
 * ("Mail sent by Clara": to, subject, text): both or neither. Answers the mails' uids, in order.
 */
export async function queueCandidateMails(
  ctx: Context,
  trx: Kysely<Database>,
  actor: HistoryActor,
  drafts: readonly CandidateMailDraft[],
): Promise<string[]> {
  const queued = await ctx.mails.queue(
    trx,
    drafts.map(({ to, subject, body }) => ({
      kind: 'candidate_mail' as const,
      to: to.candidate_email,
      subject,
      text: body,
      candidateId: to.id,
      sender: { id: actor.id, name: actor.fullName },
    })),
  );
  await recordHistories(
    trx,
    drafts.map(({ to, subject, body }, index) => ({
      kind: CANDIDATE_MAIL_HISTORY.kind,
      action: 'create' as const,
      subjectUid: to.uid,
      recordUid: queued[index]?.uid ?? '',
      companyId: to.company_id,
      actor,
      changes: [
        { field: 'to', from: null, to: to.candidate_email },
        { field: 'subject', from: null, to: subject },
        { field: 'body', from: null, to: body },
      ],
    })),
  );
  return queued.map(({ uid }) => uid);
}
