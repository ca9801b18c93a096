import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { candidateKeys, companyKeys, userKeys, vacancyKeys } from '../keys';
import { LIST_INDEXES, SEARCH_TABLES, type KeyedTable } from '../list-indexes';
import { copyParentKeys } from '../parent-keys';

/** The stored key columns each table gains (db/keys.ts computes them). */
const KEY_COLUMNS: Record<KeyedTable, readonly string[]> = {
  companies: Object.keys(
    companyKeys({ company_name: '', company_email: '', folder_name: '', folder_id: '' }),
  ),
  users: [
    ...Object.keys(userKeys({ full_name: '', email: '', user_role: '' })),
    'company_name_key',
    'company_name_fold',
  ],
  vacancies: [
    ...Object.keys(vacancyKeys({ vacancy_title: '', vacancy_tag: '' })),
    'company_name_key',
    'company_name_fold',
  ],
  candidates: [
    ...Object.keys(candidateKeys({ candidate_name: '', candidate_email: '', candidate_phone_number: '' })),
    'vacancy_title_key',
    'vacancy_title_fold',
    'company_name_key',
    'company_name_fold',
  ],
};

/** How a table's own keys are computed from its row, for the rows written before this migration. */
const OWN_KEYS: Record<KeyedTable, (row: Record<string, string>) => Record<string, string>> = {
  companies: (row) => companyKeys(row as Parameters<typeof companyKeys>[0]),
  users: (row) => userKeys(row as Parameters<typeof userKeys>[0]),
  vacancies: (row) => vacancyKeys(row as Parameters<typeof vacancyKeys>[0]),
  candidates: (row) => candidateKeys(row as Parameters<typeof candidateKeys>[0]),
};

const SOURCE_COLUMNS: Record<KeyedTable, readonly string[]> = {
  companies: ['company_name', 'company_email', 'folder_name', 'folder_id'],
  users: ['full_name', 'email', 'user_role'],
  vacancies: ['vacancy_title', 'vacancy_tag'],
  candidates: ['candidate_name', 'candidate_email', 'candidate_phone_number'],
};

const BACKFILL_BATCH = 2000;

/**
 * Issue 10: stored sort keys and folded text on every listed table, the indexes that serve each list's
 * orderings, tabs, company scope and exact filters, and a trigram index for substring search: SQLite's
 * FTS5 (kept in step by triggers) and PostgreSQL's pg_trgm (GIN). Existing rows are filled in place.
 */
export function listKeys(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const [table, columns] of Object.entries(KEY_COLUMNS) as [KeyedTable, readonly string[]][]) {
        for (const column of columns) {
          await db.schema
            .alterTable(table)
            .addColumn(column, 'text', (c) => c.notNull().defaultTo(''))
            .execute();
        }
      }
      await db.schema
        .alterTable('candidates')
        .addColumn('company_id', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      for (const table of Object.keys(OWN_KEYS) as KeyedTable[]) await backfill(db, engine, table);
      await copyParentKeys(db);
      for (const [name, table, columns] of LIST_INDEXES) {
        await db.schema
          .createIndex(name)
          .on(table)
          .columns([...columns])
          .execute();
      }
      if (engine === 'postgres') await trigramIndexes(db);
      else await ftsTables(db);
    },
  };
}

/** Computes each row's own keys in JavaScript, a batch at a time, and writes them with one UPDATE a batch. */
async function backfill(db: Kysely<unknown>, engine: Engine, table: KeyedTable): Promise<void> {
  const sources = SOURCE_COLUMNS[table];
  let lastId = 0;
  for (;;) {
    const { rows } = await sql<Record<string, string> & { id: number }>`
      SELECT id, ${sql.join(sources.map((c) => sql.ref(c)))} FROM ${sql.table(table)}
      WHERE id > ${lastId} ORDER BY id LIMIT ${BACKFILL_BATCH}`.execute(db);
    const last = rows.at(-1);
    if (!last) return;
    lastId = last.id;
    const keyed = rows.map((row) => ({ id: row.id, ...OWN_KEYS[table](row) }));
    const columns = Object.keys(keyed[0] ?? {}).filter((column) => column !== 'id');
    const values = keyed.map(
      (row) =>
        sql`(${sql.join([sql`${row.id}`, ...columns.map((c) => sql`${(row as Record<string, unknown>)[c]}`)])})`,
    );
    const idCast = engine === 'postgres' ? sql`CAST(v.column1 AS integer)` : sql`v.column1`;
    await sql`UPDATE ${sql.table(table)} SET ${sql.join(
      columns.map((c, index) => sql`${sql.ref(c)} = ${sql.ref(`v.column${index + 2}`)}`),
    )} FROM (VALUES ${sql.join(values)}) AS v WHERE ${sql.ref(`${table}.id`)} = ${idCast}`.execute(db);
  }
}

async function trigramIndexes(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  for (const { table, columns } of SEARCH_TABLES) {
    for (const column of columns) {
      await sql`CREATE INDEX ${sql.id(`${table}_${column}_trgm`)} ON ${sql.table(table)}
        USING gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
    }
  }
}

/** One FTS5 trigram table per listed table over its folded columns, its content read from the table itself. */
async function ftsTables(db: Kysely<unknown>): Promise<void> {
  for (const { table, fts, columns } of SEARCH_TABLES) {
    const list = sql.join(columns.map((c) => sql.ref(c)));
    const newValues = sql.join(columns.map((c) => sql.ref(`new.${c}`)));
    const oldValues = sql.join(columns.map((c) => sql.ref(`old.${c}`)));
    const ftsTable = sql.table(fts);
    await sql`CREATE VIRTUAL TABLE ${ftsTable} USING fts5(${list}, content=${sql.lit(table)},
      content_rowid='id', tokenize='trigram case_sensitive 1')`.execute(db);
    const remove = sql`INSERT INTO ${ftsTable}(${ftsTable}, rowid, ${list}) VALUES ('delete', old.id, ${oldValues});`;
    const add = sql`INSERT INTO ${ftsTable}(rowid, ${list}) VALUES (new.id, ${newValues});`;
    await sql`CREATE TRIGGER ${sql.id(`${fts}_insert`)} AFTER INSERT ON ${sql.table(table)} BEGIN ${add} END`.execute(
      db,
    );
    await sql`CREATE TRIGGER ${sql.id(`${fts}_delete`)} AFTER DELETE ON ${sql.table(table)} BEGIN ${remove} END`.execute(
      db,
    );
    await sql`CREATE TRIGGER ${sql.id(`${fts}_update`)} AFTER UPDATE OF ${list} ON ${sql.table(table)}
      BEGIN ${remove} ${add} END`.execute(db);
    await sql`INSERT INTO ${ftsTable}(${ftsTable}) VALUES ('rebuild')`.execute(db);
  }
}
