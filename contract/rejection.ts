import type { CandidateStatus } from './domain';

/**
 * The rules of a candidate's rejection reason (issue 34), free of zod: the app's edit form, board and bulk
 * dialog check them as the server does, without loading the schemas.
 */

/** The status whose candidates carry a rejection reason; leaving it clears the reason. */
export const REJECTED_STATUS = 'Rejected' satisfies CandidateStatus;

/** A reason as a candidate's history records it: its names as the JSON array [English, German]. */
export const rejectionReasonValue = (reason: { reason_name: string; reason_name_de: string }): string =>
  JSON.stringify([reason.reason_name, reason.reason_name_de]);

/** A candidate's status and reason (anything but null: one is given), before or after a write. */
export interface Rejection {
  candidate_status: string;
  rejection_reason: string | null;
}

/**
 * Whether a write makes the candidate a rejection without a reason where its company requires one: setting the
 * status Rejected, or clearing a rejected candidate's reason. One already rejected without a reason (before the
 * setting, or rejected by an older client) may still be edited otherwise.
 */
export function lacksRequiredReason(before: Rejection, after: Rejection, required: boolean): boolean {
  if (!required || after.candidate_status !== REJECTED_STATUS || after.rejection_reason !== null)
    return false;
  return before.candidate_status !== REJECTED_STATUS || before.rejection_reason !== null;
}
