import { Navigate, useParams } from 'react-router-dom';
import { ResourceList, useListPageType } from '../common/list-kit';
import { listRoutes } from '../routes';
import { candidateType } from './types';
import { useCandidateList } from './useCandidateList';

/** /all-active-candidate, /all-inactive-candidate and /candidate/{type} (all, active or inactive). */
export default function CandidateListPage() {
  const declaration = useCandidateList();
  const { type } = useParams();
  const pageType = useListPageType(listRoutes.candidates) ?? candidateType(type);
  if (!pageType) return <Navigate to={listRoutes.candidates.all} replace />;
  return <ResourceList declaration={declaration} pageType={pageType} />;
}
