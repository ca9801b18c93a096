/** The candidate screens, each on its spec route (src/screens.ts loads them lazily), and the views others reuse. */
export { default as CandidateDetailsPage } from './CandidateDetailsPage';
export { default as CandidateEditPage } from './CandidateEditPage';
export { default as CandidateListPage } from './CandidateListPage';
export { CandidateDetail } from './CandidateDetail';
export { candidateType, isActiveCandidate, type CandidateRecord } from './types';
export { useCandidateList } from './useCandidateList';
