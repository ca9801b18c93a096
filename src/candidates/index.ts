/** The candidate views other screens reuse (a vacancy's candidates); the pages load lazily via src/screens.ts. */
export { CandidateDetail } from './CandidateDetail';
export { candidateType, isActiveCandidate, type CandidateRecord } from './types';
export { useCandidateList } from './useCandidateList';
