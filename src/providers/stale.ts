import { HttpError, type RaRecord } from 'react-admin';

/**
 * A write refused because the record changed after it was read (the API's 412, docs/api.md "Versions"): the
 * record as it now is (mapped as every record is), its version, who changed it last and when.
 */
export interface Stale {
  record: RaRecord;
  version: number;
  changedBy: string | null;
  changedAt: string | null;
}

const STALE = 412;

/** The version a record was read at (a row's `version`, a detail's ETag), if the server keeps versions. */
export function versionOf(record: unknown): number | undefined {
  const version = (record as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}

/** The 412's body as a Stale, or null for any other failure. */
export function staleOf(error: unknown): Stale | null {
  if (!(error instanceof HttpError) || error.status !== STALE) return null;
  const body = error.body as Partial<Stale> | null;
  return body?.record && typeof body.version === 'number' ? (body as Stale) : null;
}

/** The API's 412 with its record mapped by `toRecord`, so screens read it as they read any record. */
export function staleError(error: unknown, toRecord: (item: unknown) => RaRecord): unknown {
  if (!(error instanceof HttpError) || error.status !== STALE) return error;
  const body = error.body as {
    data?: unknown;
    changed_by?: string | null;
    changed_at?: string | null;
  } | null;
  const version = versionOf(body?.data);
  if (!body?.data || version === undefined) return error;
  const stale: Stale = {
    record: toRecord(body.data),
    version,
    changedBy: body.changed_by ?? null,
    changedAt: body.changed_at ?? null,
  };
  return new HttpError(error.message, STALE, stale);
}
