import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { LIST_INDEXES_004 } from './frozen-list-indexes';

/**
 * Lists order and range by their text columns byte by byte on PostgreSQL too, as SQLite's BINARY collation
 * does: the `C` collation on every text column a list index holds. A database made with another collation
 * (an ICU or a libc `en_US` one, the official image's default) ordered 'clark@…' before 'clark41@…', the
 * reverse of SQLite. The stored sort keys already carry the order readers expect (db/fold.ts). Changing a
 * column's collation keeps its rows as they are and builds its indexes again.
 */
export function bytewiseOrder(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      const columns = new Map<string, Set<string>>();
      for (const [, table, indexed] of LIST_INDEXES_004) {
        for (const column of indexed) columns.set(table, (columns.get(table) ?? new Set()).add(column));
      }
      for (const [table, names] of columns) {
        const { rows } = await sql<{ column_name: string }>`
          SELECT column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = ${table} AND data_type = 'text'
            AND column_name IN (${sql.join([...names])})`.execute(db);
        if (rows.length === 0) continue;
        const changes = rows.map(
          ({ column_name }) => sql`ALTER COLUMN ${sql.ref(column_name)} TYPE text COLLATE "C"`,
        );
        await sql`ALTER TABLE ${sql.table(table)} ${sql.join(changes)}`.execute(db);
      }
    },
  };
}
