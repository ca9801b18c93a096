import { sql, type Kysely, type SqlBool } from 'kysely';
import type { TemplateItem } from '@contract/templates';
import type { Database } from '../db/schema';
import { platformOrOwn } from '../platform/shared-records';
import { foldFilters, orderings, type ListSpec } from '../platform/list-spec';
import { TEMPLATE_LISTED } from './table';

const text = TEMPLATE_LISTED.search;

/** The templates a company's users see: the platform's and their company's; a SubAdmin's scope (null) all. */
export const platformOrCompany = (scope: number | null) => platformOrOwn('email_templates.company_id', scope);

/** A template with its company's uid and name, within the scope. */
export const selectTemplates = (db: Kysely<Database>, scope: number | null) =>
  db
    .selectFrom('email_templates')
    .leftJoin('companies', 'companies.id', 'email_templates.company_id')
    .select([
      'email_templates.id',
      'email_templates.uid',
      'email_templates.version',
      'email_templates.company_id',
      'email_templates.template_name',
      'email_templates.subject_en',
      'email_templates.body_en',
      'email_templates.subject_de',
      'email_templates.body_de',
      'companies.company_uid',
      'companies.company_name',
    ])
    .where(platformOrCompany(scope));

export type TemplateRow = Awaited<ReturnType<ReturnType<typeof selectTemplates>['executeTakeFirstOrThrow']>>;

export const toTemplate = ({ company_uid, company_name, ...row }: TemplateRow): TemplateItem => ({
  uid: row.uid,
  template_name: row.template_name,
  company: company_uid !== null && company_name !== null ? { company_uid, company_name } : null,
  subject_en: row.subject_en,
  body_en: row.body_en,
  subject_de: row.subject_de,
  body_de: row.body_de,
});

/** By name unless asked otherwise; a search finds the name; a company's filter its own templates. */
export const templateListSpec: ListSpec = {
  text,
  filters: {
    ...foldFilters(text, { template_name__icontains: 'template_name_fold' }),
    company__company_uid: (uid) =>
      sql<SqlBool>`email_templates.company_id = (SELECT id FROM companies WHERE company_uid = ${uid})`,
  },
  search: text.columns,
  ...orderings('email_templates', ['template_name']),
  defaultOrdering: 'template_name',
};
