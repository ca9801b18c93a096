import type { Candidate } from '@contract/candidates';
import { LIST_TYPES } from '@contract/domain';
import type { StatusPageType } from '../routes';

/** A candidate as the dataProvider gives it: `id` is the uid (routes use it), `pk` the numeric id. */
export type CandidateRecord = Omit<Candidate, 'id'> & { id: string; pk: number };

export const isActiveCandidate = (record: Pick<CandidateRecord, 'is_candidate_active'>) =>
  record.is_candidate_active === 'Active';

/** The {type} of a candidate route, when it is one of the list types. */
export const candidateType = (value: string | undefined): StatusPageType | undefined =>
  (LIST_TYPES as readonly string[]).includes(value ?? '') ? (value as StatusPageType) : undefined;
