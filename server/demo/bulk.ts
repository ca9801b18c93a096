import { CompiledQuery, sql, type Insertable, type Transaction } from 'kysely';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';

/**
 * Bound parameters one statement may carry: SQLite's SQLITE_MAX_VARIABLE_NUMBER (32766 since 3.32),
 * PostgreSQL's protocol limit (65535). Each INSERT takes as many rows as fit.
 */
const PARAMETERS: Record<Engine, number> = { sqlite: 32_766, postgres: 65_535 };

/**
 * Inserts the rows as they come, as many per statement as the engine's parameters allow. Typed like
 * kysely's insert (every key column is required), but written as plain SQL with a flat parameter list:
 * building a million rows through kysely's query tree (a frozen node per value) cost more than SQLite's
 * own work. `suffix` follows the VALUES (an ON CONFLICT clause).
 */
export async function insertRows<T extends keyof Database & string>(
  trx: Transaction<Database>,
  engine: Engine,
  table: T,
  rows: Iterable<Insertable<Database[T]>>,
  suffix = '',
): Promise<void> {
  let columns: string[] = [];
  let perStatement = 0;
  let statement = '';
  let params: unknown[] = [];
  let count = 0;
  const flush = async () => {
    if (count === 0) return;
    const text = count === perStatement ? statement : insertSql(engine, table, columns, count, suffix);
    await trx.executeQuery(CompiledQuery.raw(text, params));
    params = [];
    count = 0;
  };
  for (const row of rows as Iterable<Record<string, unknown>>) {
    if (perStatement === 0) {
      columns = Object.keys(row);
      perStatement = Math.max(1, Math.floor(PARAMETERS[engine] / columns.length));
      statement = insertSql(engine, table, columns, perStatement, suffix);
    }
    for (const column of columns) params.push(row[column]);
    if (++count === perStatement) await flush();
  }
  await flush();
}

function insertSql(engine: Engine, table: string, columns: string[], rows: number, suffix: string): string {
  let n = 0;
  const placeholder = engine === 'postgres' ? () => `$${++n}` : () => '?';
  const tuples = Array.from({ length: rows }, () => `(${columns.map(placeholder).join(',')})`);
  return `INSERT INTO ${quote(table)} (${columns.map(quote).join(',')}) VALUES ${tuples.join(',')} ${suffix}`;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs `work` (a bulk insert into `table`) with the table's secondary indexes dropped, then creates them
 * again from their own definitions, read from the database: an index built once over sorted rows costs a
 * fraction of a million random inserts into each of a dozen B-trees (and a GIN trigram index on PostgreSQL
 * far more). Indexes that back a constraint (primary key, unique uid) stay, so the rows are still checked.
 * Within the caller's transaction: no one ever sees the table without them.
 */
export async function withIndexesRebuilt(
  trx: Transaction<Database>,
  engine: Engine,
  table: keyof Database & string,
  work: () => Promise<void>,
): Promise<void> {
  const indexes = await secondaryIndexes(trx, engine, table);
  for (const { name } of indexes) await sql`DROP INDEX ${sql.id(name)}`.execute(trx);
  await work();
  if (engine === 'postgres') {
    // Builds sort in memory up to this much instead of spilling to disk (this transaction only).
    await sql`SET LOCAL maintenance_work_mem = '256MB'`.execute(trx);
  }
  for (const { definition } of indexes) await sql.raw(definition).execute(trx);
}

async function secondaryIndexes(
  trx: Transaction<Database>,
  engine: Engine,
  table: string,
): Promise<{ name: string; definition: string }[]> {
  if (engine === 'sqlite') {
    // Indexes SQLite made for a constraint have no SQL of their own.
    const { rows } = await sql<{ name: string; definition: string }>`
      SELECT name, sql AS definition FROM sqlite_master
      WHERE type = 'index' AND tbl_name = ${table} AND sql IS NOT NULL`.execute(trx);
    return rows;
  }
  const { rows } = await sql<{ name: string; definition: string }>`
    SELECT index_class.relname AS name, pg_get_indexdef(index_class.oid) AS definition
    FROM pg_index JOIN pg_class AS index_class ON index_class.oid = pg_index.indexrelid
    WHERE pg_index.indrelid = ${table}::regclass
      AND NOT EXISTS (SELECT 1 FROM pg_constraint WHERE pg_constraint.conindid = pg_index.indexrelid)`.execute(
    trx,
  );
  return rows;
}
