import { z } from 'zod';
import { candidateListQuery } from './candidates';
import {
  BULK_UIDS_MAX,
  CANDIDATE_ACTIVE_CHOICES,
  CANDIDATE_STATUSES,
  LIST_TYPES,
  VACANCY_STATUSES,
} from './domain';
import { answer } from './envelope';
import { choice, type MessageKey } from './fields';
import { REJECTED_STATUS } from './rejection';
import { vacancyListQuery } from './vacancies';

const m = (key: MessageKey) => ({ error: key });

/** The tabs of a list; one without tabs has 'all' alone. */
type Tabs = readonly [string, ...string[]];

/** A list's query as the bulk call takes it: its search and filters; paging and ordering do not matter. */
const matching = <Q extends z.ZodObject, const T extends Tabs>(query: Q, tabs: T) =>
  z.object({
    type: choice(tabs),
    query: query.omit({ page: true, page_size: true, ordering: true }).default({}),
  });

/**
 * Which records a bulk call changes: the selected ones by uid, or every record the list (its tab, search and
 * filters) shows, "all N matching". Exactly one of the two.
 */
const selection = <Q extends z.ZodObject, const T extends Tabs>(query: Q, tabs: T) =>
  z.object({
    uids: z
      .array(z.string(m('validation.bulk_selection')), m('validation.bulk_selection'))
      .min(1, m('validation.bulk_selection'))
      .max(BULK_UIDS_MAX, m('validation.bulk_too_many_uids'))
      .optional(),
    matching: matching(query, tabs).optional(),
    /**
     * The version each record was read at, by uid (issue 29): one changed since is refused as stale, the others
     * are changed. Records it does not name are changed whatever their version.
     */
    versions: z.record(z.string(), z.number().int()).optional(),
  });

const oneSelection = (body: { uids?: unknown; matching?: unknown }) =>
  (body.uids === undefined) !== (body.matching === undefined);

/**
 * POST customer-api/candidate-bulk-update/: a new status, active state, or both; with the status Rejected, the
 * reason's uid (issue 34), which every changed record gets (a record whose company may not use it, or requires
 * one when none is given, is refused).
 */
export const candidateBulkUpdate = selection(candidateListQuery, LIST_TYPES)
  .extend({
    set: z
      .object({
        candidate_status: choice(CANDIDATE_STATUSES).optional(),
        candidate_active_or_inactive: choice(CANDIDATE_ACTIVE_CHOICES).optional(),
        rejection_reason: z
          .string(m('validation.rejection_reason_unknown'))
          .min(1, m('validation.rejection_reason_unknown'))
          .optional(),
      })
      .refine(
        (set) => set.candidate_status !== undefined || set.candidate_active_or_inactive !== undefined,
        m('validation.bulk_nothing_to_set'),
      )
      .refine((set) => set.rejection_reason === undefined || set.candidate_status === REJECTED_STATUS, {
        ...m('validation.rejection_reason_unknown'),
        path: ['rejection_reason'],
      }),
  })
  .refine(oneSelection, m('validation.bulk_selection'));
export type CandidateBulkUpdate = z.infer<typeof candidateBulkUpdate>;

/**
 * POST customer-api/candidate-bulk-mail/ (issue 34): a template to each selected candidate, filled in for them
 * in their language.
 */
export const candidateBulkMail = selection(candidateListQuery, LIST_TYPES)
  .extend({
    set: z.object({
      template_uid: z.string(m('validation.required')).min(1, m('validation.required')),
    }),
  })
  .refine(oneSelection, m('validation.bulk_selection'));
export type CandidateBulkMail = z.infer<typeof candidateBulkMail>;

/** POST customer-api/vacancy-bulk-update/: a new status. */
export const vacancyBulkUpdate = selection(vacancyListQuery, LIST_TYPES)
  .extend({ set: z.object({ vacancy_status: choice(VACANCY_STATUSES) }) })
  .refine(oneSelection, m('validation.bulk_selection'));
export type VacancyBulkUpdate = z.infer<typeof vacancyBulkUpdate>;

/**
 * A resource's bulk delete: the selection alone, each record deleted by the single delete's rules. Its
 * contract declares it (`packageBulkDelete` in packages.ts).
 */
export const bulkDelete = <Q extends z.ZodObject, const T extends Tabs>(query: Q, tabs: T) =>
  selection(query, tabs).refine(oneSelection, m('validation.bulk_selection'));

/** POST customer-api/candidate-bulk-delete/: erases them, as the single erasure does (issue 30). */
export const candidateBulkDelete = /* @__PURE__ */ bulkDelete(candidateListQuery, LIST_TYPES);
export type CandidateBulkDelete = z.infer<typeof candidateBulkDelete>;

/** POST customer-api/vacancy-bulk-delete/: deletes them, with their candidates, as the single delete does. */
export const vacancyBulkDelete = bulkDelete(vacancyListQuery, LIST_TYPES);
export type VacancyBulkDelete = z.infer<typeof vacancyBulkDelete>;

/** What was left alone: the record's uid and why, in the caller's language (not found, or changed since read). */
export const bulkRefusal = z.object({ uid: z.string(), reason: z.string() });
export type BulkRefusal = z.infer<typeof bulkRefusal>;

/**
 * The answer: "12 candidates updated", with how many changed, how many already had the values asked for (left
 * alone; always 0 for a deletion), and which were refused.
 */
export const bulkAnswer = answer(z.string()).extend({
  data: z.object({ changed: z.number().int(), unchanged: z.number().int(), refused: z.array(bulkRefusal) }),
});
export type BulkAnswer = z.infer<typeof bulkAnswer>;
