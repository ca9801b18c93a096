import { sql, type Kysely, type Migration } from 'kysely';

/** The tables whose records a screen edits, each row with a version (issue 29). */
const EDITED = ['users', 'companies', 'vacancies', 'candidates', 'candidate_notes', 'packages'];

/**
 * Issue 29: every record a screen edits carries a version, raised by each write that changes it, so that a
 * write made from a stale read (If-Match) can be refused instead of undoing a colleague's change. Existing
 * records start at 1, as new ones do.
 */
export const recordVersions: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of EDITED) {
      await sql`ALTER TABLE ${sql.table(table)} ADD COLUMN version INTEGER NOT NULL DEFAULT 1`.execute(db);
    }
  },
};
