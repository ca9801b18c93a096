import type { Vacancy } from '@contract/vacancies';

/**
 * A vacancy as the dataProvider gives it: `id` is the uid (routes use it), `pk` the numeric id; a server of the
 * bare contract answers no scorecard criteria.
 */
export type VacancyRecord = Omit<Vacancy, 'id' | 'scorecard_criteria'> & {
  id: string;
  pk: number;
  scorecard_criteria?: string[];
};

export const isActiveVacancy = (record: Pick<VacancyRecord, 'vacancy_status'>) =>
  record.vacancy_status === 'Active';
