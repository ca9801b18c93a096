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
 * disk). Stored files are written once under new names and never changed, so a link holds the content the
 * snapshot saw, and the server removing the file afterwards drops only its own name. Other files in the
 * folder are left out: no record of the snapshot shows them (uploads of requests under way, or orphans the
 * server sweeps).
 */
export async function stageUploads(from: string, to: string, referenced: Set<string>): Promise<Staged> {
  await fs.mkdir(to, { recursive: true });
  // The server makes flat names; anything else in a record is not one of its files.
  const names = [...referenced]
    .map((url) => url.slice(MEDIA_PREFIX.length))
    .filter((name) => path.basename(name) === name);
  const staged: Staged = { files: 0, bytes: 0, missing: [] };
  for (let start = 0; start < names.length; start += AT_ONCE) {
    await Promise.all(
      names.slice(start, start + AT_ONCE).map(async (name) => {
        const bytes = await linkOrCopy(path.join(from, name), path.join(to, name));
        if (bytes === undefined) staged.missing.push(name);
        else {
          staged.files += 1;
          staged.bytes += bytes;
        }
      }),
    );
  }
  return staged;
}

/**
 * Links made at once: one at a time, the demo's 4,838 files took 1 to 3 s on the busy test machine; 64 at
 * once, 0.05 s.
 */
const AT_ONCE = 64;

/** Links (or copies) a file and answers its size, or undefined when there is no such file. */
async function linkOrCopy(from: string, to: string): Promise<number | undefined> {
  try {
    await fs.link(from, to).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EXDEV') throw error;
      return fs.copyFile(from, to);
    });
    return (await fs.stat(to)).size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
