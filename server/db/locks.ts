import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Engine } from './connect';
import type { Database } from './schema';

/**
 * Locks the rows of `table` that `where` picks, in id order, until the transaction ends (PostgreSQL; SQLite's
 * single connection runs one transaction at a time). Every write that takes many rows of a table takes them
 * so (the bulk calls, a rename reaching its children, a deletion's cascade): two such writes then queue one
 * behind the other. Taken in the order a scan finds them, each could hold a row the other waits for: a
 * deadlock, which PostgreSQL ends by failing one of the two.
 */
export async function lockInIdOrder(
  db: Kysely<Database>,
  engine: Engine,
  table: 'users' | 'vacancies' | 'candidates',
  where: RawBuilder<SqlBool>,
): Promise<void> {
  if (engine !== 'postgres') return;
  await sql`SELECT id FROM ${sql.table(table)} WHERE ${where} ORDER BY id FOR UPDATE`.execute(db);
}
