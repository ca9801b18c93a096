import { sql } from 'kysely';
import { onUnlimitedConnection, type Db } from './connect';

/** The advisory lock every instance of the platform takes to start (any number they all agree on). */
const START_LOCK = 4_731_020_013;

/**
 * Runs a start's writes (migrations, the first administrator, the demo data) one instance at a time:
 * instances of one platform share its PostgreSQL database, and a deploy starts them together. A session
 * advisory lock, held on a connection of its own, goes with that connection if the process dies midway.
 * An SQLite database belongs to one server.
 */
export async function oneStartAtATime<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (db.engine !== 'postgres') return work();
  // Waiting for another instance's migrations and seeding may take longer than a call's statement may.
  return onUnlimitedConnection(db.kysely, db.engine, async (connection) => {
    await sql`SELECT pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`SELECT pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}
