import { sql, type Generated, type Kysely } from 'kysely';
import type { Database } from './schema';

/** The columns every record's table starts with: its id, and its version (migration 015). */
export interface VersionedColumns {
  id: Generated<number>;
  /** Raised by every write that changes the record (NEXT_VERSION): its ETag. */
  version: Generated<number>;
}

/** The tables whose rows carry a version (migration 015): the records a screen edits. */
export type VersionedTable = {
  [Table in keyof Database]: Database[Table] extends { version: unknown } ? Table : never;
}[keyof Database];

/**
 * The one rule of versions (issue 29): a write that changes a record raises its version in the same statement,
 * so that a write prepared from an older read can be told apart (If-Match). Spread into an UPDATE's `set`.
 */
export const NEXT_VERSION = { version: sql<number>`version + 1` };

/** Raises the version of one record, in the transaction that changed it (the generic update route). */
export async function bumpVersion(db: Kysely<Database>, table: VersionedTable, id: number): Promise<void> {
  await sql`UPDATE ${sql.table(table)} SET version = ${NEXT_VERSION.version} WHERE id = ${id}`.execute(db);
}

/** Who changed a record last, and when: its newest history entry (null when it has none). */
export interface LastChange {
  changed_by: string | null;
  changed_at: string | null;
}

/**
 * The record's newest history entry, found through the timeline index (kind, subject): a record is its own
 * subject, a note its candidate's.
 */
export async function lastChange(
  db: Kysely<Database>,
  entry: { kind: string; subjectUid: string; recordUid: string },
): Promise<LastChange> {
  const row = await db
    .selectFrom('history')
    .select(['actor_name', 'created_at'])
    .where('kind', '=', entry.kind)
    .where('subject_uid', '=', entry.subjectUid)
    .where('record_uid', '=', entry.recordUid)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return { changed_by: row?.actor_name ?? null, changed_at: row?.created_at ?? null };
}
