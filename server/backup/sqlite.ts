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

/** The SQLite file in DATA_DIR, which must be there: a backup of a mistyped folder would otherwise be empty. */
export function existingSqlite(dataDir: string): string {
  const file = sqliteFile(dataDir);
  if (!fs.existsSync(file)) throw new BackupError(`There is no database at ${file}: check DATA_DIR.`);
  return file;
}

/**
 * Copies the database in DATA_DIR (found there by existingSqlite first) to `target` with SQLite's online
 * backup while the server goes on writing, and runs `pinned` (if given) on the files the copy refers to. A read
 * transaction opened first fixes the moment both see (WAL: the server's writes wait for no reader).
 */
export async function snapshotSqlite<T>(
  dataDir: string,
  target: string,
  pinned?: Pinned<T>,
): Promise<T | undefined> {
  const file = sqliteFile(dataDir);
  const source = new SQLite(file, { fileMustExist: true });
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: source }) });
  try {
    source.pragma('busy_timeout = 5000');
    source.exec('BEGIN');
    source.prepare('SELECT count(*) FROM sqlite_master').get();
    const result = await pinned?.(await mediaReferenced(kysely, MEDIA_PREFIX));
    // One step reads within the transaction; in steps, each write by the server between two of them would
    // start the copy over.
    await source.backup(target, { progress: () => ALL_PAGES });
    source.exec('COMMIT');
    return result;
  } finally {
    await kysely.destroy();
  }
}
