import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';

/** The tables whose writes can change a list's count. */
export const COUNTED = ['companies', 'users', 'vacancies', 'candidates'];

/**
 * SQLite: a number that every row written to a listed table raises, in the writing transaction (triggers, so
 * that every writer counts, the seeding too); list counts are kept while it stays the same
 * (server/platform/counts.ts). SQLite has one writer at a time, so the number is never raised behind a
 * reader's back. On PostgreSQL one hot row would serialise writers: it is told of writes instead (006).
 */
export function listGeneration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      await db.schema
        .createTable('list_generation')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('value', 'integer', (c) => c.notNull())
        .execute();
      await sql`INSERT INTO list_generation (id, value) VALUES (1, 0)`.execute(db);
      for (const table of COUNTED) {
        for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
          await sql`CREATE TRIGGER ${sql.id(`${table}_${event.toLowerCase()}_list_generation`)}
            AFTER ${sql.raw(event)} ON ${sql.table(table)}
            BEGIN UPDATE list_generation SET value = value + 1 WHERE id = 1; END`.execute(db);
        }
      }
    },
  };
}
