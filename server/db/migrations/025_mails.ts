import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';

/**
 * Issue 34: the outgoing mails, each a row from its queueing to its end (sent, failed or cancelled), written in
 * the transaction of what it tells of (an interview's change), so that it is sent exactly when that commits. The
 * row is the local queue's job on SQLite; on PostgreSQL pg-boss carries a job per row (its own schema, which
 * pg-boss makes and migrates itself). A mail about a candidate goes with the candidate (an erasure takes it: it
 * holds their name and address); its sender's name is kept for when the user is deleted.
 */
export function mails(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(engine, db.schema.createTable('mails'))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('to_address', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('calendar_method', 'text')
        .addColumn('calendar_content', 'text')
        .addColumn('candidate_id', 'integer', (c) => c.references('candidates.id').onDelete('cascade'))
        .addColumn('sender_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('sender_name', 'text')
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('send_at', 'text', (c) => c.notNull())
        .addColumn('claimed_at', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // The local queue reads the due mails; the queue's view a state's newest; a candidate's timeline theirs.
      await sql`CREATE INDEX mails_due ON mails (state, send_at, id)`.execute(db);
      await sql`CREATE INDEX mails_by_state ON mails (state, created_at, id)`.execute(db);
      await sql`CREATE INDEX mails_candidate ON mails (candidate_id, created_at)`.execute(db);
      await sql`CREATE INDEX mails_sender ON mails (sender_user_id)`.execute(db);
    },
  };
}
