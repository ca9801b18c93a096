import { RECORDED_FIELDS } from '@contract/domain';

/**
 * What a candidate's history shows of it, by the API's names (equal to its columns' names): its edit form's
 * fields, also kept when a vacancy's deletion takes the candidate with it.
 */
export const CANDIDATE_HISTORY_FIELDS = RECORDED_FIELDS.candidate;
