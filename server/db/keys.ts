import { foldCase, sortKey } from './fold';

/**
 * Stored list keys: every list orders by `<column>_key` (sortKey) and searches `<column>_fold` (foldCase),
 * written with the row, so that no list call computes them per row and indexes serve both (issue 10).
 * Fields copied from a parent (a vacancy's company name on its candidates) are kept in step on the parent's
 * write. This module says which columns each table derives; every insert and update takes them from here.
 */
type Keys<C extends string> = { [K in C as `${K}_key`]: string };
type Folds<C extends string> = { [K in C as `${K}_fold`]: string };

function keysOf<C extends string>(row: Record<C, string>, columns: readonly C[]): Keys<C> {
  return Object.fromEntries(columns.map((column) => [`${column}_key`, sortKey(row[column])])) as Keys<C>;
}

function foldsOf<C extends string>(row: Record<C, string>, columns: readonly C[]): Folds<C> {
  return Object.fromEntries(columns.map((column) => [`${column}_fold`, foldCase(row[column])])) as Folds<C>;
}

/** A company's own keys, and the keys its users, vacancies and candidates copy. */
export const COMPANY_KEYED = ['company_name', 'company_email', 'folder_name', 'folder_id'] as const;
export function companyKeys(company: Record<(typeof COMPANY_KEYED)[number], string>) {
  return { ...keysOf(company, COMPANY_KEYED), ...foldsOf(company, COMPANY_KEYED) };
}
export function companyCopies(company: { company_name: string }) {
  return { ...keysOf(company, ['company_name']), ...foldsOf(company, ['company_name']) };
}

export const USER_KEYED = ['full_name', 'email'] as const;
export function userKeys(user: Record<(typeof USER_KEYED)[number] | 'user_role', string>) {
  return { ...keysOf(user, USER_KEYED), ...foldsOf(user, [...USER_KEYED, 'user_role']) };
}

export function vacancyKeys(vacancy: { vacancy_title: string; vacancy_tag: string }) {
  return {
    ...keysOf(vacancy, ['vacancy_title']),
    ...foldsOf(vacancy, ['vacancy_title', 'vacancy_tag']),
  };
}
/** What a vacancy's candidates copy from it: its title and its company. */
export function vacancyCopies(vacancy: { vacancy_title: string; company_id: number; company_name: string }) {
  return {
    ...keysOf(vacancy, ['vacancy_title']),
    ...foldsOf(vacancy, ['vacancy_title']),
    ...companyCopies(vacancy),
    company_id: vacancy.company_id,
  };
}

export const CANDIDATE_KEYED = ['candidate_name', 'candidate_email'] as const;
export function candidateKeys(
  candidate: Record<(typeof CANDIDATE_KEYED)[number] | 'candidate_phone_number', string>,
) {
  return {
    ...keysOf(candidate, CANDIDATE_KEYED),
    ...foldsOf(candidate, [...CANDIDATE_KEYED, 'candidate_phone_number']),
  };
}
