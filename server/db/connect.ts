import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, sql, SqliteDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import { ImmediateSqliteDialect } from './immediate';
import { postgresListWrites, sqliteListWrites, type ListWrites } from './list-writes';
import type { Database } from './schema';
import { preparingPool } from './prepared-statements';
import { keepingStatements } from './statement-cache';

export type Engine = 'sqlite' | 'postgres';

/** A read-only view of the data as it was when it was opened, for reads that span many queries. */
export interface Snapshot {
  db: Kysely<Database>;
  end(): Promise<void>;
}

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  snapshot(): Promise<Snapshot>;
  /** Whether the listed tables were written since (for kept list counts). */
  writes: ListWrites;
  close(): Promise<void>;
}

/** The embedded database's file in a data folder. */
const SQLITE_FILE = 'recruit.db';
export const sqliteFile = (dataDir: string): string => path.join(dataDir, SQLITE_FILE);

/** PostgreSQL when a URL is given, otherwise the embedded SQLite file in dataDir (WAL, foreign keys on). */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; log: FastifyBaseLogger }): Db {
  if (options.databaseUrl) {
    const kysely = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: preparingPool(openPool(options.databaseUrl, options.log)) }),
      log: queryLog(options.log),
    });
    const writes = postgresListWrites(options.databaseUrl, options.log);
    return {
      kysely,
      engine: 'postgres',
      snapshot: () => postgresSnapshot(kysely),
      writes,
      async close() {
        await writes.close();
        await kysely.destroy();
      },
    };
  }
  const file = sqliteFile(options.dataDir);
  const kysely = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: keepingStatements(openSqlite(file)) }),
    log: queryLog(options.log),
  });
  return {
    kysely,
    engine: 'sqlite',
    snapshot: () => sqliteSnapshot(file),
    writes: sqliteListWrites(kysely),
    close: () => kysely.destroy(),
  };
}

/**
 * At LOG_LEVEL=trace, every query's SQL, parameters and time (what `npm run bench:api -- --only plans`
 * explains); at any other level no hook at all.
 */
function queryLog(log: FastifyBaseLogger): ((event: LogEvent) => void) | undefined {
  if (log.level !== 'trace') return undefined;
  return (event) =>
    log.trace(
      { sql: event.query.sql, parameters: event.query.parameters, ms: event.queryDurationMillis },
      event.level === 'error' ? 'query failed' : 'query',
    );
}

/** One REPEATABLE READ transaction: every query in it sees the data as of its first. */
async function postgresSnapshot(kysely: Kysely<Database>): Promise<Snapshot> {
  const trx = await kysely
    .startTransaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute();
  await sql`SELECT 1`.execute(trx);
  return { db: trx, end: () => trx.commit().execute() };
}

/**
 * A read transaction on a connection of its own: in WAL mode it keeps seeing the data as of its first read
 * while the server's connection goes on writing (the one connection cannot hold it without blocking them).
 */
async function sqliteSnapshot(file: string): Promise<Snapshot> {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  database.pragma('busy_timeout = 5000');
  // SQLite's own 2 MB page cache, not better-sqlite3's 16 MB: a stream reads each page about once, and four
  // at once held 64 MB of pages that no other read would ever find.
  database.pragma('cache_size = -2000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: keepingStatements(database) }),
  });
  await sql`BEGIN`.execute(kysely);
  await sql`SELECT count(*) FROM sqlite_master`.execute(kysely);
  return {
    db: kysely,
    end: async () => {
      await sql`COMMIT`.execute(kysely);
      await kysely.destroy();
    },
  };
}

/**
 * Limits on every session of the server's pool, in milliseconds: no call's statement runs on, and no
 * transaction waits idle, holding one of the pool's connections for longer. Maintenance that may take longer
 * (migrations, the demo seeding) lifts them in its own transaction (withoutSessionLimits).
 */
const SESSION_LIMITS = { statement_timeout: 30_000, idle_in_transaction_session_timeout: 10_000 };

/**
 * A connection the server drops (a restart, a failover, pg_terminate_backend) is logged and replaced, never
 * fatal. pg.Pool reports the errors of idle connections only; one lent to a call reports them on itself,
 * where an unhandled 'error' event would end the process. Its call fails with the error, and the pool drops
 * the connection when it comes back (no longer queryable).
 */
function openPool(connectionString: string, log: FastifyBaseLogger): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10, ...SESSION_LIMITS });
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn({ err: error }, 'database connection lost')),
  );
  // Logged by the connection's own listener above.
  pool.on('error', () => {});
  return pool;
}

/**
 * Runs `work` on one connection of its own, for statements known to take long (VACUUM cannot run in a
 * transaction): PostgreSQL's session limits are lifted until it ends.
 */
export function onUnlimitedConnection<T>(
  db: Kysely<Database>,
  engine: Engine,
  work: (connection: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (engine !== 'postgres') return work(db);
  return db.connection().execute(async (connection) => {
    await sql`SET statement_timeout = 0`.execute(connection);
    try {
      return await work(connection);
    } finally {
      await sql`RESET statement_timeout`.execute(connection);
    }
  });
}

/** Lifts the session limits for the rest of a PostgreSQL transaction (`trx`): for work known to take long. */
export async function withoutSessionLimits(trx: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`SET LOCAL statement_timeout = 0`.execute(trx);
  await sql`SET LOCAL idle_in_transaction_session_timeout = 0`.execute(trx);
}

function openSqlite(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // A deleted row's bytes are overwritten, not left in free pages: an erased candidate (issue 30) is gone
  // from the file, not only from the tables.
  sqlite.pragma('secure_delete = ON');
  // Fresh planner statistics for the list indexes (a bounded ANALYZE of what changed), as SQLite advises
  // for long-lived connections: without them a tab or a search may be read through the wrong index.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  return sqlite;
}
