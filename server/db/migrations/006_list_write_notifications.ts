import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { COUNTED } from './005_list_generation';

/**
 * PostgreSQL: every statement that writes a listed table notifies channel list_write, which PostgreSQL
 * delivers once per transaction and only after it commits, to every server that listens
 * (db/list-writes.ts): kept list counts end there. Unlike a generation row (SQLite's, migration 005),
 * writers share no row to lock. SQLite keeps its generation.
 */
/** The channel: db/list-writes.ts listens to it. */
export const LIST_WRITE_CHANNEL = 'list_write';

export function listWriteNotifications(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'postgres') return;
      await sql`CREATE FUNCTION notify_list_write() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN PERFORM pg_notify('${sql.raw(LIST_WRITE_CHANNEL)}', ''); RETURN NULL; END $$`.execute(db);
      for (const table of COUNTED) {
        await sql`CREATE TRIGGER ${sql.id(`${table}_list_write`)}
          AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
          FOR EACH STATEMENT EXECUTE FUNCTION notify_list_write()`.execute(db);
      }
    },
  };
}
