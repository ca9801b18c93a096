import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { foldCase, sortKey } from './frozen-folds';
import { tableWithId } from './id-column';
import { addListedTable } from './listed-table';

/** The platform's templates a new installation starts with, in both languages; they can be changed or deleted. */
const DEFAULT_TEMPLATES = [
  {
    name: 'Interview invitation',
    subject_en: 'Interview for {{vacancy_title}}',
    body_en:
      'Dear {{candidate_name}},\n\nwe would be glad to meet you for an interview about the position of ' +
      '{{vacancy_title}} on {{interview_time}}.\n\nPlease let us know if this time does not suit you.\n\n' +
      'Kind regards\n{{company}}',
    subject_de: 'Vorstellungsgespräch: {{vacancy_title}}',
    body_de:
      'Guten Tag {{candidate_name}},\n\ngerne möchten wir Sie am {{interview_time}} zu einem Gespräch über die ' +
      'Stelle {{vacancy_title}} einladen.\n\nBitte geben Sie uns Bescheid, falls Ihnen dieser Termin nicht ' +
      'passt.\n\nMit freundlichen Grüßen\n{{company}}',
  },
  {
    name: 'Rejection',
    subject_en: 'Your application as {{vacancy_title}}',
    body_en:
      'Dear {{candidate_name}},\n\nthank you for your interest in the position of {{vacancy_title}} and for ' +
      'the time you took to apply. After careful consideration, we have decided not to take your application ' +
      'further.\n\nWe wish you every success in your search.\n\nKind regards\n{{company}}',
    subject_de: 'Ihre Bewerbung als {{vacancy_title}}',
    body_de:
      'Guten Tag {{candidate_name}},\n\nvielen Dank für Ihr Interesse an der Stelle {{vacancy_title}} und die ' +
      'Zeit, die Sie sich für Ihre Bewerbung genommen haben. Nach sorgfältiger Prüfung haben wir uns ' +
      'entschieden, Ihre Bewerbung nicht weiter zu berücksichtigen.\n\nWir wünschen Ihnen für Ihre weitere ' +
      'Suche viel Erfolg.\n\nMit freundlichen Grüßen\n{{company}}',
  },
];

/**
 * Issue 34: mail templates, each in English and German; one without a company is the platform's (SubAdmins
 * manage those), one with a company is that company's (its CustomerAdmins manage it, and it goes with the
 * company). A listed table, searched and ordered by name like the others, starting with the platform's
 * DEFAULT_TEMPLATES. Candidates gain the language their mails are written in: German until someone says
 * otherwise (vacancies carry no language).
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
      const now = new Date().toISOString();
      for (const { name, ...texts } of DEFAULT_TEMPLATES) {
        await sql`INSERT INTO email_templates (uid, template_name, template_name_key, template_name_fold,
          subject_en, body_en, subject_de, body_de, created_at, updated_at)
          VALUES (${crypto.randomUUID()}, ${name}, ${sortKey(name)}, ${foldCase(name)}, ${texts.subject_en},
          ${texts.body_en}, ${texts.subject_de}, ${texts.body_de}, ${now}, ${now})`.execute(db);
      }
      await db.schema
        .alterTable('candidates')
        .addColumn('candidate_language', 'text', (c) => c.notNull().defaultTo('german'))
        .execute();
    },
  };
}
