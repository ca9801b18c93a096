import { sql, type Kysely } from 'kysely';
import type { CandidateStatus } from '@contract/domain';
import type { Database } from '../db/schema';
import type { Context } from '../platform/context';
import { fillTemplate, selectAddressees } from '../templates/fill';
import { selectTemplates } from '../templates/queries';

/** A candidate that has just entered a status. */
export interface StatusEntered {
  candidateId: number;
  status: CandidateStatus;
}

/** The rule for a candidate's vacancy and status: the vacancy's own, else its company's default. */
const ruleFor = (trx: Kysely<Database>, vacancyId: number, companyId: number, status: CandidateStatus) =>
  trx
    .selectFrom('stage_automations')
    .select(['template_id', 'delay_minutes'])
    .where('company_id', '=', companyId)
    .where('candidate_status', '=', status)
    .where((eb) => eb.or([eb('vacancy_id', '=', vacancyId), eb('vacancy_id', 'is', null)]))
    .orderBy(sql`vacancy_id IS NULL`)
    .limit(1)
    .executeTakeFirst();

/**
 * What follows candidates entering statuses, in the transaction that moved them (issue 34): their automated
 * mails still waiting for another status are cancelled (a change back within the delay sends nothing), and
 * each status with a rule queues its template, filled in for the candidate in their language, for its time.
 * Every path that changes a status calls this: the edit form, the board, the bulk action, an interview.
 */
export async function statusesEntered(
  ctx: Context,
  trx: Kysely<Database>,
  entered: readonly StatusEntered[],
): Promise<void> {
  for (const { candidateId, status } of entered) {
    await trx
      .updateTable('mails')
      .set({ state: 'cancelled' })
      .where('candidate_id', '=', candidateId)
      .where('state', '=', 'queued')
      .where('trigger_status', 'is not', null)
      .where('trigger_status', '<>', status)
      .execute();
    const to = await selectAddressees(trx)
      .select('candidates.vacancy_id')
      .where('candidates.id', '=', candidateId)
      .executeTakeFirst();
    if (!to) continue;
    const rule = await ruleFor(trx, to.vacancy_id, to.company_id, status);
    if (!rule) continue;
    const template = await selectTemplates(trx, null)
      .where('email_templates.id', '=', rule.template_id)
      .executeTakeFirstOrThrow();
    const mail = await fillTemplate(trx, template, to);
    await ctx.mails.queue(trx, [
      {
        kind: 'candidate_mail',
        to: to.candidate_email,
        subject: mail.subject,
        text: mail.body,
        candidateId,
        sendAt: new Date(Date.now() + rule.delay_minutes * 60_000).toISOString(),
        triggerStatus: status,
      },
    ]);
  }
}
