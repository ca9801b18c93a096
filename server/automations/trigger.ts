import type { Kysely } from 'kysely';
import type { CandidateStatus } from '@contract/domain';
import type { Database } from '../db/schema';
import type { NewMail } from '../mails/mails';
import type { Context } from '../platform/context';
import { fillTemplates, selectAddressees } from '../templates/fill';
import { selectTemplates } from '../templates/queries';

/** A candidate that has just entered a status. */
export interface StatusEntered {
  candidateId: number;
  status: CandidateStatus;
}

/** Candidates a round of reads takes: far below either database's limit of parameters. */
const CHUNK = 500;

/** The candidates' ids by the status they entered. */
function byStatus(entered: readonly StatusEntered[]) {
  const groups = new Map<CandidateStatus, number[]>();
  for (const { candidateId, status } of entered) {
    const ids = groups.get(status) ?? [];
    ids.push(candidateId);
    groups.set(status, ids);
  }
  return groups;
}

/** Their automated mails still waiting for another status are cancelled: a change back sends nothing. */
const cancelOthers = (trx: Kysely<Database>, ids: readonly number[], status: CandidateStatus) =>
  trx
    .updateTable('mails')
    .set({ state: 'cancelled' })
    .where('candidate_id', 'in', ids)
    .where('state', '=', 'queued')
    .where('trigger_status', 'is not', null)
    .where('trigger_status', '<>', status)
    .execute();

/** The rules of these companies for the status: their defaults and their vacancies' own. */
const rulesOf = (trx: Kysely<Database>, companyIds: readonly number[], status: CandidateStatus) =>
  trx
    .selectFrom('stage_automations')
    .select(['company_id', 'vacancy_id', 'template_id', 'delay_minutes'])
    .where('company_id', 'in', companyIds)
    .where('candidate_status', '=', status)
    .execute();

/** The mails of candidates who entered `status`, each by its vacancy's rule, else its company's default. */
async function mailsOf(trx: Kysely<Database>, ids: readonly number[], status: CandidateStatus) {
  const addressees = await selectAddressees(trx)
    .select('candidates.vacancy_id')
    .where('candidates.id', 'in', ids)
    .execute();
  if (addressees.length === 0) return [];
  const rules = await rulesOf(trx, [...new Set(addressees.map((to) => to.company_id))], status);
  const byRule = new Map<(typeof rules)[number], typeof addressees>();
  for (const to of addressees) {
    const rule =
      rules.find((each) => each.vacancy_id === to.vacancy_id) ??
      rules.find((each) => each.company_id === to.company_id && each.vacancy_id === null);
    if (!rule) continue;
    const recipients = byRule.get(rule) ?? [];
    recipients.push(to);
    byRule.set(rule, recipients);
  }
  const mails: NewMail[] = [];
  for (const [rule, recipients] of byRule) {
    const template = await selectTemplates(trx, null)
      .where('email_templates.id', '=', rule.template_id)
      .executeTakeFirstOrThrow();
    const sendAt = new Date(Date.now() + rule.delay_minutes * 60_000).toISOString();
    for (const { to, subject, body } of await fillTemplates(trx, template, recipients)) {
      mails.push({
        kind: 'candidate_mail',
        to: to.candidate_email,
        subject,
        text: body,
        candidateId: to.id,
        sendAt,
        triggerStatus: status,
      });
    }
  }
  return mails;
}

/**
 * What follows candidates entering statuses, in the transaction that moved them (issue 34): their automated
 * mails still waiting for another status are cancelled (a change back within the delay sends nothing), and
 * each status with a rule queues its template, filled in for the candidate in their language, for its time.
 * Every path that changes a status calls this: the edit form, the board, the bulk action, an interview. A few
 * reads a status and chunk, however many candidates moved. Answers how many mails it queued: the caller wakes
 * the queue once they are committed.
 */
export async function statusesEntered(
  ctx: Context,
  trx: Kysely<Database>,
  entered: readonly StatusEntered[],
): Promise<number> {
  let queued = 0;
  for (const [status, ids] of byStatus(entered)) {
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      await cancelOthers(trx, chunk, status);
      const mails = await mailsOf(trx, chunk, status);
      if (mails.length > 0) await ctx.mails.queue(trx, mails);
      queued += mails.length;
    }
  }
  return queued;
}
