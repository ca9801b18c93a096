import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config';
import type { Engine } from '../db/connect';
import { BackupError } from './errors';
import { ENGINE_NAME, ENTRY, parseManifest, type Manifest } from './manifest';
import { requireEmptyPostgres, requireTool, restorePostgres } from './postgres';

export interface Restored {
  manifest: Manifest;
  /** Uploaded files put into DATA_DIR/uploads. */
  uploads: number;
}

/**
 * Brings a backup back into an empty DATA_DIR and, on PostgreSQL, the empty database DATABASE_URL names.
 * Everything is checked before anything is written (the whole archive is read once for that), and the
 * archive is unpacked into a folder of its own first, so that a refused or failed restore leaves both as they
 * were.
 * The server migrates the restored data at its next start, as after any upgrade.
 */
export async function restoreBackup(config: Config, file: string): Promise<Restored> {
  const engine: Engine = config.DATABASE_URL ? 'postgres' : 'sqlite';
  const { manifest, entries } = await readArchive(file);
  if (manifest.engine !== engine) throw new BackupError(otherEngine(file, manifest.engine));
  if (!entries.includes(ENTRY.database[engine]))
    throw new BackupError(`${file} holds no database: it is not a complete backup.`);
  if (config.DATABASE_URL) {
    await requireTool('pg_restore');
    await requireEmptyPostgres(config.DATABASE_URL);
  }
  const dataDir = path.resolve(config.DATA_DIR);
  // What goes into DATA_DIR, by name: anything else in the archive is not the backup's.
  const top = new Set(entries.map((entry) => entry.split('/')[0]));
  const forDataDir = [ENTRY.database.sqlite, ENTRY.uploads, ENTRY.secretKey].filter((name) => top.has(name));
  if (forDataDir.length > 0) await requireEmptyFolder(dataDir);
  // Unpacked inside DATA_DIR, on its disk (often a volume of its own), so that the moves below are renames.
  const made = await fs.mkdir(dataDir, { recursive: true });
  const work = await fs.mkdtemp(path.join(dataDir, '.recruit-restore-'));
  try {
    await tar.x({ file, cwd: work, strict: true });
    if (config.DATABASE_URL)
      await restorePostgres(config.DATABASE_URL, path.join(work, ENTRY.database.postgres));
    for (const name of forDataDir) await fs.rename(path.join(work, name), path.join(dataDir, name));
  } catch (error) {
    if (made) await fs.rm(made, { recursive: true, force: true });
    throw error;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
  const uploads = entries.filter((entry) => entry.startsWith(`${ENTRY.uploads}/`) && !entry.endsWith('/'));
  return { manifest, uploads: uploads.length };
}

/** The manifest and every entry's path; reading the whole archive also proves it is complete. */
async function readArchive(file: string): Promise<{ manifest: Manifest; entries: string[] }> {
  if (
    !(await fs.stat(file).then(
      (stat) => stat.isFile(),
      () => false,
    ))
  )
    throw new BackupError(`There is no backup file ${file}.`);
  const entries: string[] = [];
  let manifest: Promise<string> | undefined;
  try {
    await tar.t({
      file,
      strict: true,
      onReadEntry(entry) {
        // `tar -C folder .` names them ./manifest.json and so on.
        const name = entry.path.replace(/^\.\//, '');
        if (name) entries.push(name);
        if (name === ENTRY.manifest) manifest = entry.concat().then(String);
      },
    });
  } catch (error) {
    throw new BackupError(`${file} is not a readable recruit-admin backup: ${(error as Error).message}.`);
  }
  return { manifest: parseManifest(await manifest, file), entries };
}

async function requireEmptyFolder(dir: string): Promise<void> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw new BackupError(`DATA_DIR (${dir}) cannot be read as a folder: ${error.message}`);
  });
  if (names.length > 0)
    throw new BackupError(`DATA_DIR (${dir}) is not empty: restore only into an empty or new folder.`);
}

function otherEngine(file: string, engine: Engine): string {
  const made = `${file} is a backup of a ${ENGINE_NAME[engine]} database`;
  return engine === 'sqlite'
    ? `${made}, and DATABASE_URL names a PostgreSQL one: unset DATABASE_URL to restore it into DATA_DIR.`
    : `${made}: set DATABASE_URL to the empty PostgreSQL database to restore it into.`;
}
