import { useParams } from 'react-router-dom';
import { LIST_TYPES } from '@contract/domain';
import { listRoutes, type StatusPageType } from '../routes';

/** The {pageType} and {uid} of a vacancy route; an unknown pageType counts as 'all'. */
export function useVacancyParams() {
  const { pageType = 'all', uid = '', id = '' } = useParams();
  const type: StatusPageType = (LIST_TYPES as readonly string[]).includes(pageType)
    ? (pageType as StatusPageType)
    : 'all';
  return { pageType: type, uid, id, listRoute: listRoutes.vacancies[type] };
}
