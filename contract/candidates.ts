import { z } from 'zod';
import { ACTIVE_STATES, CANDIDATE_ACTIVE_CHOICES, CANDIDATE_STATUSES, LIST_TYPES } from './domain';
import { choice, email, filterText, requiredText, type MessageKey } from './fields';
import type { RecordedHistory } from './history';
import { dayFilter, listQuery } from './lists';
import { rejectionReasonChoice, rejectionReasonRef } from './rejection-reasons';
import { companyRef } from './users';
import { LANGUAGES } from './languages';
import { recordVersion } from './versions';

/** Candidate as section 3 names it; created_at is the application's date (YYYY-MM-DD). */
export const candidate = z.object({
  uid: z.string(),
  id: z.number().int(),
  candidate_name: z.string(),
  candidate_email: z.string(),
  candidate_phone_number: z.string(),
  candidate_status: z.enum(CANDIDATE_STATUSES),
  is_candidate_active: z.enum(ACTIVE_STATES),
  candidate_thumbnail: z.string().nullable(),
  candidate_resume: z.string().nullable(),
  candidate_file_name: z.string().nullable(),
  /** The language their mails are written in (issue 34). */
  candidate_language: z.enum(LANGUAGES),
  candidate_share_url: z.string().nullable(),
  created_at: z.string(),
  vacancy: z.object({
    uid: z.string(),
    id: z.number().int(),
    vacancy_title: z.string(),
    vacancy_company: companyRef,
  }),
  /**
   * Beyond the spec (issue 34): why a Rejected candidate was rejected (null: none given), and whether its
   * company requires a reason to reject. A server of the bare contract answers neither.
   */
  rejection_reason: rejectionReasonRef.nullish(),
  rejection_reason_required: z.boolean().optional(),
  ...recordVersion,
});
export type Candidate = z.infer<typeof candidate>;

/**
 * A candidate's history: its edit form's fields, also kept when a vacancy's deletion takes it along. The
 * rejection reason is recorded by its names, as the JSON array [English, German] (rejectionReasonValue), so that
 * the timeline shows it in either language after the reason is renamed or deleted.
 */
export const CANDIDATE_HISTORY = {
  kind: 'candidate',
  fields: [
    'candidate_name',
    'candidate_email',
    'candidate_phone_number',
    'candidate_status',
    'is_candidate_active',
    'candidate_language',
    'rejection_reason',
  ],
} as const satisfies RecordedHistory<keyof Candidate>;

const m = (key: MessageKey) => ({ error: key });

/** A radio group: missing or empty is 'Required', anything else outside the options is a wrong choice. */
const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string(m('validation.required')).trim().min(1, m('validation.required')).pipe(choice(values));

/**
 * PUT customer-api/update-candidate/{id}/, fields in form order (section 5). The email's required message
 * is the one every other email field uses, since the spec names 'Required' only for the other four.
 */
export const candidateUpdate = z.object({
  candidate_name: requiredText(),
  candidate_email: email(),
  candidate_phone_number: requiredText(),
  candidate_status: requiredChoice(CANDIDATE_STATUSES),
  candidate_active_or_inactive: requiredChoice(CANDIDATE_ACTIVE_CHOICES),
  /** Beyond the contract (issue 34): left out, the candidate's mails stay in their language. */
  candidate_language: choice(LANGUAGES).optional(),
  /**
   * Beyond the spec (issue 34): a reason's uid, kept only while the status is Rejected (any other status clears
   * it); left out, a rejected candidate keeps its reason.
   */
  rejection_reason: rejectionReasonChoice(),
});
export type CandidateUpdate = z.infer<typeof candidateUpdate>;

/** Empty means "no filter", as everywhere in Django REST filtering; `rule` carries its own message. */
const emptyOr = (rule: z.ZodType<string>, error: MessageKey) =>
  z.union([z.literal(''), rule], m(error)).optional();
const invalidNumber = m('validation.number_invalid');

/**
 * GET customer-api/candidate-list/{status}/. The spec names only the screen's parameters, so the filters
 * take the Django names of the fields they filter:
 * - vacancy__vacancy_company__company_name__icontains, candidate_name__icontains, candidate_email__icontains,
 *   vacancy__vacancy_title__icontains: contain the text, ignoring case;
 * - vacancy__id: the vacancy's id, exactly (up to 9 digits, so that it always fits the integer column);
 * - candidate_status: one of CANDIDATE_STATUSES exactly (empty is All);
 * - created_at_gte / created_at_lte: YYYY-MM-DD, inclusive, on the date the candidate applied;
 * - search: every word must match the name, email, phone number, vacancy title or company name.
 */
export const candidateListQuery = listQuery.extend({
  vacancy__vacancy_company__company_name__icontains: filterText(),
  candidate_name__icontains: filterText(),
  candidate_email__icontains: filterText(),
  vacancy__vacancy_title__icontains: filterText(),
  vacancy__id: emptyOr(
    z.string(invalidNumber).regex(/^\d{1,9}$/, invalidNumber),
    'validation.number_invalid',
  ),
  candidate_status: emptyOr(choice(CANDIDATE_STATUSES), 'validation.choice_invalid'),
  created_at_gte: dayFilter(),
  created_at_lte: dayFilter(),
});
export type CandidateListQuery = z.infer<typeof candidateListQuery>;

export const candidateListStatus = z.object({ status: choice(LIST_TYPES) });
