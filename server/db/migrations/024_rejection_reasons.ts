import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';
import { addListedTable } from './listed-table';

/** The platform-wide reasons a new installation starts with, [English, German], added once. */
export const DEFAULT_REJECTION_REASONS: readonly (readonly [string, string])[] = [
  ['Qualifications do not match', 'Qualifikation passt nicht'],
  ['Position already filled', 'Stelle bereits besetzt'],
  ['Candidate withdrew', 'Bewerbung zurückgezogen'],
  ['Salary expectations too high', 'Gehaltsvorstellung zu hoch'],
];

/**
 * Issue 34, item 4: rejection reasons. A reason has a name in English and in German; one without a company is
 * platform-wide, one with a company that company's (it goes with the company). English names are unique within
 * their company, or among the platform-wide ones (coalesce: a NULL company would make every row distinct).
 * A company says whether rejecting needs a reason (0/1, like interviews.candidate_invited). A candidate keeps the
 * reason it was rejected for; a reason still named by a candidate cannot be deleted (no cascade), and the delete's
 * check of that reads an index.
 */
export function rejectionReasons(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(engine, db.schema.createTable('rejection_reasons'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
        .addColumn('reason_name', 'text', (c) => c.notNull())
        .addColumn('reason_name_de', 'text', (c) => c.notNull())
        .execute();
      for (const [name, german] of DEFAULT_REJECTION_REASONS) {
        await sql`INSERT INTO rejection_reasons (uid, reason_name, reason_name_de)
          VALUES (${crypto.randomUUID()}, ${name}, ${german})`.execute(db);
      }
      await addListedTable(db, engine, {
        table: 'rejection_reasons',
        keyed: ['reason_name', 'reason_name_de'],
        folded: ['reason_name', 'reason_name_de'],
        fts: 'rejection_reason_search',
        indexes: {
          rejection_reasons_by_reason_name_key: ['reason_name_key', 'id'],
          rejection_reasons_by_reason_name_de_key: ['reason_name_de_key', 'id'],
        },
      });
      await sql`CREATE UNIQUE INDEX rejection_reasons_name_folded
        ON rejection_reasons (coalesce(company_id, 0), reason_name_fold)`.execute(db);
      await sql`CREATE INDEX rejection_reasons_company ON rejection_reasons (company_id)`.execute(db);
      await db.schema
        .alterTable('companies')
        .addColumn('rejection_reason_required', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable('candidates')
        .addColumn('rejection_reason_id', 'integer', (c) => c.references('rejection_reasons.id'))
        .execute();
      await sql`CREATE INDEX candidates_rejection_reason ON candidates (rejection_reason_id)`.execute(db);
    },
  };
}
