/** The vacancy screens, each on its spec route (src/screens.ts loads them lazily), and the views others reuse. */
export { default as AddVacancyPage } from './AddVacancyPage';
export { default as DeleteVacancyPage } from './DeleteVacancyPage';
export { default as EditVacancyPage } from './EditVacancyPage';
export { default as VacancyDetailsPage } from './VacancyDetailsPage';
export { default as VacancyListPage } from './VacancyListPage';
export { isActiveVacancy, type VacancyRecord } from './types';
export { useVacancyList } from './useVacancyList';
export { VacancyDetail } from './VacancyDetail';
