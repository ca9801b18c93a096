import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { LIST_WRITE_CHANNEL } from './migrations/006_list_write_notifications';
import type { Database } from './schema';

/** Seconds between attempts to listen again after the listening connection is lost. */
const RELISTEN_SECONDS = 1;

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
  /** The connection being opened or listening, and the one known to listen. */
  let client: pg.Client | undefined;
  let listening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  /** Failures in a row: attempts to listen that failed, a lost listener counting as two. */
  let failures = 0;

  const lost = (listener: pg.Client, error?: unknown) => {
    if (client !== listener) return;
    const wasListening = listening === listener;
    client = listening = undefined;
    generation++;
    listener.end().catch(() => {});
    if (closed) return;
    failures = wasListening ? 2 : failures + 1;
    // Said once a streak: at a lost listener, or at a second failed attempt. A first attempt that fails is
    // no news yet: a database that cannot be reached at the start stops it with a line of its own.
    if (failures === 2)
      log.warn({ err: error }, 'list-write notifications lost; counting fresh until they return');
    retry = setTimeout(listen, RELISTEN_SECONDS * 1000);
    retry.unref();
  };

  async function listen() {
    const listener = new pg.Client({ connectionString, keepAlive: true });
    client = listener;
    listener.on('notification', () => generation++);
    listener.on('error', (error) => lost(listener, error));
    listener.on('end', () => lost(listener));
    try {
      await listener.connect();
      await listener.query(`LISTEN ${LIST_WRITE_CHANNEL}`);
      if (client === listener) {
        listening = listener;
        failures = 0;
      }
    } catch (error) {
      lost(listener, error);
    }
  }
  void listen();

  return {
    generation: async () => (listening ? generation : undefined),
    async close() {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = listening = undefined;
      await listener?.end().catch(() => {});
    },
  };
}
