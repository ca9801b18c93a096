import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from './schema';

/** A column of `table` that refers to a record by its id. */
export type Reference = {
  [T in keyof Database]: { table: T; column: keyof Database[T] & string };
}[keyof Database];

/**
 * True where no row of the references refers to the row of `table`: the condition of a delete that may not
 * take records with it, and the flag a list shows of it.
 */
export function unreferenced(table: keyof Database, references: readonly Reference[]): RawBuilder<SqlBool> {
  const id = sql.ref(`${table}.id`);
  const none = references.map(
    ({ table: from, column }) =>
      sql`NOT EXISTS (SELECT 1 FROM ${sql.table(from)} WHERE ${sql.ref(`${from}.${column}`)} = ${id})`,
  );
  return none.length > 0 ? sql<SqlBool>`(${sql.join(none, sql` AND `)})` : sql<SqlBool>`TRUE`;
}
