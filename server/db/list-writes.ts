import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { keepListening } from './listener';
import { LIST_WRITE_CHANNEL } from './migrations/006_list_write_notifications';
import type { Database } from './schema';

/**
 * Whether any listed table was written since a number was read: `generation()` answers a number that changes
 * with every committed write, or undefined when that cannot be known (then nothing may be kept).
 */
export interface ListWrites {
  generation(): Promise<number | undefined>;
  close(): Promise<void>;
}

/** SQLite: the number its triggers raise in every writing transaction (migration 005). */
export function sqliteListWrites(db: Kysely<Database>): ListWrites {
  return {
    async generation() {
      const { rows } = await sql<{ value: number }>`SELECT value FROM list_generation WHERE id = 1`.execute(
        db,
      );
      return rows[0]?.value;
    },
    close: async () => {},
  };
}

/**
 * PostgreSQL: one connection LISTENs to the notifications that every committed write to a listed table sends
 * (migration 006); each one raises the number. A notification is sent after its commit, so a count read
 * before it arrives is read under the number it raises and is never kept past it. Between a commit elsewhere
 * (another instance, the seeding) and its notification's arrival, milliseconds, a kept count may still be
 * answered: the server's own writes raise the number before they answer (counts.ts `written`). While the
 * connection is down the answer is undefined, so every count is fresh until it listens again.
 */
export function postgresListWrites(connectionString: string, log: FastifyBaseLogger): ListWrites {
  let generation = 0;
  const listener = keepListening(
    connectionString,
    LIST_WRITE_CHANNEL,
    log,
    'list-write notifications lost; counting fresh until they return',
    { notified: () => generation++, lost: () => generation++ },
  );
  return {
    generation: async () => (listener.listening() ? generation : undefined),
    close: () => listener.close(),
  };
}
