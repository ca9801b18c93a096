import { z } from 'zod';
import { HISTORY_ACTIONS } from './domain';
import { listAnswer } from './envelope';
import { choice } from './fields';
import { listQuery } from './lists';
import { person } from './notes';

/**
 * What a resource's history records, declared in its contract beside its other schemas: the kind its entries
 * carry, and the fields an entry lists, by their API names (`F`: its record's), in the order it lists them.
 * The server records these fields and the app labels each one.
 */
export interface RecordedHistory<F extends string = string> {
  kind: string;
  fields: readonly F[];
}
export type RecordedField<H extends RecordedHistory> = H['fields'][number];

/** One changed field, by its API name (the name the screens label), from → to; null where there was none. */
export const historyChange = z.object({
  field: z.string(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type HistoryChange = z.infer<typeof historyChange>;

/** One entry of a record's history; `actor` is null for changes the platform made itself. */
export const historyEntry = z.object({
  id: z.number().int(),
  /** The changed record's kind (its RecordedHistory's). */
  kind: z.string(),
  action: z.enum(HISTORY_ACTIONS),
  subject_uid: z.string(),
  record_uid: z.string(),
  /** full_name empty: the user has been deleted, and with them their name ("a deleted user", issue 30). */
  actor: person.nullable(),
  changes: z.array(historyChange),
  created_at: z.string(),
  /** The record's personal data was erased (issue 30): the entry keeps who changed it and when, no values. */
  erased: z.boolean(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** GET record-history/{kind}/{uid}/: the record's kind (one of `subjects`, those with a timeline) and uid. */
export const historyParams = (subjects: readonly string[]) =>
  z.object({ kind: choice(subjects), id: z.string() });

/** Always paged as lists are, newest first: page 1 of PAGE_SIZE_DEFAULT entries unless asked otherwise. */
export const historyQuery = listQuery.pick({ page: true, page_size: true });
export type HistoryQuery = z.infer<typeof historyQuery>;

/** A page of entries with the Django REST paging fields. */
export const historyAnswer = listAnswer(historyEntry);
