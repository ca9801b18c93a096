import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';

/** The advisory lock of the retention sweep (any number every instance agrees on, other than the start's). */
const SWEEP_LOCK = 4_731_020_030;

/** SQLite's databases with a sweep under way in this process: an SQLite database belongs to one server. */
const sweeping = new WeakSet<Kysely<Database>>();

/**
 * Runs `work` unless a sweep runs already, on any instance: PostgreSQL's session advisory lock, tried (not
 * waited for) on a connection of its own, which goes with that connection if the process dies mid-way. The
 * instances share nothing else but the database (Redis is optional), so the lock lives there. Undefined when
 * another sweep holds it: that one sweeps what is due.
 */
export async function oneSweepAtATime<T>(
  db: Kysely<Database>,
  engine: Engine,
  work: () => Promise<T>,
): Promise<T | undefined> {
  if (engine !== 'postgres') {
    if (sweeping.has(db)) return undefined;
    sweeping.add(db);
    try {
      return await work();
    } finally {
      sweeping.delete(db);
    }
  }
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(${SWEEP_LOCK}) AS locked`.execute(connection);
    if (!rows[0]?.locked) return undefined;
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${SWEEP_LOCK})`.execute(connection);
    }
  });
}
