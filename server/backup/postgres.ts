import { spawn } from 'node:child_process';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { mediaReferenced } from '../db/media';
import type { Database } from '../db/schema';
import { MEDIA_PREFIX } from '../platform/uploads';
import { BackupError } from './errors';
import type { Pinned } from './pin';

/**
 * Dumps the database with pg_dump (custom format, no owners, so that it restores as any user) and runs
 * `pinned` (if given) on the files the dump refers to. Both read one snapshot: pg_dump takes the one exported
 * by the transaction that reads the references.
 */
export async function dumpPostgres<T>(
  databaseUrl: string,
  target: string,
  pinned?: Pinned<T>,
): Promise<T | undefined> {
  await requireTool('pg_dump');
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
  });
  try {
    const trx = await reach(
      kysely.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(),
    );
    try {
      const { rows } = await sql<{ id: string }>`SELECT pg_export_snapshot() AS id`.execute(trx);
      const result = await pinned?.(await mediaReferenced(trx, MEDIA_PREFIX));
      const snapshot = `--snapshot=${rows[0]?.id}`;
      await run('pg_dump', ['--format=custom', '--no-owner', snapshot, `--file=${target}`], databaseUrl);
      return result;
    } finally {
      await trx.commit().execute();
    }
  } finally {
    await kysely.destroy();
  }
}

/** Restores a dump into the database in one transaction: a failure leaves it as empty as it was. */
export async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  await run('pg_restore', ['--no-owner', '--exit-on-error', '--single-transaction', dump], databaseUrl);
}

/** Refuses a database that holds any table, view or sequence of its own (or that cannot be reached). */
export async function requireEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await reach(client.connect());
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`,
    );
    if ((rows[0]?.count ?? 0) > 0)
      throw new BackupError(
        `The database DATABASE_URL names is not empty: restore only into a new, empty database (createdb).`,
      );
  } finally {
    await client.end();
  }
}

/** Refuses, before anything is done, when a PostgreSQL client tool is not installed. */
export async function requireTool(tool: 'pg_dump' | 'pg_restore'): Promise<void> {
  await run(tool, ['--version']);
}

/** A connection failure (wrong URL, no such database, server down) as one line. */
async function reach<T>(connecting: Promise<T>): Promise<T> {
  try {
    return await connecting;
  } catch (error) {
    throw new BackupError(`Cannot reach the database DATABASE_URL names: ${(error as Error).message}`);
  }
}

/**
 * Runs a PostgreSQL client tool on the database. The password goes in PGPASSWORD rather than on the
 * command line, where every user of the machine could read it.
 */
function run(tool: string, args: string[], databaseUrl?: string): Promise<void> {
  const env = { ...process.env };
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
    args = [...args, `--dbname=${url}`];
  }
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} is not installed: install the PostgreSQL client tools of the server's version or newer (Debian, Ubuntu: apt install postgresql-client).`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      const last = errors.trim().split('\n').at(-1);
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed: ${last || `exit code ${code}`}`));
    });
  });
}
