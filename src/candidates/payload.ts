import type { Row } from '../providers/listing';
import { REJECTED_STATUS } from '@contract/rejection';
import { pick } from '../providers/bodyParts';

const rejected = (data: Row) => data.candidate_status === REJECTED_STATUS;

/**
 * The edit form may hold the record's is_candidate_active ('Active') where the API wants 'active'. The reason
 * goes while the status is Rejected (null: none); any other status clears it on the server.
 */
export function candidateUpdateBody(data: Row): Row {
  const body = pick(data, [
    'candidate_name',
    'candidate_email',
    'candidate_phone_number',
    'candidate_status',
    'candidate_language',
  ]);
  const state = data.candidate_active_or_inactive ?? data.is_candidate_active;
  const reason = data.rejection_reason;
  return {
    ...body,
    candidate_active_or_inactive: typeof state === 'string' ? state.toLowerCase() : state,
    // The form holds the uid; data without it (not the edit form's) keeps the candidate's reason.
    ...(typeof reason === 'string' ? { rejection_reason: rejected(data) ? reason || null : null } : {}),
  };
}
