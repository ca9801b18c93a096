import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise the embedded SQLite file in dataDir (WAL, foreign keys on). */
export function openDatabase(options: { databaseUrl?: string; dataDir: string; log: FastifyBaseLogger }): Db {
  const kysely = options.databaseUrl
    ? new Kysely<Database>({
        dialect: new PostgresDialect({ pool: openPool(options.databaseUrl, options.log) }),
      })
    : new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(options.dataDir) }) });
  return {
    kysely,
    engine: options.databaseUrl ? 'postgres' : 'sqlite',
    close: () => kysely.destroy(),
  };
}

/** An idle connection that the server drops (a restart, a failover) is logged and replaced, not fatal. */
function openPool(connectionString: string, log: FastifyBaseLogger): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
  return pool;
}

function openSqlite(dataDir: string): SQLite.Database {
  fs.mkdirSync(dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(dataDir, 'recruit.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Fresh planner statistics for the list indexes (a bounded ANALYZE of what changed), as SQLite advises
  // for long-lived connections: without them a tab or a search may be read through the wrong index.
  sqlite.pragma('analysis_limit = 1000');
  sqlite.pragma('optimize = 0x10002');
  return sqlite;
}
