import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { sqliteFile } from '../db/connect';
import { mediaReferenced } from '../db/media';
import type { Database } from '../db/schema';
import { MEDIA_PREFIX } from '../platform/uploads';
import { BackupError } from './errors';
import type { Pinned } from './pin';

/** The most pages SQLite's backup step takes: all of them, in one step. */
const ALL_PAGES = 0x7fffffff;
/** How long the server's writes may wait for `pinned` (it waits 5 s for a write lock). */
const LOCK_WAIT_MS = 10_000;

/**
 * Copies the database in DATA_DIR to `target` with SQLite's online backup while the server goes on writing,
 * and runs `pinned` (if given) on the files the copy refers to. A read transaction opened first fixes the
 * moment the copy shows (WAL: the server's writes wait for no reader); `pinned` runs while another
 * connection holds the write lock, taken before that moment, so that no record changes until it is done.
 */
export async function snapshotSqlite<T>(
  dataDir: string,
  target: string,
  pinned?: Pinned<T>,
): Promise<T | undefined> {
  const file = sqliteFile(dataDir);
  if (!fs.existsSync(file)) throw new BackupError(`There is no database at ${file}: check DATA_DIR.`);
  const source = new SQLite(file, { fileMustExist: true });
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: source }) });
  try {
    source.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
    let result: T | undefined;
    if (!pinned) readFrom(source);
    else
      result = await whileLocked(file, async () => {
        readFrom(source);
        return pinned(await mediaReferenced(kysely, MEDIA_PREFIX));
      });
    // In one step, the backup reads within the transaction; in steps, each write by the server between two
    // of them would start it over.
    await source.backup(target, { progress: () => ALL_PAGES });
    source.exec('COMMIT');
    return result;
  } finally {
    await kysely.destroy();
  }
}

/** Opens a read transaction on the connection: its reads see the data as of now until it ends. */
function readFrom(connection: SQLite.Database): void {
  connection.exec('BEGIN');
  connection.prepare('SELECT count(*) FROM sqlite_master').get();
}

async function whileLocked<T>(file: string, work: () => Promise<T>): Promise<T> {
  const lock = new SQLite(file, { fileMustExist: true });
  try {
    lock.pragma(`busy_timeout = ${LOCK_WAIT_MS}`);
    lock.exec('BEGIN IMMEDIATE');
    return await work();
  } finally {
    if (lock.inTransaction) lock.exec('ROLLBACK');
    lock.close();
  }
}
