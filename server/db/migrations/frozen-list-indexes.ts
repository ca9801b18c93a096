/**
 * Frozen: the listed tables' search tables and B-tree indexes as migration 004 created them (012 changes the
 * collation of their text columns). Never change this file once a migration uses it: a new index or search
 * column gets a new migration. The live server/db/list-indexes.ts reads these while they stay as they are.
 */

export type KeyedTable004 = 'companies' | 'users' | 'vacancies' | 'candidates';

/** A listed table's folded columns, and SQLite's FTS5 table over them. */
export interface SearchTable004 {
  table: KeyedTable004;
  fts: string;
  columns: readonly string[];
}

export const CANDIDATE_SEARCH_004: SearchTable004 = {
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

export const SEARCH_TABLES_004: readonly SearchTable004[] = [
  {
    table: 'companies',
    fts: 'company_search',
    columns: ['company_name_fold', 'company_email_fold', 'folder_name_fold', 'folder_id_fold'],
  },
  {
    table: 'users',
    fts: 'user_search',
    columns: ['full_name_fold', 'email_fold', 'company_name_fold', 'user_role_fold'],
  },
  {
    table: 'vacancies',
    fts: 'vacancy_search',
    columns: ['vacancy_title_fold', 'vacancy_tag_fold', 'company_name_fold'],
  },
  CANDIDATE_SEARCH_004,
];

/** [name, table, columns]. */
type ListIndex = readonly [string, KeyedTable004, readonly string[]];

const orderings = (table: KeyedTable004, columns: readonly string[]): ListIndex[] =>
  columns.map((column) => [`${table}_by_${column}`, table, [column, 'id']]);

function defaultOrdering(
  table: KeyedTable004,
  key: string,
  prefixes: readonly (readonly string[])[],
): ListIndex[] {
  const name = (prefix: readonly string[]) => [table, ...prefix, 'by', key].join('_');
  return [[], ...prefixes].map((prefix) => [name(prefix), table, [...prefix, key, 'id', 'created_at']]);
}

const dateRanges = (table: KeyedTable004, prefixes: readonly (readonly string[])[]): ListIndex[] =>
  prefixes.map((prefix) => [[table, ...prefix, 'created'].join('_'), table, [...prefix, 'created_at']]);

export const LIST_INDEXES_004: readonly ListIndex[] = [
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
];
