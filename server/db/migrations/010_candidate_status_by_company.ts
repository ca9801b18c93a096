import type { Kysely, Migration } from 'kysely';

/**
 * Issue 12: the dashboard's candidates per status for one company. The list indexes lead with company_id but
 * none carries the status, so counting a company's statuses read each of its candidates from the table (a
 * bitmap heap scan on PostgreSQL, a table lookup per row on SQLite); with this index it is an index-only read.
 */
export const candidateStatusByCompany: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('candidates_company_id_candidate_status')
      .on('candidates')
      .columns(['company_id', 'candidate_status'])
      .execute();
  },
};
