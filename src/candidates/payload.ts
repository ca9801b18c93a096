import type { Row } from '../providers/listing';
import { pick } from '../providers/bodyParts';

/** The edit form may hold the record's is_candidate_active ('Active') where the API wants 'active'. */
export function candidateUpdateBody(data: Row): Row {
  const body = pick(data, [
    'candidate_name',
    'candidate_email',
    'candidate_phone_number',
    'candidate_status',
    'candidate_language',
  ]);
  const state = data.candidate_active_or_inactive ?? data.is_candidate_active;
  return { ...body, candidate_active_or_inactive: typeof state === 'string' ? state.toLowerCase() : state };
}
