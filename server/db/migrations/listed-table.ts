import { sql, type Kysely } from 'kysely';
import type { Engine } from '../connect';
import { foldCase, sortKey } from './frozen-folds';

/**
 * Stable: what migration 004 (list keys and search), 005/006 (count triggers) and 012 (bytewise order) did for
 * the first listed tables, as one step for a table a later migration lists, from column lists written in that
 * migration. Never change what it does once a migration uses it (frozen-folds.ts says why): a different step
 * is a new function beside it.
 */
export interface ListedTable {
  table: string;
  /** Columns the lists order by: each gains `<column>_key`, its sort key. */
  keyed: readonly string[];
  /** Columns searched ignoring case: each gains `<column>_fold`. */
  folded: readonly string[];
  /** SQLite's FTS5 table over the folds (PostgreSQL searches them with pg_trgm). */
  fts: string;
  /** B-tree indexes by name: one per offered ordering (key, id), and per tab or scope in front of it. */
  indexes: Readonly<Record<string, readonly string[]>>;
}

/** The stored key columns of a listed table, keys first. */
const keyColumns = (
  spec: ListedTable,
): [source: string, column: string, derive: (text: string) => string][] => [
  ...spec.keyed.map(
    (column) => [column, `${column}_key`, sortKey] as [string, string, (text: string) => string],
  ),
  ...spec.folded.map(
    (column) => [column, `${column}_fold`, foldCase] as [string, string, (text: string) => string],
  ),
];

/**
 * Makes an existing table a listed one: stored sort keys and folds (filled for the rows it holds), its
 * indexes, substring search (FTS5 kept by triggers, or pg_trgm GIN), byte order on PostgreSQL, and the
 * triggers that mark list counts stale (SQLite's generation, PostgreSQL's list_write notification).
 */
export async function addListedTable(db: Kysely<unknown>, engine: Engine, spec: ListedTable): Promise<void> {
  for (const [, column] of keyColumns(spec)) {
    await db.schema
      .alterTable(spec.table)
      .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await fillKeys(db, spec);
  if (engine === 'postgres') await bytewise(db, spec);
  for (const [name, columns] of Object.entries(spec.indexes)) {
    await db.schema
      .createIndex(name)
      .on(spec.table)
      .columns([...columns])
      .execute();
  }
  if (engine === 'postgres') {
    await trigramSearch(db, spec);
    await sql`CREATE TRIGGER ${sql.id(`${spec.table}_list_write`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(spec.table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_list_write()`.execute(db);
  } else {
    await ftsSearch(db, spec);
    await generationTriggers(db, spec.table);
  }
}

/** The keys of the rows the table already holds, one row at a time: a table listed later is a small one. */
async function fillKeys(db: Kysely<unknown>, spec: ListedTable): Promise<void> {
  const derived = keyColumns(spec);
  const sources = [...new Set(derived.map(([source]) => source))];
  const { rows } = await sql<Record<string, unknown> & { id: number }>`
    SELECT id, ${sql.join(sources.map((c) => sql.ref(c)))} FROM ${sql.table(spec.table)}`.execute(db);
  for (const row of rows) {
    const sets = derived.map(
      ([source, column, derive]) => sql`${sql.ref(column)} = ${derive(String(row[source] ?? ''))}`,
    );
    await sql`UPDATE ${sql.table(spec.table)} SET ${sql.join(sets)} WHERE id = ${row.id}`.execute(db);
  }
}

/** PostgreSQL orders the indexed text columns byte by byte, as SQLite does (migration 012). */
async function bytewise(db: Kysely<unknown>, spec: ListedTable): Promise<void> {
  const indexed = [...new Set(Object.values(spec.indexes).flat())];
  const { rows } = await sql<{ column_name: string }>`
    SELECT column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${spec.table} AND data_type = 'text'
      AND column_name IN (${sql.join(indexed)})`.execute(db);
  if (rows.length === 0) return;
  const changes = rows.map(
    ({ column_name }) => sql`ALTER COLUMN ${sql.ref(column_name)} TYPE text COLLATE "C"`,
  );
  await sql`ALTER TABLE ${sql.table(spec.table)} ${sql.join(changes)}`.execute(db);
}

async function trigramSearch(db: Kysely<unknown>, spec: ListedTable): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  for (const column of spec.folded.map((name) => `${name}_fold`)) {
    await sql`CREATE INDEX ${sql.id(`${spec.table}_${column}_trgm`)} ON ${sql.table(spec.table)}
      USING gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
  }
}

/** An FTS5 trigram table over the folds, its content read from the table itself and kept by triggers. */
async function ftsSearch(db: Kysely<unknown>, spec: ListedTable): Promise<void> {
  const columns = spec.folded.map((name) => `${name}_fold`);
  const list = sql.join(columns.map((c) => sql.ref(c)));
  const values = (row: string) => sql.join(columns.map((c) => sql.ref(`${row}.${c}`)));
  const fts = sql.table(spec.fts);
  const table = sql.table(spec.table);
  await sql`CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content=${sql.lit(spec.table)},
    content_rowid='id', tokenize='trigram case_sensitive 1')`.execute(db);
  const remove = sql`INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.id, ${values('old')});`;
  const add = sql`INSERT INTO ${fts}(rowid, ${list}) VALUES (new.id, ${values('new')});`;
  await sql`CREATE TRIGGER ${sql.id(`${spec.fts}_insert`)} AFTER INSERT ON ${table} BEGIN ${add} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER ${sql.id(`${spec.fts}_delete`)} AFTER DELETE ON ${table} BEGIN ${remove} END`.execute(
    db,
  );
  await sql`CREATE TRIGGER ${sql.id(`${spec.fts}_update`)} AFTER UPDATE OF ${list} ON ${table}
    BEGIN ${remove} ${add} END`.execute(db);
  await sql`INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`.execute(db);
}

/** SQLite: every write to the table raises the list generation (migration 005). */
async function generationTriggers(db: Kysely<unknown>, table: string): Promise<void> {
  for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
    await sql`CREATE TRIGGER ${sql.id(`${table}_${event.toLowerCase()}_list_generation`)}
      AFTER ${sql.raw(event)} ON ${sql.table(table)}
      BEGIN UPDATE list_generation SET value = value + 1 WHERE id = 1; END`.execute(db);
  }
}
