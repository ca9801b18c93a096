import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { SORT_KEY_FROM, SORT_KEY_TO } from './frozen-folds';

/**
 * sortkey(): lists order names as German readers expect (Ä with A, Ö with O), on both databases.
 * SQLite gets it from JavaScript (connect.ts); PostgreSQL gets the same mapping as translate() + lower().
 */
export function sortKeyFunction(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`CREATE OR REPLACE FUNCTION sortkey(text) RETURNS text AS ${sql.raw(
        `'SELECT lower(translate($1, ''${SORT_KEY_FROM}'', ''${SORT_KEY_TO}''))'`,
      )} LANGUAGE SQL IMMUTABLE`.execute(db);
    },
  };
}
