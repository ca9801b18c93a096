import type { Vacancy } from '@contract/vacancies';

/** A vacancy as the dataProvider gives it: `id` is the uid (routes use it), `pk` the numeric id. */
export type VacancyRecord = Omit<Vacancy, 'id'> & { id: string; pk: number };

export const isActiveVacancy = (record: Pick<VacancyRecord, 'vacancy_status'>) =>
  record.vacancy_status === 'Active';
