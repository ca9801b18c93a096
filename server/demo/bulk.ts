import { sql, type Insertable, type Kysely } from 'kysely';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import type { CandidateTable } from '../candidates/table';

export type CandidateRow = Insertable<CandidateTable>;

/**
 * How the seeding gets its rows into the database, each engine its quickest way (sqlite.ts, postgres.ts).
 * Typed like kysely's insert (every key column is required), but written as plain SQL: building a million
 * rows through kysely's query tree (a frozen node per value) cost more than SQLite's own work.
 */
export interface Writer {
  /** Inserts the rows as they come, many a statement; `suffix` follows them (an ON CONFLICT clause). */
  insert<T extends keyof Database & string>(
    table: T,
    rows: Iterable<Insertable<Database[T]>>,
    suffix?: string,
  ): Promise<void>;
  /** Inserts the candidates; `bulk`: so many that building their indexes afterwards costs less. */
  candidates(rows: Iterable<CandidateRow>, bulk: boolean): Promise<void>;
}

export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs `work` (a bulk insert into `table`) with the table's secondary indexes dropped, then creates them
 * again from their own definitions, read from the database: an index built once over sorted rows costs a
 * fraction of a million random inserts into each of a dozen B-trees (and a GIN trigram index on PostgreSQL
 * far more). Indexes that back a constraint (primary key, unique uid) stay, so the rows are still checked.
 * Within the caller's transaction: no one ever sees the table without them.
 */
export async function withIndexesRebuilt(
  trx: Kysely<Database>,
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
  trx: Kysely<Database>,
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
