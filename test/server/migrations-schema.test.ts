import { sql, type Kysely } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/connect';
import { SORT_KEY_FROM, sortKey } from '../../server/db/fold';
import {
  candidateKeys,
  companyCopies,
  companyKeys,
  userKeys,
  vacancyCopies,
  vacancyKeys,
} from '../../server/db/keys';
import { migrate } from '../../server/db/migrate';
import { SEARCH_COVERING_INDEX_021 } from '../../server/db/migrations/021_sqlite_search_covering_index';
import { addListedTable } from '../../server/db/migrations/listed-table';
import { packageKeys } from '../../server/packages/table';
import { LIST_INDEXES, SEARCH_TABLES } from './declared';
import { emptyStore, ENGINES, type Store } from './harness';

/**
 * Issue 28: the migrations are frozen (they read none of the app's code), so nothing ties them to what the
 * app's live declarations expect but this test. A fresh database built by the migrations alone must hold every
 * stored key column the writes derive (db/keys.ts), every list index with its columns and every search table
 * (each resource's table.ts), and the count triggers of every listed table. A declaration changed without a
 * migration fails here.
 */

/** Any row: every field the empty text (the derivers only name their columns here). */
const anyRow = new Proxy({}, { get: () => '' }) as Record<string, string>;

/** The stored columns each listed table's writes derive, from the live derivers, as the app writes them. */
const DERIVED: Record<string, string[]> = {
  companies: Object.keys(companyKeys(anyRow as Parameters<typeof companyKeys>[0])),
  users: Object.keys({
    ...userKeys(anyRow as Parameters<typeof userKeys>[0]),
    ...companyCopies(anyRow as Parameters<typeof companyCopies>[0]),
  }),
  vacancies: Object.keys({
    ...vacancyKeys(anyRow as Parameters<typeof vacancyKeys>[0]),
    ...companyCopies(anyRow as Parameters<typeof companyCopies>[0]),
  }),
  candidates: Object.keys({
    ...candidateKeys(anyRow as Parameters<typeof candidateKeys>[0]),
    ...vacancyCopies({ vacancy_title: '', company_id: 0, company_name: '' }),
  }),
  packages: Object.keys(packageKeys(anyRow as Parameters<typeof packageKeys>[0])),
};

const LISTED = SEARCH_TABLES.map(({ table }) => table);

/** What a fresh database holds, read the engine's way. */
interface Catalog {
  columns(table: string): Promise<string[]>;
  /** The index's table, its key columns in order and its included ones (PostgreSQL); undefined when missing. */
  index(name: string): Promise<{ table: string; key: string[]; included: string[] } | undefined>;
  /** The write events (INSERT, UPDATE, DELETE) of the table that mark its lists' counts stale. */
  countedEvents(table: string): Promise<string[]>;
}

function sqliteCatalog(db: Kysely<unknown>): Catalog {
  return {
    async columns(table) {
      const { rows } = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
      return rows.map((row) => row.name);
    },
    async index(name) {
      const { rows } = await sql<{ tbl_name: string }>`
        SELECT tbl_name FROM sqlite_master WHERE type = 'index' AND name = ${name}`.execute(db);
      if (!rows[0]) return undefined;
      const columns = await sql<{ name: string }>`
        SELECT name FROM pragma_index_info(${name}) ORDER BY seqno`.execute(db);
      return { table: rows[0].tbl_name, key: columns.rows.map((row) => row.name), included: [] };
    },
    async countedEvents(table) {
      const { rows } = await sql<{ sql: string }>`
        SELECT sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ${table}`.execute(db);
      return rows
        .filter((row) => /UPDATE list_generation SET value = value \+ 1/.test(row.sql))
        .map((row) => /AFTER (INSERT|UPDATE|DELETE) ON/.exec(row.sql)?.[1] ?? '');
    },
  };
}

function postgresCatalog(db: Kysely<unknown>): Catalog {
  return {
    async columns(table) {
      const { rows } = await sql<{ column_name: string }>`
        SELECT column_name FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
      return rows.map((row) => row.column_name);
    },
    async index(name) {
      const { rows } = await sql<{ table: string; key: string[]; included: string[] }>`
        SELECT t.relname AS table,
          ARRAY(SELECT pg_get_indexdef(x.indexrelid, k, true) FROM generate_series(1, x.indnkeyatts) AS k
            ORDER BY k) AS key,
          ARRAY(SELECT pg_get_indexdef(x.indexrelid, k, true)
            FROM generate_series(x.indnkeyatts + 1, x.indnatts) AS k ORDER BY k) AS included
        FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE i.relname = ${name} AND i.relnamespace = current_schema()::regnamespace`.execute(db);
      return rows[0];
    },
    async countedEvents(table) {
      const { rows } = await sql<{ event_manipulation: string }>`
        SELECT event_manipulation FROM information_schema.triggers
        WHERE event_object_schema = current_schema() AND event_object_table = ${table}
          AND action_statement = 'EXECUTE FUNCTION notify_list_write()'`.execute(db);
      return rows.map((row) => row.event_manipulation);
    },
  };
}

for (const engine of ENGINES) {
  describe(`a database built by the migrations alone [${engine}]`, () => {
    let store: Store | undefined;
    let db: Db | undefined;
    let catalog: Catalog;
    const kysely = () => {
      if (!db) throw new Error('database not opened');
      return db.kysely as Kysely<unknown>;
    };

    beforeAll(async () => {
      store = await emptyStore(engine);
      db = openDatabase({
        databaseUrl: store.databaseUrl,
        dataDir: store.dataDir,
        log: pino({ level: 'silent' }),
      });
      await migrate(db);
      catalog = engine === 'postgres' ? postgresCatalog(kysely()) : sqliteCatalog(kysely());
    });

    afterAll(async () => {
      await db?.close();
      await store?.drop();
    });

    it.each(Object.entries(DERIVED))(
      '%s holds every stored key column its writes derive',
      async (table, derived) => {
        expect(derived.length).toBeGreaterThan(0);
        expect(await catalog.columns(table)).toEqual(expect.arrayContaining(derived));
      },
    );

    it.each(LIST_INDEXES.map(([name, table, columns]) => [name, table, columns] as const))(
      'has the list index %s on %s with its columns',
      async (name, table, columns) => {
        const index = await catalog.index(name);
        expect(index?.table).toBe(table);
        // Its key columns, then those it carries: migration 009 rebuilt the candidates' default ordering index
        // on PostgreSQL as (candidate_name_key, id) carrying created_at and more, 021 on SQLite with them as
        // trailing key columns.
        const carrying =
          name === SEARCH_COVERING_INDEX_021.name ? SEARCH_COVERING_INDEX_021.columns : columns;
        expect([...(index?.key ?? []), ...(index?.included ?? [])].slice(0, columns.length)).toEqual(columns);
        expect(index?.key.length).toBeLessThanOrEqual(carrying.length);
      },
    );

    it.each(SEARCH_TABLES.map((search) => [search.table, search] as const))(
      'searches %s over its folded columns',
      async (_table, search) => {
        expect(await catalog.columns(search.table)).toEqual(expect.arrayContaining([...search.columns]));
        if (engine === 'sqlite') {
          expect(await catalog.columns(search.fts)).toEqual([...search.columns]);
          await expectSqliteSearchTriggers(kysely(), search.table, search.fts);
        } else {
          for (const column of search.columns) {
            const { rows } = await sql<{ definition: string }>`
              SELECT pg_get_indexdef(${`${search.table}_${column}_trgm`}::regclass) AS definition`.execute(
              kysely(),
            );
            expect(rows[0]?.definition).toContain(
              `ON public.${search.table} USING gin (${column} gin_trgm_ops)`,
            );
          }
        }
      },
    );

    it.each(LISTED)('marks the counts of the %s lists stale at every write', async (table) => {
      expect((await catalog.countedEvents(table)).sort()).toEqual(['DELETE', 'INSERT', 'UPDATE']);
    });

    if (engine === 'postgres') {
      it('orders the list indexes’ text columns byte by byte', async () => {
        for (const [, table, columns] of LIST_INDEXES) {
          const { rows } = await sql<{ column_name: string; collation_name: string | null }>`
            SELECT column_name, collation_name FROM information_schema.columns
            WHERE table_schema = current_schema() AND table_name = ${table} AND data_type = 'text'
              AND column_name IN (${sql.join(columns)})`.execute(kysely());
          for (const row of rows) expect(row).toEqual({ column_name: row.column_name, collation_name: 'C' });
        }
      });

      it('sorts with sortkey() as the app’s sortKey does', async () => {
        const letters = [...`${SORT_KEY_FROM}aZ ßŁ`];
        const { rows } = await sql<{ key: string }>`
          SELECT sortkey(letter) AS key FROM unnest(${letters}::text[]) WITH ORDINALITY AS l(letter, n)
          ORDER BY n`.execute(kysely());
        expect(rows.map((row) => row.key)).toEqual(letters.map(sortKey));
      });
    }
  });
}

for (const engine of ENGINES) {
  describe(`a table a later migration lists with addListedTable [${engine}]`, () => {
    let store: Store | undefined;
    let db: Db | undefined;
    let catalog: Catalog;
    const kysely = () => {
      if (!db) throw new Error('database not opened');
      return db.kysely as Kysely<unknown>;
    };
    const add = (name: string) => sql`INSERT INTO gadgets (gadget_name) VALUES (${name})`.execute(kysely());

    beforeAll(async () => {
      store = await emptyStore(engine);
      db = openDatabase({
        databaseUrl: store.databaseUrl,
        dataDir: store.dataDir,
        log: pino({ level: 'silent' }),
      });
      await migrate(db);
      const id = engine === 'postgres' ? sql`serial PRIMARY KEY` : sql`INTEGER PRIMARY KEY`;
      await sql`CREATE TABLE gadgets (id ${id}, gadget_name text NOT NULL)`.execute(kysely());
      await add('Özdemir Werkzeug');
      await addListedTable(kysely(), engine, {
        table: 'gadgets',
        keyed: ['gadget_name'],
        folded: ['gadget_name'],
        fts: 'gadget_search',
        indexes: { gadgets_by_gadget_name_key: ['gadget_name_key', 'id'] },
      });
      catalog = engine === 'postgres' ? postgresCatalog(kysely()) : sqliteCatalog(kysely());
    });

    afterAll(async () => {
      await db?.close();
      await store?.drop();
    });

    it('fills the keys of the rows it held, and has its index', async () => {
      const { rows } = await sql`SELECT gadget_name_key, gadget_name_fold FROM gadgets`.execute(kysely());
      expect(rows).toEqual([{ gadget_name_key: 'ozdemir werkzeug', gadget_name_fold: 'özdemir werkzeug' }]);
      expect(await catalog.index('gadgets_by_gadget_name_key')).toEqual({
        table: 'gadgets',
        key: ['gadget_name_key', 'id'],
        included: [],
      });
    });

    it('searches the rows it held and those written after, and follows an update', async () => {
      // Written as the app writes a listed row: its folds with it.
      await sql`INSERT INTO gadgets (gadget_name, gadget_name_fold) VALUES ('Kühn Özdemir', 'kühn özdemir')`.execute(
        kysely(),
      );
      const found = async () => {
        const query =
          engine === 'sqlite'
            ? sql<{
                id: number;
              }>`SELECT rowid AS id FROM gadget_search WHERE gadget_search MATCH '"zdem"' ORDER BY rowid`
            : sql<{ id: number }>`SELECT id FROM gadgets WHERE gadget_name_fold LIKE '%zdem%' ORDER BY id`;
        return (await query.execute(kysely())).rows.map((row) => Number(row.id));
      };
      expect(await found()).toEqual([1, 2]);
      await sql`UPDATE gadgets SET gadget_name = 'Bohrer', gadget_name_fold = 'bohrer' WHERE id = 1`.execute(
        kysely(),
      );
      expect(await found()).toEqual([2]);
      if (engine === 'postgres') {
        const { rows } = await sql<{ definition: string }>`
          SELECT pg_get_indexdef('gadgets_gadget_name_fold_trgm'::regclass) AS definition`.execute(kysely());
        expect(rows[0]?.definition).toContain('USING gin (gadget_name_fold gin_trgm_ops)');
      }
    });

    it('marks list counts stale at every write', async () => {
      expect((await catalog.countedEvents('gadgets')).sort()).toEqual(['DELETE', 'INSERT', 'UPDATE']);
    });
  });
}

/** SQLite's FTS5 table follows its listed table's inserts, deletes and updates of the searched columns. */
async function expectSqliteSearchTriggers(db: Kysely<unknown>, table: string, fts: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ${table} AND sql LIKE ${`%INSERT INTO "${fts}"%`}
    ORDER BY name`.execute(db);
  expect(rows.map((row) => row.name)).toEqual([`${fts}_delete`, `${fts}_insert`, `${fts}_update`]);
}
