import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The file `npm run backup` keeps in the uploads folder from just before its snapshot of the database until it
 * has linked every file the snapshot refers to. Meanwhile every instance sharing the folder leaves files in
 * place rather than removing them, so that one whose record was deleted after the snapshot is still there to
 * link; the orphan sweep removes it later, once no record refers to it.
 */
export const BACKUP_PIN = '.backup-pin';

/** How long a pin counts: one left by a backup that died holds files back no longer than this. */
export const BACKUP_PIN_MS = 10 * 60 * 1000;

/** Whether a backup pins the folder now. */
export async function pinnedByBackup(dir: string): Promise<boolean> {
  const stat = await fs.stat(path.join(dir, BACKUP_PIN)).catch(() => undefined);
  return stat !== undefined && Date.now() - stat.mtimeMs < BACKUP_PIN_MS;
}
