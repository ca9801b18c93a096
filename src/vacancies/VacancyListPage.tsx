import { ResourceList, useListPageType } from '../common/list-kit';
import { listRoutes } from '../routes';
import { useVacancyList } from './useVacancyList';

/** /all-vacancies, /all-active-vacancies and /all-inactive-vacancies: one list, a tab each. */
export default function VacancyListPage() {
  const declaration = useVacancyList();
  const pageType = useListPageType(listRoutes.vacancies) ?? 'all';
  return <ResourceList declaration={declaration} pageType={pageType} />;
}
