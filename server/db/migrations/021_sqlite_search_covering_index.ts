import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { COVERED_009 } from './009_search_covering_index';

/**
 * Issue 32: the candidates' default-ordering index on SQLite, rebuilt as migration 009 rebuilt it on
 * PostgreSQL, carrying what a list call tests beside its key: the tab, scope and exact filters, the date range
 * and the folds a search or `__icontains` filter looks in. SQLite has no INCLUDE: they are trailing key
 * columns, which change nothing of the order, as (candidate_name_key, id) is unique. A search with many
 * matches then reads this index in order and tests each entry's folds without visiting the table (a covering
 * index scan), rather than building FTS5's list of every match first (server/platform/lists.ts).
 */
export const SEARCH_COVERING_INDEX_021 = {
  name: 'candidates_by_candidate_name_key',
  table: 'candidates',
  // What PostgreSQL's index covers since 009, both frozen.
  columns: ['candidate_name_key', 'id', ...COVERED_009],
} as const;

export function sqliteSearchCoveringIndex(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      const { name, table, columns } = SEARCH_COVERING_INDEX_021;
      await sql`DROP INDEX ${sql.id(name)}`.execute(db);
      await sql`CREATE INDEX ${sql.id(name)} ON ${sql.table(table)}
        (${sql.join(columns.map((column) => sql.id(column)))})`.execute(db);
    },
  };
}
