import fs from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config';
import type { Engine } from '../db/connect';
import { SECRET_KEY_FILE } from '../platform/signing-keys';
import { localUploadsDir } from '../platform/storage/local';
import { BackupError } from './errors';
import { ENTRY, newManifest, type Manifest } from './manifest';
import { pinUploads, type Pinned } from './pin';
import { dumpPostgres } from './postgres';
import { existingSqlite, snapshotSqlite } from './sqlite';
import { stageUploads, type Staged } from './uploads';

export interface Backup {
  file: string;
  bytes: number;
  manifest: Manifest;
  databaseBytes: number;
  /** The uploads in the archive; none where they are in a bucket. */
  uploads?: Staged;
}

/**
 * Writes one archive (`target`: a file, or a folder for recruit-backup-<UTC time>.tar.gz) of the database,
 * the stored files it refers to and DATA_DIR/secret.key, while the server runs. It is put together in a
 * folder beside it (the uploads as hard links, or copies on another disk) and appears under its name only
 * once complete, never replacing a file.
 */
export async function createBackup(config: Config, target: string, now = new Date()): Promise<Backup> {
  const engine: Engine = config.DATABASE_URL ? 'postgres' : 'sqlite';
  const file = await archivePath(target, now);
  const work = await fs.mkdtemp(path.join(path.dirname(file), '.recruit-backup-'));
  const partial = path.join(work, 'archive.tar.gz');
  const manifest = newManifest(engine, config.S3_BUCKET ? 'object-storage' : 'archive', now);
  const content = path.join(work, 'content');
  try {
    await fs.mkdir(content);
    const uploads = await snapshot(config, engine, content, manifest.uploads === 'archive');
    const database = path.join(content, ENTRY.database[engine]);
    const entries = [ENTRY.manifest, ENTRY.database[engine]];
    if (uploads) entries.push(ENTRY.uploads);
    if (await copyIfThere(path.join(config.DATA_DIR, SECRET_KEY_FILE), path.join(content, ENTRY.secretKey)))
      entries.push(ENTRY.secretKey);
    await fs.writeFile(path.join(content, ENTRY.manifest), JSON.stringify(manifest, null, 2));
    // Hard links among the uploads (the demo's shared media) are kept as links, stored once. Packed
    // synchronously: node-tar's asynchronous packer can stall for ever on hard links (isaacs/node-tar#460).
    tar.c({ gzip: true, file: partial, cwd: content, portable: true, sync: true }, entries);
    await publish(partial, file);
    const [bytes, databaseBytes] = await Promise.all([sizeOf(file), sizeOf(database)]);
    return { file, bytes, manifest, databaseBytes, uploads };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}

/**
 * The database into `content`, and the stored files it refers to beside it (unless they are in a bucket).
 * Guaranteed: every stored file the archived database refers to is in the archive, as it was at the snapshot
 * (except one already missing before, named in the report). The server writes a file before the record that
 * refers to it, and never changes it; it removes one only after a write that stops referring to it, and not
 * while the folder is pinned: pinned before the snapshot, the files it refers to stay until linked.
 */
async function snapshot(
  config: Config,
  engine: Engine,
  content: string,
  withUploads: boolean,
): Promise<Staged | undefined> {
  // Before anything is made (the pin makes the uploads folder): a mistyped DATA_DIR is refused as it was found.
  if (!config.DATABASE_URL) existingSqlite(config.DATA_DIR);
  const database = path.join(content, ENTRY.database[engine]);
  const take = (pinned?: Pinned<Staged>) =>
    config.DATABASE_URL
      ? dumpPostgres(config.DATABASE_URL, database, pinned)
      : snapshotSqlite(config.DATA_DIR, database, pinned);
  if (!withUploads) return take();
  const uploads = localUploadsDir(config.DATA_DIR);
  const pin = await pinUploads(uploads);
  try {
    return await take(async (referenced) => {
      const staged = await stageUploads(uploads, path.join(content, ENTRY.uploads), referenced);
      if (!(await pin.release()))
        throw new BackupError(
          'Linking the uploaded files took longer than the server waits: run the backup again.',
        );
      return staged;
    });
  } finally {
    await pin.release();
  }
}

/** The archive's full name; a folder named gets the timestamped name, a file that exists is refused. */
async function archivePath(target: string, now: Date): Promise<string> {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');
  const inFolder = (await statOf(target))?.isDirectory();
  const file = path.resolve(inFolder ? path.join(target, `recruit-backup-${stamp}.tar.gz`) : target);
  if (!(await statOf(path.dirname(file)))?.isDirectory())
    throw new BackupError(`There is no folder ${path.dirname(file)} to write the backup into.`);
  if (await statOf(file)) throw new BackupError(`${file} exists already: name a new file, or a folder.`);
  return file;
}

const statOf = (file: string) => fs.stat(file).catch(() => undefined);

/** Gives the finished archive its name: a link, which (unlike a rename) never replaces a file of that name. */
async function publish(partial: string, file: string): Promise<void> {
  try {
    await fs.link(partial, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw new BackupError(`${file} appeared while the backup was written: name a new file, or a folder.`);
  }
}

async function copyIfThere(from: string, to: string): Promise<boolean> {
  return fs.copyFile(from, to).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
}

const sizeOf = async (file: string) => (await fs.stat(file)).size;
