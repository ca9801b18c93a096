import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../connect';
import { tableWithId } from './id-column';

/**
 * Issue 34: a template that goes out when a candidate enters a status, after a delay: a company's default
 * (vacancy null) or one vacancy's own, which takes its place for that vacancy. One rule per company, vacancy
 * and status. A mail such a rule queued names the status (`trigger_status`): leaving that status before the
 * mail went cancels it.
 */
export function stageAutomations(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await tableWithId(engine, db.schema.createTable('stage_automations'))
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('company_id', 'integer', (c) => c.notNull().references('companies.id').onDelete('cascade'))
        .addColumn('vacancy_id', 'integer', (c) => c.references('vacancies.id').onDelete('cascade'))
        .addColumn('candidate_status', 'text', (c) => c.notNull())
        .addColumn('template_id', 'integer', (c) =>
          c.notNull().references('email_templates.id').onDelete('cascade'),
        )
        .addColumn('delay_minutes', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await sql`CREATE UNIQUE INDEX stage_automations_rule
        ON stage_automations (company_id, COALESCE(vacancy_id, 0), candidate_status)`.execute(db);
      await sql`CREATE INDEX stage_automations_template ON stage_automations (template_id)`.execute(db);
      await sql`CREATE INDEX stage_automations_vacancy ON stage_automations (vacancy_id)`.execute(db);
      await db.schema.alterTable('mails').addColumn('trigger_status', 'text').execute();
      await sql`CREATE INDEX mails_triggered ON mails (candidate_id, state) WHERE trigger_status IS NOT NULL`.execute(
        db,
      );
    },
  };
}
