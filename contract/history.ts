import { z } from 'zod';
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
 * changed", "logo changed").
 */
export const VALUELESS_FIELDS = ['password', 'company_logo'] as const;

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
