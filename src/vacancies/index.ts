/** The vacancy views other screens reuse; the pages themselves load lazily through src/screens.ts. */
export { isActiveVacancy, type VacancyRecord } from './types';
export { useVacancyList } from './useVacancyList';
export { VacancyDetail } from './VacancyDetail';
