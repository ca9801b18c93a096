import { z } from 'zod';
import { listAnswer } from './envelope';
import { choice } from './fields';
import { listQuery } from './lists';
import { person } from './notes';

/** The records whose changes are kept; a note's changes belong to its candidate's timeline. */
export const HISTORY_KINDS = ['user', 'customer', 'vacancy', 'candidate', 'note'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** The records that have a timeline (GET record-history/{kind}/{uid}/). */
export const HISTORY_SUBJECTS = ['user', 'customer', 'vacancy', 'candidate'] as const;
export type HistorySubject = (typeof HISTORY_SUBJECTS)[number];

export const HISTORY_ACTIONS = ['create', 'update', 'delete'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * Fields whose values are never kept: a change shows as the field alone, from and to null ("password
 * changed", "logo changed", "thumbnail changed").
 */
export const VALUELESS_FIELDS = ['password', 'company_logo', 'vacancy_thumbnail'] as const;

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

/** Always paged, as lists are with ?page= (page 1 and 25 entries unless asked otherwise), newest first. */
export const historyQuery = listQuery.pick({ page: true, page_size: true });
export type HistoryQuery = z.infer<typeof historyQuery>;

/** A page of entries with the Django REST paging fields. */
export const historyAnswer = listAnswer(historyEntry);
