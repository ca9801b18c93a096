import { useParams } from 'react-router-dom';
import { listRoutes } from '../routes';
import { candidateType } from './types';

/** The {type} and {uid} of a candidate route; an unknown type counts as 'all'. */
export function useCandidateParams() {
  const { type, uid = '' } = useParams();
  const pageType = candidateType(type) ?? 'all';
  return { pageType, uid, listRoute: listRoutes.candidates[pageType] };
}
