import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Uploads } from './uploads';

/** How long a removal that failed waits before it is tried again, and the longest such wait. */
const FIRST_RETRY_MS = 1000;
const LONGEST_RETRY_MS = 5 * 60 * 1000;
/** Queued removals read per query. */
const BATCH = 200;

/** Where a write queues the files it took (in its transaction), for removal once it has committed. */
export async function queueFileRemovals(trx: Kysely<Database>, urls: readonly (string | null)[]) {
  const queuedAt = new Date().toISOString();
  const rows = [...new Set(urls.filter((url): url is string => Boolean(url)))].map((url) => ({
    url,
    queued_at: queuedAt,
  }));
  for (let start = 0; start < rows.length; start += BATCH) {
    await trx
      .insertInto('file_removals')
      .values(rows.slice(start, start + BATCH))
      .execute();
  }
}

/**
 * The files erasures took (issue 30), removed from the store after their transaction committed. The queue is
 * a table written in that transaction: a file is never removed while a row still names it (its write may yet
 * fail), and never forgotten once none does (an instance stopped before the removal drains it at its next
 * start). A removal that fails stays queued and is tried again, ever less often, until it succeeds. A file
 * another record still names (the demo's shared media) is left: `uploads.removeEach` checks.
 */
export function fileRemovals(db: Kysely<Database>, uploads: Uploads, log: FastifyBaseLogger) {
  let running: Promise<number> | undefined;
  let again = false;
  let retry: NodeJS.Timeout | undefined;
  let wait = FIRST_RETRY_MS;
  let stopped = false;

  /** Tries every queued removal once: how many are left (failed). */
  async function once(): Promise<number> {
    let after = 0;
    let failed = 0;
    for (;;) {
      const rows = await db
        .selectFrom('file_removals')
        .select(['id', 'url'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      // One question to the database for the whole batch: a file per query held SQLite's one connection
      // (and PostgreSQL's round trips) for most of a retention sweep.
      const failures = rows.length > 0 ? await uploads.removeEach(rows.map((row) => row.url)) : new Map();
      for (const [url, error] of failures)
        log.warn({ err: error, url }, 'removing an erased file failed; it is tried again');
      const done = rows.filter((row) => !failures.has(row.url)).map((row) => row.id);
      failed += rows.length - done.length;
      if (done.length > 0) await db.deleteFrom('file_removals').where('id', 'in', done).execute();
      const last = rows.at(-1);
      if (!last || rows.length < BATCH) return failed;
      after = last.id;
    }
  }

  function schedule(failed: number) {
    clearTimeout(retry);
    retry = undefined;
    if (failed === 0) {
      wait = FIRST_RETRY_MS;
      return;
    }
    if (stopped) return;
    retry = setTimeout(() => void drain(), wait);
    retry.unref();
    wait = Math.min(wait * 2, LONGEST_RETRY_MS);
  }

  /** Drains the queue (once more if asked again meanwhile); never fails: what failed is retried later. */
  function drain(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let failed = 0;
      do {
        again = false;
        failed = await once().catch((error: unknown) => {
          log.warn({ err: error }, 'reading the queued file removals failed; they are tried again');
          return 1;
        });
      } while (again);
      schedule(failed);
      running = undefined;
      return failed;
    })();
    return running;
  }

  return {
    drain,
    /** Ends the retries and waits for a drain under way, so that the database can be closed after it. */
    async stop(): Promise<void> {
      stopped = true;
      clearTimeout(retry);
      await running;
    },
  };
}

export type FileRemovals = ReturnType<typeof fileRemovals>;
