import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { foldCase, sortKey } from './frozen-folds';
import { LIST_INDEXES_004, SEARCH_TABLES_004, type KeyedTable004 as KeyedTable } from './frozen-list-indexes';

/**
 * Each table's own columns that gain a sort key (`<column>_key`) and a fold (`<column>_fold`), as this
 * migration derived them: the same as the live server/db/keys.ts today; the duplication is intended.
 */
const OWN: Record<KeyedTable, { keyed: readonly string[]; folded: readonly string[] }> = {
  companies: {
    keyed: ['company_name', 'company_email', 'folder_name', 'folder_id'],
    folded: ['company_name', 'company_email', 'folder_name', 'folder_id'],
  },
  users: { keyed: ['full_name', 'email'], folded: ['full_name', 'email', 'user_role'] },
  vacancies: { keyed: ['vacancy_title'], folded: ['vacancy_title', 'vacancy_tag'] },
  candidates: {
    keyed: ['candidate_name', 'candidate_email'],
    folded: ['candidate_name', 'candidate_email', 'candidate_phone_number'],
  },
};

/** The keys a table copies from its parents (copyParentKeys fills them). */
const COPIED: Record<KeyedTable, readonly string[]> = {
  companies: [],
  users: ['company_name_key', 'company_name_fold'],
  vacancies: ['company_name_key', 'company_name_fold'],
  candidates: ['vacancy_title_key', 'vacancy_title_fold', 'company_name_key', 'company_name_fold'],
};

const TABLES = Object.keys(OWN) as KeyedTable[];

/** A table's own key columns, keys first, in the order they are added and written. */
const ownKeyColumns = (table: KeyedTable): string[] => [
  ...OWN[table].keyed.map((column) => `${column}_key`),
  ...OWN[table].folded.map((column) => `${column}_fold`),
];

/** A row's own keys, keys first. */
function ownKeys(table: KeyedTable, row: Record<string, string>): Record<string, string> {
  const derived: Record<string, string> = {};
  for (const column of OWN[table].keyed) derived[`${column}_key`] = sortKey(row[column] ?? '');
  for (const column of OWN[table].folded) derived[`${column}_fold`] = foldCase(row[column] ?? '');
  return derived;
}

const BACKFILL_BATCH = 2000;

/**
 * Issue 10: stored sort keys and folded text on every listed table, the indexes that serve each list's
 * orderings, tabs, company scope and exact filters, and a trigram index for substring search: SQLite's
 * FTS5 (kept in step by triggers) and PostgreSQL's pg_trgm (GIN). Existing rows are filled in place.
 */
export function listKeys(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of TABLES) {
        for (const column of [...ownKeyColumns(table), ...COPIED[table]]) {
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
      for (const table of TABLES) await backfill(db, engine, table);
      await copyParentKeys(db);
      for (const [name, table, columns] of LIST_INDEXES_004) {
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
  const sources = [...new Set([...OWN[table].keyed, ...OWN[table].folded])];
  let lastId = 0;
  for (;;) {
    const { rows } = await sql<Record<string, string> & { id: number }>`
      SELECT id, ${sql.join(sources.map((c) => sql.ref(c)))} FROM ${sql.table(table)}
      WHERE id > ${lastId} ORDER BY id LIMIT ${BACKFILL_BATCH}`.execute(db);
    const last = rows.at(-1);
    if (!last) return;
    lastId = last.id;
    const keyed = rows.map((row) => ({ id: row.id, ...ownKeys(table, row) }));
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
  for (const { table, columns } of SEARCH_TABLES_004) {
    for (const column of columns) {
      await sql`CREATE INDEX ${sql.id(`${table}_${column}_trgm`)} ON ${sql.table(table)}
        USING gin (${sql.ref(column)} gin_trgm_ops)`.execute(db);
    }
  }
}

/** One FTS5 trigram table per listed table over its folded columns, its content read from the table itself. */
async function ftsTables(db: Kysely<unknown>): Promise<void> {
  for (const { table, fts, columns } of SEARCH_TABLES_004) {
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

/** Every child's copies at once, from its parent's stored keys. */
async function copyParentKeys(db: Kysely<unknown>): Promise<void> {
  const from = (parent: string, column: string, link: string) =>
    sql`(SELECT ${sql.ref(`p.${column}`)} FROM ${sql.table(parent)} AS p WHERE p.id = ${sql.ref(link)})`;
  for (const child of ['users', 'vacancies']) {
    await sql`UPDATE ${sql.table(child)} SET
      company_name_key = ${from('companies', 'company_name_key', `${child}.company_id`)},
      company_name_fold = ${from('companies', 'company_name_fold', `${child}.company_id`)}`.execute(db);
  }
  const fromVacancy = (column: string) => from('vacancies', column, 'candidates.vacancy_id');
  await sql`UPDATE candidates SET
    company_id = ${fromVacancy('company_id')},
    vacancy_title_key = ${fromVacancy('vacancy_title_key')},
    vacancy_title_fold = ${fromVacancy('vacancy_title_fold')},
    company_name_key = ${fromVacancy('company_name_key')},
    company_name_fold = ${fromVacancy('company_name_fold')}`.execute(db);
}
