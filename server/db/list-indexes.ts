import { PACKAGE_INDEXES, PACKAGE_SEARCH } from '../packages/table';

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

const orderings = (table: KeyedTable, columns: readonly string[]): ListIndex[] =>
  columns.map((column) => [`${table}_by_${column}`, table, [column, 'id']]);

function defaultOrdering(
  table: KeyedTable,
  key: string,
  prefixes: readonly (readonly string[])[],
): ListIndex[] {
  const name = (prefix: readonly string[]) => [table, ...prefix, 'by', key].join('_');
  return [[], ...prefixes].map((prefix) => [name(prefix), table, [...prefix, key, 'id', 'created_at']]);
}

const dateRanges = (table: KeyedTable, prefixes: readonly (readonly string[])[]): ListIndex[] =>
  prefixes.map((prefix) => [[table, ...prefix, 'created'].join('_'), table, [...prefix, 'created_at']]);

export const LIST_INDEXES: readonly ListIndex[] = [
  ...orderings('companies', ['company_name_key', 'company_email_key', 'folder_name_key', 'folder_id_key']),
  ...orderings('users', ['email_key', 'user_role', 'status', 'company_name_key']),
  ...defaultOrdering('users', 'full_name_key', [['status'], ['company_id'], ['company_id', 'status']]),
  ...orderings('vacancies', [
    'company_name_key',
    'vacancy_quota',
    'vacancy_start_date',
    'vacancy_due_date',
    'vacancy_status',
    'created_at',
  ]),
  ...defaultOrdering('vacancies', 'vacancy_title_key', [
    ['vacancy_status'],
    ['company_id'],
    ['company_id', 'vacancy_status'],
  ]),
  ...dateRanges('vacancies', [['vacancy_status'], ['company_id'], ['company_id', 'vacancy_status']]),
  ...orderings('candidates', [
    'candidate_email_key',
    'candidate_phone_number',
    'candidate_status',
    'is_candidate_active',
    'created_at',
    'vacancy_title_key',
    'company_name_key',
  ]),
  ...defaultOrdering('candidates', 'candidate_name_key', [
    ['is_candidate_active'],
    ['company_id'],
    ['company_id', 'is_candidate_active'],
    ['vacancy_id'],
    ['candidate_status'],
  ]),
  ...dateRanges('candidates', [
    ['is_candidate_active'],
    ['company_id'],
    ['company_id', 'is_candidate_active'],
  ]),
  ...PACKAGE_INDEXES,
];
