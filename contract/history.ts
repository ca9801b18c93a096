import { z } from 'zod';
import { HISTORY_ACTIONS, HISTORY_KINDS, HISTORY_SUBJECTS } from './domain';
import { listAnswer } from './envelope';
import { choice } from './fields';
import { listQuery } from './lists';
import { person } from './notes';

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
  kind: z.enum(HISTORY_KINDS),
  action: z.enum(HISTORY_ACTIONS),
  subject_uid: z.string(),
  record_uid: z.string(),
  actor: person.nullable(),
  changes: z.array(historyChange),
  created_at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

/** GET record-history/{kind}/{uid}/: the record's kind (one with a timeline) and uid. */
export const historyParams = z.object({ kind: choice(HISTORY_SUBJECTS), id: z.string() });

/** Always paged as lists are, newest first: page 1 of PAGE_SIZE_DEFAULT entries unless asked otherwise. */
export const historyQuery = listQuery.pick({ page: true, page_size: true });
export type HistoryQuery = z.infer<typeof historyQuery>;

/** A page of entries with the Django REST paging fields. */
export const historyAnswer = listAnswer(historyEntry);
