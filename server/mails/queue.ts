import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A queued mail's row and the instant it may go. */
export interface DueMail {
  id: number;
  send_at: string;
}

/**
 * Where queued mails wait for their time: it runs `deliver` for each once its time has come, on one instance
 * at a time, and keeps them through restarts. pg-boss on PostgreSQL (boss-queue.ts), the mails' own rows on
 * SQLite (local-queue.ts); what a delivery does is the same on both (deliver.ts).
 */
export interface MailQueue {
  /** Schedules mails in `db`: the transaction that wrote them, so that they are scheduled if it commits. */
  schedule(db: Kysely<Database>, mails: readonly DueMail[]): Promise<void>;
  /** Runs `deliver` for each mail at its time, in this process, until `stop`. */
  work(deliver: (id: number) => Promise<void>): Promise<void>;
  /** Looks for due mails now: after a commit that scheduled some. */
  wake(): void;
  /** Lets the deliveries under way end, and takes no more. */
  stop(): Promise<void>;
}
