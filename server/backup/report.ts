import type { Backup } from './create';
import { ENGINE_NAME } from './manifest';
import type { Restored } from './restore';

const UNITS = ['bytes', 'kB', 'MB', 'GB', 'TB'];

/** A size as people read it: 1,234 bytes, 56.7 kB, 8.9 MB. */
function size(bytes: number): string {
  const unit = Math.min(Math.floor(Math.log10(Math.max(bytes, 1)) / 3), UNITS.length - 1);
  const value = unit === 0 ? bytes.toLocaleString('en') : (bytes / 1000 ** unit).toFixed(1);
  return `${value} ${UNITS[unit]}`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const files = (count: number) => `${count} uploaded ${count === 1 ? 'file' : 'files'}`;

export function backupReport(backup: Backup, ms: number): string[] {
  const database = `the ${ENGINE_NAME[backup.manifest.engine]} database (${size(backup.databaseBytes)})`;
  const lines = [`Wrote ${backup.file} (${size(backup.bytes)}) in ${seconds(ms)}:`];
  if (!backup.uploads) {
    lines.push(
      `${database}. The uploaded files are in the S3_BUCKET bucket, not in this backup: keep them with the store's own versioning or replication.`,
    );
    return lines;
  }
  const { bytes, missing } = backup.uploads;
  lines.push(`${database} and ${files(backup.uploads.files)} (${size(bytes)}).`);
  if (missing.length > 0)
    lines.push(
      `Missing from the uploads folder before this backup, though the database refers to them: ${missing.join(', ')}.`,
    );
  return lines;
}

export function restoreReport(
  file: string,
  restored: Restored & { erasedAgain?: number },
  ms: number,
): string[] {
  const { engine, createdAt, appVersion, uploads } = restored.manifest;
  const what = uploads === 'archive' ? ` and ${files(restored.uploads)}` : ' (the uploads are in the bucket)';
  const again = restored.erasedAgain ?? 0;
  return [
    `Restored the ${ENGINE_NAME[engine]} database${what} from ${file} (made ${createdAt} by version ${appVersion}) in ${seconds(ms)}.`,
    ...(restored.erasedAgain === undefined
      ? []
      : [`Erased again, as the erasure log says: ${again} candidate${again === 1 ? '' : 's'}.`]),
    'Start the server on it: it migrates the data at its start, as after an upgrade.',
  ];
}
