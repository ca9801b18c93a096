import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import pino from 'pino';
import { openDatabase, type Db } from '../../../server/db/connect';
import { initialSchema } from '../../../server/db/migrations/001_initial';
import { sortKeyFunction } from '../../../server/db/migrations/002_sort_key';
import { revokedTokens } from '../../../server/db/migrations/003_revoked_tokens';
import type { Store } from '../harness';
import type { ListRecords } from './records';
import { insertOriginal, type Schema003 } from './write';

/**
 * A database as the previous main (before migration 004) left it: its migrations (its server/db/migrate.ts
 * ran 001–003) and rows written the way its code wrote them, with the original columns only.
 */

export type Row = Record<string, unknown>;

/** Each table's rows, every column, in key order. */
export type Snapshot = Record<string, Row[]>;

/** The tables the previous main had, and the key each is read in the order of. */
export const TABLES: Record<keyof Schema003, readonly string[]> = {
  companies: ['id'],
  users: ['id'],
  packages: ['id'],
  vacancies: ['id'],
  vacancy_packages: ['vacancy_id', 'package_id'],
  candidates: ['id'],
  revoked_tokens: ['jti'],
};

/** The rows of a table, the given columns or all of them. */
export async function readTable(
  db: Kysely<unknown>,
  table: string,
  columns?: readonly string[],
): Promise<Row[]> {
  const selected = columns ? sql.join(columns.map((column) => sql.ref(column))) : sql`*`;
  const order = sql.join((TABLES[table as keyof Schema003] ?? ['id']).map((column) => sql.ref(column)));
  const { rows } = await sql<Row>`SELECT ${selected} FROM ${sql.table(table)} ORDER BY ${order}`.execute(db);
  return rows;
}

/** Every table of the previous main's schema: the columns of `like` (the previous main's), or all. */
export async function snapshot(db: Kysely<unknown>, like?: Snapshot): Promise<Snapshot> {
  const tables: Snapshot = {};
  for (const table of Object.keys(TABLES)) {
    const columns = like ? Object.keys(like[table]?.[0] ?? {}) : undefined;
    tables[table] = await readTable(db, table, columns);
  }
  return tables;
}

/** A token signed out before the upgrade: still signed out after it. */
export const SIGNED_OUT = { jti: 'signed-out-before', expires_at: '2099-01-01T00:00:00.000Z' };

export async function migrateTo003(db: Db): Promise<void> {
  const migrations: Record<string, Migration> = {
    '001_initial': initialSchema(db.engine),
    '002_sort_key': sortKeyFunction(db.engine),
    '003_revoked_tokens': revokedTokens,
  };
  const provider = { getMigrations: async () => migrations };
  const { error } = await new Migrator({ db: db.kysely, provider }).migrateTo('003_revoked_tokens');
  if (error) throw error;
}

/**
 * Writes the previous main's database into `store`: its installation (the given rows of the administration
 * company, the administrator and the package catalogue, as its bootstrap wrote them), then the records and
 * a signed-out token. Answers what it holds.
 */
export async function writePreviousMain(
  store: Store,
  installation: { companies: Row[]; users: Row[]; packages: Row[] },
  records: ListRecords,
): Promise<Snapshot> {
  const db = openDatabase({
    databaseUrl: store.databaseUrl,
    dataDir: store.dataDir,
    log: pino({ level: 'silent' }),
  });
  try {
    await migrateTo003(db);
    const old = db.kysely as unknown as Kysely<Schema003>;
    const unkeyed = db.kysely as unknown as Kysely<unknown>;
    // Its ids come from the database, as the previous bootstrap's did.
    for (const [table, rows] of Object.entries(installation)) {
      for (const { id: _id, ...row } of rows) {
        const columns = Object.keys(row);
        await sql`INSERT INTO ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
          VALUES (${sql.join(columns.map((c) => row[c]))})`.execute(unkeyed);
      }
    }
    await insertOriginal(old, records);
    await old.insertInto('revoked_tokens').values(SIGNED_OUT).execute();
    return await snapshot(unkeyed);
  } finally {
    await db.close();
  }
}
