import fs from 'node:fs';
import { z } from 'zod';
import type { Engine } from '../db/connect';
import { BackupError } from './errors';

/** Raised when the archive's layout or manifest changes in a way an older restore could not read. */
const FORMAT_VERSION = 1;

const KIND = 'recruit-admin backup';

/** Where each part lies in the archive: the manifest first, then the database, the uploads, the old key. */
export const ENTRY = {
  manifest: 'manifest.json',
  database: { sqlite: 'recruit.db', postgres: 'database.pgdump' } satisfies Record<Engine, string>,
  uploads: 'uploads',
  secretKey: 'secret.key',
} as const;

const manifestSchema = z.object({
  kind: z.literal(KIND),
  format: z.number().int().positive(),
  engine: z.enum(['sqlite', 'postgres']),
  createdAt: z.string(),
  appVersion: z.string(),
  /** `archive`: the uploads are in the backup; `object-storage`: they stay in the bucket. */
  uploads: z.enum(['archive', 'object-storage']),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const ENGINE_NAME: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

const APP_VERSION = (
  JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export function newManifest(engine: Engine, uploads: Manifest['uploads'], createdAt: Date): Manifest {
  return {
    kind: KIND,
    format: FORMAT_VERSION,
    engine,
    createdAt: createdAt.toISOString(),
    appVersion: APP_VERSION,
    uploads,
  };
}

/**
 * The manifest of `file`, or a refusal: not a backup (no such manifest), or a newer format (checked before
 * the rest, whose fields a newer format may have changed).
 */
export function parseManifest(text: string | undefined, file: string): Manifest {
  const notBackup = new BackupError(`${file} is not a recruit-admin backup (it has no backup manifest).`);
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw notBackup;
  }
  const head = z.object({ kind: z.literal(KIND), format: z.number() }).safeParse(json);
  if (!head.success) throw notBackup;
  if (head.data.format > FORMAT_VERSION)
    throw new BackupError(
      `${file} has backup format ${head.data.format}, newer than this version reads (${FORMAT_VERSION}): restore it with the version that made it or a later one.`,
    );
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) throw notBackup;
  return manifest.data;
}
