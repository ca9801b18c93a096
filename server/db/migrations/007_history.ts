import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';

/**
 * Issue 11: the history of every change. Rows refer to their record, its company and their actor by kept
 * values, never by foreign keys, so that they outlive all three (a SubAdmin reads what a deleted record was).
 */
export function history(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(engine, db.schema.createTable('history'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject_uid', 'text', (c) => c.notNull())
        .addColumn('record_uid', 'text', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('actor_user_id', 'integer')
        .addColumn('actor_uid', 'text')
        .addColumn('actor_name', 'text')
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // A timeline's page, newest first, read off the index; the company is checked on its few rows.
      await sql`CREATE INDEX history_subject ON history (kind, subject_uid, id DESC)`.execute(db);
    },
  };
}
