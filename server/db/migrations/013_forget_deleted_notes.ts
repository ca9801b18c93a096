import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 27: a deleted note leaves no text in the history. Entries of notes deleted before (by their author, or
 * with their candidate's vacancy) keep who added, edited and deleted the note and when, no longer its text.
 */
export const forgetDeletedNotes: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`UPDATE history SET changes = '[]'
      WHERE kind = 'note' AND changes <> '[]'
        AND NOT EXISTS (SELECT 1 FROM candidate_notes WHERE candidate_notes.uid = history.record_uid)`.execute(
      db,
    );
  },
};
