import fs from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_PREFIX } from '../platform/uploads';

export interface Staged {
  files: number;
  bytes: number;
  /** Files the snapshot refers to that were not in the uploads folder. */
  missing: string[];
}

/**
 * Puts the stored files the snapshot refers to into `to`, as hard links (copies where `to` is on another
 * disk), quickly, as the server's writes wait meanwhile. Stored files are written once under new names and
 * never changed, so a link holds the content the snapshot saw, and the server removing the file afterwards
 * drops only its own name. Other files in the folder are left out: no record of the snapshot shows them
 * (uploads of requests under way, or orphans the server sweeps).
 */
export async function stageUploads(from: string, to: string, referenced: Set<string>): Promise<Staged> {
  await fs.mkdir(to, { recursive: true });
  const staged: Staged = { files: 0, bytes: 0, missing: [] };
  for (const url of referenced) {
    const name = url.slice(MEDIA_PREFIX.length);
    // The server makes flat names; anything else in a record is not one of its files.
    if (path.basename(name) !== name) continue;
    try {
      await linkOrCopy(path.join(from, name), path.join(to, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      staged.missing.push(name);
      continue;
    }
    staged.files += 1;
    staged.bytes += (await fs.stat(path.join(to, name))).size;
  }
  return staged;
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await fs.copyFile(from, to);
  }
}
