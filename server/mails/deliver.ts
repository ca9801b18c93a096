import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { MAIL_INTERRUPTED } from '@contract/mails';
import type { Database } from '../db/schema';
import type { Mailer } from '../platform/mail';
import type { MailQueue } from './queue';
import type { MailTable } from './table';

/** The wait before a failed attempt's next one: half a minute, doubling, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

export interface Delivery {
  db: Kysely<Database>;
  mailer: Mailer;
  queue: MailQueue;
  log: FastifyBaseLogger;
  /** MAIL_ATTEMPTS and MAIL_SEND_TIMEOUT (seconds). */
  attempts: number;
  sendTimeout: number;
}

type Claimed = Pick<
  MailTable,
  'uid' | 'to_address' | 'subject' | 'text' | 'calendar_method' | 'calendar_content' | 'created_at'
> & { attempts: number };

/**
 * Takes a queued mail for this delivery: from queued to sending in one statement, so that of two deliveries of
 * one mail (two instances, a job given again) one sends it and the other finds it taken.
 */
const claim = (db: Kysely<Database>, id: number): Promise<Claimed | undefined> =>
  db
    .updateTable('mails')
    .set((eb) => ({
      state: 'sending',
      claimed_at: new Date().toISOString(),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .returning([
      'uid',
      'to_address',
      'subject',
      'text',
      'calendar_method',
      'calendar_content',
      'created_at',
      'attempts',
    ])
    .executeTakeFirst();

/**
 * Sends one mail if it is still queued (a cancelled, sent or erased one is left), and records how it went:
 * sent; or, on a failure, queued again after a wait until its attempts are spent, then failed. The same on
 * either queue: the queue only says when.
 */
export async function deliver(delivery: Delivery, id: number): Promise<void> {
  const { db, mailer } = delivery;
  const mail = await claim(db, id);
  if (!mail) return;
  const calendar =
    mail.calendar_method && mail.calendar_content
      ? { method: mail.calendar_method, content: mail.calendar_content }
      : undefined;
  try {
    await mailer.send(
      { to: mail.to_address, subject: mail.subject, text: mail.text, calendar },
      { uid: mail.uid, createdAt: mail.created_at },
    );
  } catch (error) {
    await failed(delivery, id, mail.attempts, error instanceof Error ? error.message : String(error));
    return;
  }
  await db
    .updateTable('mails')
    .set({ state: 'sent', sent_at: new Date().toISOString(), last_error: null })
    .where('id', '=', id)
    .where('state', '=', 'sending')
    .execute();
}

/** A failed attempt: queued again for later, or failed once the attempts are spent. */
async function failed(delivery: Delivery, id: number, attempts: number, error: string) {
  const { db, queue, log } = delivery;
  log.warn({ mail: id, attempts, err: error }, 'a mail could not be sent');
  const last = attempts >= delivery.attempts;
  const sendAt = new Date(Date.now() + retryDelayMs(attempts)).toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('mails')
      .set(
        last
          ? { state: 'failed', last_error: error }
          : { state: 'queued', last_error: error, send_at: sendAt },
      )
      .where('id', '=', id)
      .where('state', '=', 'sending')
      .execute();
    if (!last) await queue.schedule(trx, [{ id, send_at: sendAt }]);
  });
}

/**
 * Mails left sending longer than MAIL_SEND_TIMEOUT: their instance stopped while sending them, and whether
 * they went out cannot be known. They are failed, never sent again by themselves, so that nobody receives a
 * mail twice; a SubAdmin sees them and may send them again.
 */
export async function failInterrupted(delivery: Delivery): Promise<void> {
  const before = new Date(Date.now() - delivery.sendTimeout * 1000).toISOString();
  await delivery.db
    .updateTable('mails')
    .set({ state: 'failed', last_error: MAIL_INTERRUPTED })
    .where('state', '=', 'sending')
    .where('claimed_at', '<', before)
    .execute();
}

/** Whether any mail is due or being sent (the tests wait for what the queue has to do). */
export async function busy(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('mails')
    .select('id')
    .where(sql<boolean>`state = 'sending' OR (state = 'queued' AND send_at <= ${new Date().toISOString()})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
