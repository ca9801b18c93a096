import { PACKAGE_INDEXES, PACKAGE_SEARCH } from '../packages/table';
import { LIST_INDEXES_004, SEARCH_TABLES_004, type KeyedTable004 } from './migrations/frozen-list-indexes';

/** The tables whose lists order and search by stored keys (db/keys.ts). */
export type KeyedTable = 'companies' | 'users' | 'vacancies' | 'candidates' | 'packages';

/** A listed table's substring search: its folded columns, and SQLite's FTS5 table over them. */
export interface SearchTable {
  table: KeyedTable;
  fts: string;
  columns: readonly string[];
}

/**
 * A listed table's search as migration 004 created it (012 changed only its columns' collation): live code reads
 * the frozen declaration rather than restating it; a new search column would come with a migration of its own.
 */
function searchOf004(table: KeyedTable004): SearchTable {
  const search = SEARCH_TABLES_004.find((declared) => declared.table === table);
  if (!search) throw new Error(`migration 004 declares no search for ${table}`);
  return search;
}

export const COMPANY_SEARCH = searchOf004('companies');
export const USER_SEARCH = searchOf004('users');
export const VACANCY_SEARCH = searchOf004('vacancies');
export const CANDIDATE_SEARCH = searchOf004('candidates');
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
