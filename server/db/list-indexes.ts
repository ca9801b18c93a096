import { PACKAGE_INDEXES, PACKAGE_SEARCH } from '../packages/table';
import { LIST_INDEXES_004 } from './migrations/frozen-list-indexes';

/** The tables whose lists order and search by stored keys (db/keys.ts). */
export type KeyedTable = 'companies' | 'users' | 'vacancies' | 'candidates' | 'packages';

/** A listed table's substring search: its folded columns, and SQLite's FTS5 table over them. */
export interface SearchTable {
  table: KeyedTable;
  fts: string;
  columns: readonly string[];
}

export const COMPANY_SEARCH: SearchTable = {
  table: 'companies',
  fts: 'company_search',
  columns: ['company_name_fold', 'company_email_fold', 'folder_name_fold', 'folder_id_fold'],
};
export const USER_SEARCH: SearchTable = {
  table: 'users',
  fts: 'user_search',
  columns: ['full_name_fold', 'email_fold', 'company_name_fold', 'user_role_fold'],
};
export const VACANCY_SEARCH: SearchTable = {
  table: 'vacancies',
  fts: 'vacancy_search',
  columns: ['vacancy_title_fold', 'vacancy_tag_fold', 'company_name_fold'],
};
export const CANDIDATE_SEARCH: SearchTable = {
  table: 'candidates',
  fts: 'candidate_search',
  columns: [
    'candidate_name_fold',
    'candidate_email_fold',
    'candidate_phone_number_fold',
    'vacancy_title_fold',
    'company_name_fold',
  ],
};
export const SEARCH_TABLES = [
  COMPANY_SEARCH,
  USER_SEARCH,
  VACANCY_SEARCH,
  CANDIDATE_SEARCH,
  PACKAGE_SEARCH,
] as const;

/**
 * B-tree indexes, [name, table, columns]: one per offered ordering (key, id), and for the default ordering one
 * per tab, company scope and exact filter in front of it, so that a page is read off an index. The default
 * ordering's indexes carry created_at too (the app always sends a date range ending today), and the date range
 * is counted off an index of its own per tab and scope.
 */
export type ListIndex = readonly [string, KeyedTable, readonly string[]];

/**
 * The lists' indexes are those migration 004 created (later ones rebuilt some under the same name and columns)
 * and the packages' (migration 014): live code reads the frozen declaration rather than restating it, and
 * migrations-schema.test.ts checks that a fresh database holds every one of them.
 */
export const LIST_INDEXES: readonly ListIndex[] = [...LIST_INDEXES_004, ...PACKAGE_INDEXES];
