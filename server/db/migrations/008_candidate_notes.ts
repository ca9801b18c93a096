import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';

/**
 * Issue 11: notes on candidates. A note goes with its candidate (and so with its vacancy); it outlives its
 * author, whose name is kept in the row so that the note still says who wrote it.
 */
export function candidateNotes(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(engine, db.schema.createTable('candidate_notes'))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('candidate_id', 'integer', (c) =>
          c.notNull().references('candidates.id').onDelete('cascade'),
        )
        .addColumn('author_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('note_text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      // A candidate's notes, newest first, read off the index; it also serves the cascade from candidates.
      await sql`CREATE INDEX candidate_notes_candidate ON candidate_notes (candidate_id, id DESC)`.execute(
        db,
      );
      // A user's deletion sets their notes' author to null: without an index that is a scan of every note.
      await db.schema
        .createIndex('candidate_notes_author')
        .on('candidate_notes')
        .column('author_user_id')
        .execute();
    },
  };
}
