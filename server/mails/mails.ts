import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { CandidateStatus } from '@contract/domain';
import type { MailKind } from '@contract/mails';
import type { Config } from '../config';
import type { Db } from '../db/connect';
import { oneStartAtATime } from '../db/start-lock';
import type { Database } from '../db/schema';
import type { Mail, Mailer } from '../platform/mail';
import { bossMailQueue } from './boss-queue';
import { busy, deliver, failInterrupted, type Delivery } from './deliver';
import { localMailQueue } from './local-queue';
import type { DueMail } from './queue';

/** A mail to queue: what it says, what it is about, who sends it and from when. */
export interface NewMail extends Mail {
  kind: MailKind;
  candidateId?: number | null;
  sender?: { id: number; name: string } | null;
  /** Not before this instant (a delay); now when left out. */
  sendAt?: string;
  /** The status whose automation queues it: leaving it before the mail went cancels the mail. */
  triggerStatus?: CandidateStatus;
}

/** The outgoing mails: queued in a write's transaction, sent by the queue's worker (issue 34). */
export interface Mails {
  /**
   * Queues mails in `trx`, the write's transaction: they go if it commits. Call `wake` after the commit.
   * Answers their uids, in order.
   */
  queue(trx: Kysely<Database>, mails: readonly NewMail[]): Promise<{ uid: string }[]>;
  /** Schedules mails already written (one queued again), in `trx`. */
  schedule(trx: Kysely<Database>, mails: readonly DueMail[]): Promise<void>;
  /** Looks for due mails now. */
  wake(): void;
  /** Sends the due mails from this process (the one that runs the once-only jobs), until `stop`. */
  work(): Promise<void>;
  /** Resolves once no mail is due or being sent (the tests wait for the mails they caused). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/** How often mails left sending are looked for (they are failed after MAIL_SEND_TIMEOUT). */
const SWEEP_MS = 30_000;
/** How often `settled` looks again. */
const SETTLE_MS = 20;

/** pg-boss on PostgreSQL, the mails' rows on SQLite: see queue.ts. */
export async function openMails(options: {
  db: Db;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): Promise<Mails> {
  const { config, mailer, log } = options;
  const db = options.db.kysely;
  const queue =
    options.db.engine === 'postgres' && config.DATABASE_URL
      ? await bossMailQueue(config.DATABASE_URL, log, config.MAIL_SEND_TIMEOUT, (work) =>
          oneStartAtATime(options.db, work),
        )
      : localMailQueue(db, log);
  const delivery: Delivery = {
    db,
    mailer,
    queue,
    log,
    attempts: config.MAIL_ATTEMPTS,
    sendTimeout: config.MAIL_SEND_TIMEOUT,
  };
  let sweeper: NodeJS.Timeout | undefined;
  const sweep = () =>
    failInterrupted(delivery).catch((error: unknown) =>
      log.error({ err: error }, 'interrupted mails could not be marked'),
    );
  return {
    async queue(trx, mails) {
      if (mails.length === 0) return [];
      const now = new Date().toISOString();
      const rows = await trx
        .insertInto('mails')
        .values(
          mails.map((mail) => ({
            uid: randomUUID(),
            kind: mail.kind,
            to_address: mail.to,
            subject: mail.subject,
            text: mail.text,
            calendar_method: mail.calendar?.method ?? null,
            calendar_content: mail.calendar?.content ?? null,
            candidate_id: mail.candidateId ?? null,
            sender_user_id: mail.sender?.id ?? null,
            sender_name: mail.sender?.name ?? null,
            state: 'queued' as const,
            send_at: mail.sendAt ?? now,
            created_at: now,
            trigger_status: mail.triggerStatus ?? null,
          })),
        )
        .returning(['id', 'uid', 'send_at'])
        .execute();
      await queue.schedule(trx, rows);
      // RETURNING promises no order (SQLite): the uids come back in the mails' order.
      const byId = [...rows].sort((a, b) => a.id - b.id);
      return byId.map(({ uid }) => ({ uid }));
    },
    schedule: (trx, due) => queue.schedule(trx, due),
    wake: () => queue.wake(),
    async work() {
      await sweep();
      sweeper = setInterval(() => void sweep(), Math.min(SWEEP_MS, config.MAIL_SEND_TIMEOUT * 500));
      sweeper.unref();
      await queue.work((id) => deliver(delivery, id));
    },
    async settled() {
      for (;;) {
        queue.wake();
        if (!(await busy(db))) return;
        await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      }
    },
    async stop() {
      clearInterval(sweeper);
      await queue.stop();
    },
  };
}
