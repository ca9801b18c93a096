import type { CandidateRecord } from './types';

/**
 * The edit payload names the active state candidate_active_or_inactive, in lower case (spec section 3), and the
 * rejection reason by its uid (empty: none).
 */
export const editValues = (record: CandidateRecord) => ({
  ...record,
  candidate_active_or_inactive: record.is_candidate_active.toLowerCase(),
  rejection_reason: record.rejection_reason?.uid ?? '',
});
