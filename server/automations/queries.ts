import type { Kysely } from 'kysely';
import { automation, type Automation } from '@contract/automations';
import type { Database } from '../db/schema';

/** The rules with their company, vacancy and template, as the answers name them. */
export const selectAutomations = (db: Kysely<Database>) =>
  db
    .selectFrom('stage_automations')
    .innerJoin('companies', 'companies.id', 'stage_automations.company_id')
    .innerJoin('email_templates', 'email_templates.id', 'stage_automations.template_id')
    .leftJoin('vacancies', 'vacancies.id', 'stage_automations.vacancy_id')
    .select([
      'stage_automations.id',
      'stage_automations.uid',
      'stage_automations.company_id',
      'stage_automations.candidate_status',
      'stage_automations.delay_minutes',
      'companies.company_uid',
      'companies.company_name',
      'vacancies.uid as vacancy_uid',
      'vacancies.vacancy_title',
      'email_templates.uid as template_uid',
      'email_templates.template_name',
    ]);

type AutomationRow = Awaited<ReturnType<ReturnType<typeof selectAutomations>['executeTakeFirstOrThrow']>>;

export const toAutomation = (row: AutomationRow): Automation =>
  automation.parse({
    uid: row.uid,
    company: { company_uid: row.company_uid, company_name: row.company_name },
    vacancy:
      row.vacancy_uid !== null && row.vacancy_title !== null
        ? { uid: row.vacancy_uid, vacancy_title: row.vacancy_title }
        : null,
    candidate_status: row.candidate_status,
    template: { uid: row.template_uid, template_name: row.template_name },
    delay_minutes: row.delay_minutes,
  });
