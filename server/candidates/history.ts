/**
 * What a candidate's history shows of it, by the API's names (equal to its columns' names): its edit form's
 * fields, also kept when a vacancy's deletion takes the candidate with it.
 */
export const CANDIDATE_HISTORY_FIELDS = [
  'candidate_name',
  'candidate_email',
  'candidate_phone_number',
  'candidate_status',
  'is_candidate_active',
] as const;
