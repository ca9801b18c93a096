import { foldCase, sortKey } from './fold';

/**
 * Stored list keys: every list orders by `<column>_key` (sortKey) and searches `<column>_fold` (foldCase),
 * written with the row, so that no list call computes them per row and indexes serve both (issue 10).
 * Fields copied from a parent (a vacancy's company name on its candidates) are kept in step on the parent's
 * write. This module says which columns each table derives; every insert and update takes them from here.
 */
type Keys<C extends string> = { [K in C as `${K}_key`]: string };
type Folds<C extends string> = { [K in C as `${K}_fold`]: string };

/**
 * The function computing a row's sort keys of `keyed` columns and folds of `folded` ones, keys first. The
 * derived names are made once, not per row: a seeding derives a million candidates' keys, and naming them anew
 * each time (template strings, Object.fromEntries, spreads) made a candidate's keys cost 13 µs instead of 3.
 */
export function deriver<K extends string, F extends string>(keyed: readonly K[], folded: readonly F[]) {
  const keys = keyed.map((column) => [column, `${column}_key`] as const);
  const folds = folded.map((column) => [column, `${column}_fold`] as const);
  return (row: Record<K | F, string>): Keys<K> & Folds<F> => {
    const derived: Record<string, string> = {};
    for (const [column, name] of keys) derived[name] = sortKey(row[column]);
    for (const [column, name] of folds) derived[name] = foldCase(row[column]);
    return derived as Keys<K> & Folds<F>;
  };
}

/** A company's own keys, and the keys its users, vacancies and candidates copy. */
const COMPANY_KEYED = ['company_name', 'company_email', 'folder_name', 'folder_id'] as const;
export const companyKeys = deriver(COMPANY_KEYED, COMPANY_KEYED);
export const companyCopies = deriver(['company_name'], ['company_name']);

const USER_KEYED = ['full_name', 'email'] as const;
export const userKeys = deriver(USER_KEYED, [...USER_KEYED, 'user_role']);

export const vacancyKeys = deriver(['vacancy_title'], ['vacancy_title', 'vacancy_tag']);
const vacancyTitleKeys = deriver(['vacancy_title'], ['vacancy_title']);
/** What a vacancy's candidates copy from it: its title and its company. */
export function vacancyCopies(vacancy: { vacancy_title: string; company_id: number; company_name: string }) {
  return { ...vacancyTitleKeys(vacancy), ...companyCopies(vacancy), company_id: vacancy.company_id };
}

const CANDIDATE_KEYED = ['candidate_name', 'candidate_email'] as const;
export const candidateKeys = deriver(CANDIDATE_KEYED, [...CANDIDATE_KEYED, 'candidate_phone_number']);
