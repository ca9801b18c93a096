import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import { CANDIDATE_LISTED } from '../candidates/table';
import type { Database } from '../db/schema';
import { quote, withIndexesRebuilt, type CandidateRow, type Writer } from './bulk';

/** SQLite's SQLITE_MAX_VARIABLE_NUMBER (32766 since 3.32). */
const PARAMETERS = 32_766;
/**
 * Bytes of trigrams FTS5 gathers in memory before it writes them out as a segment (its `hashsize`, 1 MiB by
 * default, and segments are merged again as they pile up): filling the index of 300,000 candidates took
 * 10.1 s with the default, 4.6 s with 256 MiB, for that much memory while it is filled.
 */
const FTS_HASH_BYTES = 256 * 1024 * 1024;
const FTS_DEFAULT_HASH_BYTES = 1024 * 1024;
/** The candidates' insert triggers that a bulk insert replays once for all its rows (migrations 004, 005). */
const FTS_TRIGGER = `${CANDIDATE_LISTED.search.fts}_insert`;
const GENERATION_TRIGGER = 'candidates_insert_list_generation';

/**
 * Runs `work` in one transaction on a connection of its own to the server's database file, with kysely over
 * it for the queries and a writer that inserts through the connection itself, its INSERT prepared once
 * (preparing the 1,300-row INSERT anew each time, as plain kysely does, cost 6 µs a candidate). What the
 * seeding needs goes when the connection closes, and the server's connection is left as it was: the 256 MiB
 * page cache (with the default 2 MiB the inserts and index builds read their pages back again and again: 14%
 * more CPU at a million candidates), the large prepared statements, FTS5's hash size. The server's
 * connection, idle meanwhile, sees the rows once they are committed.
 */
export async function inSeedingTransaction(
  server: Kysely<Database>,
  work: (db: Kysely<Database>, writer: Writer) => Promise<void>,
): Promise<void> {
  const { rows } = await sql<{
    file: string;
  }>`SELECT file FROM pragma_database_list WHERE name = 'main'`.execute(server);
  const file = rows[0]?.file;
  if (!file) throw new Error('demo data: the SQLite database has no file to seed on a connection of its own');
  const sqlite = new SQLite(file, { fileMustExist: true });
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    // As the server's connection has it. In WAL mode a commit waits for no disk sync at NORMAL (only a
    // checkpoint does), so OFF would gain the seeding nothing and would let a power cut during the later
    // checkpoint damage the file. The one transaction is what keeps a crash from half-writing the demo.
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('cache_size = -262144');
    sqlite.exec('BEGIN IMMEDIATE');
    await work(db, {
      insert: async (table, rows, suffix = '') => insertPrepared(sqlite, table, rows, suffix),
      candidates: (rows, bulk) => insertCandidates(db, sqlite, rows, bulk),
    });
    sqlite.exec('COMMIT');
  } finally {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
    await db.destroy();
  }
}

/**
 * Inserts the candidates, a prepared statement's worth at a time. `bulk`: with the table's secondary indexes
 * dropped and built again afterwards (bulk.ts), and without the insert triggers, whose work is done once for
 * all the rows instead: the FTS index filled with one INSERT … SELECT, the list generation raised once.
 * Everything in the caller's transaction: no one sees the table without its indexes or triggers.
 */
async function insertCandidates(
  db: Kysely<Database>,
  sqlite: SQLite.Database,
  rows: Iterable<CandidateRow>,
  bulk: boolean,
): Promise<void> {
  if (!bulk) return insertPrepared(sqlite, 'candidates', rows);
  await withIndexesRebuilt(db, 'sqlite', 'candidates', async () => {
    const { last } = sqlite.prepare('SELECT coalesce(max(id), 0) AS last FROM candidates').get() as {
      last: number;
    };
    const triggers = sqlite
      .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name IN (?, ?)`)
      .all(FTS_TRIGGER, GENERATION_TRIGGER) as { name: string; sql: string }[];
    for (const { name } of triggers) sqlite.exec(`DROP TRIGGER ${quote(name)}`);
    insertPrepared(sqlite, 'candidates', rows);
    if (triggers.some(({ name }) => name === FTS_TRIGGER)) fillSearch(sqlite, last);
    if (triggers.some(({ name }) => name === GENERATION_TRIGGER)) {
      sqlite.exec('UPDATE list_generation SET value = value + 1 WHERE id = 1');
    }
    for (const trigger of triggers) sqlite.exec(trigger.sql);
  });
}

/**
 * The rows, as many a statement as SQLITE_MAX_VARIABLE_NUMBER (32766) allows, with one INSERT prepared for
 * that many and reused (the last few rows get one of their own).
 */
function insertPrepared(sqlite: SQLite.Database, table: string, rows: Iterable<object>, suffix = ''): void {
  let columns: string[] = [];
  let full: SQLite.Statement | undefined;
  let perStatement = 0;
  let params: unknown[] = [];
  let count = 0;
  const flush = () => {
    if (count === 0) return;
    const statement =
      count === perStatement ? full : sqlite.prepare(insertSql(table, columns, count, suffix));
    statement?.run(params);
    params = [];
    count = 0;
  };
  for (const row of rows as Iterable<Record<string, unknown>>) {
    if (!full) {
      columns = Object.keys(row);
      perStatement = Math.floor(PARAMETERS / columns.length);
      full = sqlite.prepare(insertSql(table, columns, perStatement, suffix));
    }
    for (const column of columns) params.push(row[column]);
    if (++count === perStatement) flush();
  }
  flush();
}

function insertSql(table: string, columns: readonly string[], rows: number, suffix: string): string {
  const tuple = `(${columns.map(() => '?').join(',')})`;
  return `INSERT INTO ${quote(table)} (${columns.map(quote).join(',')}) VALUES ${Array(rows).fill(tuple).join(',')} ${suffix}`;
}

/**
 * What the FTS insert trigger does a row, for every candidate after `last` at once, with a hash large enough
 * that the trigrams are written out in a few segments; the hash size is set back to the default after (FTS5
 * keeps it in its config table, so the value stays written there).
 */
function fillSearch(sqlite: SQLite.Database, last: number): void {
  const { fts, columns } = CANDIDATE_LISTED.search;
  const list = columns.map(quote).join(', ');
  const setHash = (bytes: number) =>
    sqlite.exec(`INSERT INTO ${quote(fts)}(${quote(fts)}, rank) VALUES ('hashsize', ${bytes})`);
  setHash(FTS_HASH_BYTES);
  sqlite
    .prepare(`INSERT INTO ${quote(fts)}(rowid, ${list}) SELECT id, ${list} FROM candidates WHERE id > ?`)
    .run(last);
  setHash(FTS_DEFAULT_HASH_BYTES);
}
