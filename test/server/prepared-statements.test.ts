import os from 'node:os';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/connect';
import { KEPT_STATEMENTS } from '../../server/db/prepared-statements';
import type { Database } from '../../server/db/schema';
import { createPgDatabase, PG_URL } from './databases';

/**
 * Issue 32, item 2: on PostgreSQL the server's queries go as named prepared statements, kept per connection.
 * They answer as before when a table changes shape under them and when the server ends a connection, and a
 * connection keeps no more than KEPT_STATEMENTS of them.
 */

/** The test's own tables, which the server's schema does not know. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

describe.skipIf(!PG_URL)('prepared statements [postgres]', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  let db: Db;
  const loose = () => db.kysely as unknown as Loose;

  beforeAll(async () => {
    database = await createPgDatabase();
    db = openDatabase({ databaseUrl: database.url, dataDir: os.tmpdir(), log: pino({ level: 'silent' }) });
    await sql`CREATE TABLE shapes (a integer)`.execute(db.kysely);
    await sql`INSERT INTO shapes VALUES (1), (2)`.execute(db.kysely);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  /** The statements prepared on `connection`. */
  const prepared = (connection: Kysely<Database>) =>
    sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(connection);

  it('prepares a query once per connection and runs it again by name', async () => {
    await db.kysely.connection().execute(async (connection) => {
      const read = () => (connection as unknown as Loose).selectFrom('shapes').select('a').where('a', '=', 2);
      for (let run = 0; run < 3; run++) expect(await read().execute()).toEqual([{ a: 2 }]);
      const { rows } = await prepared(connection);
      expect(rows.filter((row) => row.statement === read().compile().sql)).toHaveLength(1);
    });
  });

  it('answers with the new columns after a table changes shape under a kept statement', async () => {
    await db.kysely.connection().execute(async (connection) => {
      const read = () =>
        (connection as unknown as Loose).selectFrom('shapes').selectAll().where('a', '=', 1).execute();
      expect(await read()).toEqual([{ a: 1 }]);
      await sql`ALTER TABLE shapes ADD COLUMN b text DEFAULT 'new'`.execute(connection);
      expect(await read()).toEqual([{ a: 1, b: 'new' }]);
    });
  });

  it('answers again after the server ends its connections', async () => {
    const read = () => loose().selectFrom('shapes').select('a').where('a', '>', 0).orderBy('a').execute();
    expect(await read()).toEqual([{ a: 1 }, { a: 2 }]);
    const operator = new pg.Client({ connectionString: database.url });
    await operator.connect();
    await operator.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    await operator.end();
    // A connection ended while idle in the pool fails the call that finds it, until the pool has heard of its end
    // (as before): each idle one may fail a call once, then they are new.
    await expect
      .poll(() => read().catch((error: Error) => error.message), { timeout: 10_000 })
      .toEqual([{ a: 1 }, { a: 2 }]);
  });

  it('keeps no more than KEPT_STATEMENTS on a connection, and forgets one refused before it was prepared', async () => {
    await db.kysely.connection().execute(async (connection) => {
      const missing = (connection as unknown as Loose).selectFrom('not_yet').selectAll().where('a', '=', 1);
      await expect(missing.execute()).rejects.toThrow(/not_yet/);
      for (let shape = 0; shape < KEPT_STATEMENTS + 60; shape++) {
        const { rows } = await sql<{ n: number }>`SELECT ${sql.raw(String(shape))} + ${1}::int AS n`.execute(
          connection,
        );
        expect(rows).toEqual([{ n: shape + 1 }]);
      }
      expect((await prepared(connection)).rows.length).toBeLessThanOrEqual(KEPT_STATEMENTS);
    });
  });
});
