import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 30: whether a stored file is still named by a row (server/db/media.ts' mediaInUse) is asked for every
 * file an erasure queues, a retention sweep's thousands among them: each column that may hold a stored file's
 * URL gets an index, so that the question is a lookup rather than a scan of the table (on SQLite a scan of
 * 100,000 candidates held the one connection, and every list, for tens of milliseconds per file). The columns
 * are written out as they are now: a migration reads no constant the code may change later.
 */
const MEDIA_COLUMNS_019 = [
  ['companies', 'company_logo'],
  ['vacancies', 'vacancy_thumbnail'],
  ['vacancies', 'vacancy_share_url'],
  ['candidates', 'candidate_thumbnail'],
  ['candidates', 'candidate_resume'],
  ['candidates', 'candidate_share_url'],
] as const;

export const mediaReferences: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, column] of MEDIA_COLUMNS_019) {
      await sql`CREATE INDEX ${sql.id(`${table}_${column}`)} ON ${sql.table(table)} (${sql.ref(column)})`.execute(
        db,
      );
    }
  },
};
