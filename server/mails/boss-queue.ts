import type { FastifyBaseLogger } from 'fastify';
import { CompiledQuery } from 'kysely';
import type { MailQueue } from './queue';

const QUEUE = 'mails';
/** How often an idle worker asks for jobs (pg-boss's least); a commit that scheduled mails wakes it at once. */
const POLL_SECONDS = 0.5;
/**
 * Jobs a worker takes at a time; after a full batch it asks again at once, after a partial one when its poll
 * interval has passed.
 */
const BATCH = 20;

interface MailJob {
  mailId: number;
}

/**
 * PostgreSQL's queue: pg-boss, in its own schema of the same database (it makes and migrates it at start).
 * A job is scheduled in the transaction that wrote its mail, so that both commit or neither; pg-boss hands
 * each job to one worker of all instances (SKIP LOCKED), holds it until its time, and gives it again to a
 * worker if the one that took it stops before finishing (after `expireInSeconds`). Its own retries are
 * for a delivery that could not reach the database; a mail that could not be sent is scheduled again by the
 * delivery itself (deliver.ts), as on SQLite.
 */
export async function bossMailQueue(
  connectionString: string,
  log: FastifyBaseLogger,
  expireInSeconds: number,
  oneAtATime: <T>(work: () => Promise<T>) => Promise<T>,
): Promise<MailQueue> {
  const { default: PgBoss } = await import('pg-boss');
  const boss = new PgBoss({ connectionString, max: 2, schedule: false, application_name: 'recruit-mails' });
  boss.on('error', (error) => log.error({ err: error }, 'mail queue'));
  const queue = { name: QUEUE, expireInSeconds, retryLimit: 10, retryBackoff: true };
  // Instances starting together on a new database would each make pg-boss's schema (which pg-boss does not
  // guard against): one at a time, the later finds it made.
  await oneAtATime(async () => {
    await boss.start();
    await boss.createQueue(QUEUE, queue);
    // A queue made before keeps its settings: MAIL_SEND_TIMEOUT may have changed since.
    await boss.updateQueue(QUEUE, queue);
  });
  let workerId: string | undefined;
  return {
    async schedule(db, mails) {
      // pg-boss writes through this executor: in the caller's transaction.
      const executor = {
        executeSql: async (text: string, values: unknown[]) => ({
          rows: (await db.executeQuery(CompiledQuery.raw(text, values))).rows,
        }),
      };
      for (const mail of mails)
        await boss.send(QUEUE, { mailId: mail.id } satisfies MailJob, {
          startAfter: new Date(mail.send_at),
          db: executor,
        });
    },
    async work(deliver) {
      workerId = await boss.work<MailJob>(
        QUEUE,
        { pollingIntervalSeconds: POLL_SECONDS, batchSize: BATCH },
        async (jobs) => {
          for (const job of jobs) await deliver(job.data.mailId);
          // A full batch says more may wait: fetched at once, not after the poll interval (BATCH a poll).
          if (jobs.length === BATCH && workerId) boss.notifyWorker(workerId);
        },
      );
    },
    wake: () => {
      if (workerId) boss.notifyWorker(workerId);
    },
    stop: () => boss.stop({ graceful: true, wait: true, close: true }),
  };
}
