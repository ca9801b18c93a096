import fs from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_PIN, BACKUP_PIN_MS, pinnedByBackup } from '../platform/storage/backup-pin';
import { BackupError } from './errors';

/** Work done with the stored files a snapshot refers to (their URLs), while the uploads folder is pinned. */
export type Pinned<T> = (referenced: Set<string>) => Promise<T>;

/**
 * Pins the uploads folder (see BACKUP_PIN): from now on no instance removes a file in it, so every file a
 * snapshot taken after this refers to stays until linked. `release` answers whether the pin still counted.
 */
export async function pinUploads(dir: string): Promise<{ release(): Promise<boolean> }> {
  const file = path.join(dir, BACKUP_PIN);
  await fs.mkdir(dir, { recursive: true });
  const create = () => fs.writeFile(file, `${process.pid}\n`, { flag: 'wx' });
  await create().catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
    if (await pinnedByBackup(dir))
      throw new BackupError(`Another backup is running (${file} is there): run this one once it has ended.`);
    // Left by a backup that died.
    await fs.rm(file, { force: true });
    await create();
  });
  const since = Date.now();
  let released = false;
  return {
    async release() {
      if (!released) await fs.rm(file, { force: true });
      released = true;
      return Date.now() - since < BACKUP_PIN_MS;
    },
  };
}
