import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { MailQueue } from './queue';

/** How often the rows are read for due mails when nothing woke the queue (a delay's end, a retry's wait). */
const POLL_MS = 1_000;
/** Due mails read at a time. */
const BATCH = 20;

/**
 * SQLite's queue: the mails' rows are the jobs. The worker reads the due ones in order and delivers each;
 * a delivery claims its row first (deliver.ts), so that the processes of one data folder never send a mail
 * twice. Scheduling writes nothing more: the row, committed, is due at its `send_at`.
 */
export function localMailQueue(db: Kysely<Database>, log: FastifyBaseLogger): MailQueue {
  let deliver: ((id: number) => Promise<void>) | undefined;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const due = () =>
    db
      .selectFrom('mails')
      .select('id')
      .where('state', '=', 'queued')
      .where('send_at', '<=', new Date().toISOString())
      .orderBy('send_at')
      .orderBy('id')
      .limit(BATCH)
      .execute();

  async function drain(run: (id: number) => Promise<void>) {
    for (let rows = await due(); rows.length > 0 && !stopped; rows = await due())
      for (const row of rows) await run(row.id);
  }

  /** One drain at a time; a wake during one drains once more after it. */
  function look() {
    if (!deliver || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain(deliver)
      .catch((error: unknown) => log.error({ err: error }, 'the mail queue could not be read'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          look();
        }
      });
  }

  return {
    schedule: async () => {},
    async work(run) {
      deliver = run;
      timer = setInterval(look, POLL_MS);
      timer.unref();
      look();
    },
    wake: look,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
