import { LIST_INDEXES_004, SEARCH_TABLES_004, type KeyedTable004 } from './migrations/frozen-list-indexes';
import type { Database } from './schema';

/** A listed table's substring search: its folded columns, and SQLite's FTS5 table over them. */
export interface SearchTable {
  table: keyof Database;
  fts: string;
  columns: readonly string[];
}

/**
 * B-tree indexes, [name, table, columns]: one per offered ordering (key, id), and for the default ordering one
 * per tab, company scope and exact filter in front of it, so that a page is read off an index. The default
 * ordering's indexes carry created_at too (the app always sends a date range ending today), and the date range
 * is counted off an index of its own per tab and scope.
 */
export type ListIndex = readonly [string, keyof Database, readonly string[]];

/**
 * What a resource's lists order and search by (stored keys, db/keys.ts), as its folder's table.ts declares it
 * and its resource declaration names it: migrations-schema.test.ts checks that a fresh database holds it all.
 */
export interface ListedTable {
  search: SearchTable;
  indexes: readonly ListIndex[];
}

/**
 * A table as migration 004 listed it (012 changed only its columns' collation, later ones rebuilt some indexes
 * under the same name and columns): live code reads the frozen declaration rather than restating it; a new
 * search column or index would come with a migration of its own.
 */
export function listedBy004(table: KeyedTable004): ListedTable {
  const search = SEARCH_TABLES_004.find((declared) => declared.table === table);
  if (!search) throw new Error(`migration 004 declares no search for ${table}`);
  return { search, indexes: LIST_INDEXES_004.filter(([, indexed]) => indexed === table) };
}
