import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';
import { addListedTable } from './listed-table';

/**
 * Issue 34: mail templates, each in English and German; one without a company is the platform's (SubAdmins
 * manage those), one with a company is that company's (its CustomerAdmins manage it, and it goes with the
 * company). A listed table, searched and ordered by name like the others. Candidates gain the language their
 * mails are written in: German until someone says otherwise (vacancies carry no language).
 */
export function emailTemplates(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(engine, db.schema.createTable('email_templates'))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('company_id', 'integer', (c) => c.references('companies.id').onDelete('cascade'))
        .addColumn('template_name', 'text', (c) => c.notNull())
        .addColumn('subject_en', 'text', (c) => c.notNull())
        .addColumn('body_en', 'text', (c) => c.notNull())
        .addColumn('subject_de', 'text', (c) => c.notNull())
        .addColumn('body_de', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await addListedTable(db, engine, {
        table: 'email_templates',
        keyed: ['template_name'],
        folded: ['template_name'],
        fts: 'email_template_search',
        indexes: {
          email_templates_by_template_name_key: ['template_name_key', 'id'],
          email_templates_by_company: ['company_id', 'template_name_key', 'id'],
        },
      });
      await db.schema
        .alterTable('candidates')
        .addColumn('candidate_language', 'text', (c) => c.notNull().defaultTo('german'))
        .execute();
    },
  };
}
