import { z } from 'zod';
import { filterText, requiredText, type MessageKey } from './fields';
import type { RecordedHistory } from './history';
import { listQuery } from './lists';
import { companyRef } from './users';
import { recordVersion } from './versions';

/** The longest name of a rejection reason, in either language. */
export const REJECTION_REASON_NAME_MAX = 100;

/** A reason as a candidate shows it: its uid and both names (the app shows the one of the UI's language). */
export const rejectionReasonRef = z.object({
  uid: z.string(),
  reason_name: z.string(),
  reason_name_de: z.string(),
});
export type RejectionReasonRef = z.infer<typeof rejectionReasonRef>;

/** A reason as its list and write answers show it: its company, or null for a platform-wide one. */
export const rejectionReasonItem = rejectionReasonRef.extend({
  company: companyRef.nullable(),
  ...recordVersion,
});
export type RejectionReasonItem = z.infer<typeof rejectionReasonItem>;

export const REJECTION_REASON_HISTORY = {
  kind: 'rejection_reason',
  fields: ['reason_name', 'reason_name_de'],
} as const satisfies RecordedHistory<keyof RejectionReasonItem>;

/**
 * POST rejection-reason-create/ and PUT rejection-reason-update/{uid}/: both names are required. A SubAdmin's new
 * reason is platform-wide, a CustomerAdmin's its company's; the English name is unique within either.
 */
export const rejectionReasonWrite = z.object({
  reason_name: requiredText('validation.name_required', REJECTION_REASON_NAME_MAX),
  reason_name_de: requiredText('validation.name_required', REJECTION_REASON_NAME_MAX),
});
export type RejectionReasonWrite = z.infer<typeof rejectionReasonWrite>;

/**
 * GET rejection-reason-list/: unpaged without `page` (the forms' choices), paged like other lists. `for_company`
 * (a company's uid) keeps the reasons that company's candidates may be given: the platform-wide ones and its own.
 */
export const rejectionReasonListQuery = listQuery.extend({
  reason_name__icontains: filterText(),
  for_company: filterText(),
});

const m = (key: MessageKey) => ({ error: key });

/** A candidate's reason in a write: a reason's uid, or empty or null for none; left out, the current one stays. */
export const rejectionReasonChoice = () =>
  z
    .union([z.literal(''), z.null(), z.string(m('validation.rejection_reason_unknown')).trim()])
    .transform((value) => (value === '' || value === null ? null : value))
    .optional();
