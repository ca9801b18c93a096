import type { CreateTableBuilder } from 'kysely';
import type { Engine } from '../connect';

/**
 * A new table with its own numbered `id`: PostgreSQL's serial; on SQLite an INTEGER PRIMARY KEY with
 * AUTOINCREMENT, so that, as with a serial, a deleted row's id is never given to another row.
 */
export function tableWithId<C extends string>(
  engine: Engine,
  table: CreateTableBuilder<string, C>,
): CreateTableBuilder<string, C | 'id'> {
  return engine === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
