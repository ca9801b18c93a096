import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { HistoryChange } from '@contract/history';
import { VALUELESS_FIELDS, type HistoryAction } from '@contract/domain';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import type { Actor } from '../platform/access';

/** Who made a change: a signed-in user (or the user a reset link names); the name is kept with the row. */
export type HistoryActor = Pick<Actor, 'id' | 'uid' | 'fullName'>;

interface HistoryRecord {
  /** The changed record's kind (its resource's RecordedHistory). */
  kind: string;
  action: HistoryAction;
  /** The record whose timeline shows the entry (a note's candidate). */
  subjectUid: string;
  /** The changed record itself. */
  recordUid: string;
  /** The record's company: who may read the entry, also once the record is gone. */
  companyId: number;
  /** null: the platform made the change itself. */
  actor: HistoryActor | null;
  changes: HistoryChange[];
}

/** A change of a field whose values are never kept (VALUELESS_FIELDS): "password changed", "logo changed". */
const valuelessChange = (field: (typeof VALUELESS_FIELDS)[number]): HistoryChange => ({
  field,
  from: null,
  to: null,
});

/** A new password, however it was set (an edit, a reset link). */
export const PASSWORD_CHANGED = valuelessChange('password');

/** A value as history keeps it. */
type Value = string | number | null | undefined;

const isValueless = (field: string) => (VALUELESS_FIELDS as readonly string[]).includes(field);

/** An empty text is no value, as on the screens: a create does not list the fields left empty. */
const text = (value: Value): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/**
 * The fields whose values differ between `before` and `after` (null before: a create, null after: a delete),
 * as API field names from → to. A valueless field (a password, a logo) that changed shows without its values.
 */
export function changesOf<T extends { [K in keyof T]: Value }>(
  fields: readonly (keyof T & string)[],
  before: T | null,
  after: T | null,
): HistoryChange[] {
  return fields.flatMap((field) => {
    const from = text(before?.[field]);
    const to = text(after?.[field]);
    if (from === to) return [];
    return [isValueless(field) ? { field, from: null, to: null } : { field, from, to }];
  });
}

/**
 * Records one change, in the caller's transaction (pass the transaction), so that the change and its entry are
 * written together or not at all. An update that changed nothing records nothing. Valueless fields lose their
 * values here too, whatever the caller passed.
 */
export async function recordHistory(db: Kysely<Database>, entry: HistoryRecord): Promise<void> {
  await recordHistories(db, [entry]);
}

/** Entries written per INSERT: ten columns each stay far below either database's limit of parameters. */
const ENTRIES_PER_INSERT = 500;

/** Records many changes as recordHistory does (a bulk action's rows), a few hundred per statement. */
export async function recordHistories(
  db: Kysely<Database>,
  entries: readonly HistoryRecord[],
): Promise<void> {
  const createdAt = new Date().toISOString();
  const rows = entries
    .filter((entry) => entry.action !== 'update' || entry.changes.length > 0)
    .map((entry) => ({
      kind: entry.kind,
      action: entry.action,
      subject_uid: entry.subjectUid,
      record_uid: entry.recordUid,
      company_id: entry.companyId,
      ...actorColumns(entry.actor),
      changes: JSON.stringify(
        entry.changes.map((change) =>
          isValueless(change.field) ? { field: change.field, from: null, to: null } : change,
        ),
      ),
      created_at: createdAt,
    }));
  for (let start = 0; start < rows.length; start += ENTRIES_PER_INSERT) {
    await db
      .insertInto('history')
      .values(rows.slice(start, start + ENTRIES_PER_INSERT))
      .execute();
  }
}

const actorColumns = (actor: HistoryActor | null) => ({
  actor_user_id: actor?.id ?? null,
  actor_uid: actor?.uid ?? null,
  actor_name: actor?.fullName ?? null,
});

/**
 * Blanks the text of a deleted note's entries, the edits' earlier texts too (issue 27): they keep who added,
 * edited and deleted it and when, never what it said; blanked in the deleting transaction.
 */
export async function forgetNoteText(db: Kysely<Database>, note: { candidateUid: string; uid: string }) {
  await db
    .updateTable('history')
    .set({ changes: JSON.stringify([]) })
    .where('kind', '=', 'note')
    .where('subject_uid', '=', note.candidateUid)
    .where('record_uid', '=', note.uid)
    .execute();
}

/**
 * The rows `read` selects, locked until the transaction ends, so that the values a write then reads as "before"
 * are those it replaces, even with another request writing the same rows. PostgreSQL needs the lock; SQLite's
 * single connection runs one transaction at a time.
 */
export function lockedRows<TB extends keyof Database, O>(
  engine: Engine,
  read: SelectQueryBuilder<Database, TB, O>,
): Promise<O[]> {
  return (engine === 'postgres' ? read.forUpdate() : read).execute();
}
