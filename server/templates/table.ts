import type { ListedTable } from '../db/list-indexes';
import { deriver } from '../db/keys';
import type { VersionedColumns } from '../db/versions';

/** A mail template (issue 34, migration 026): the platform's (company null) or a company's. */
export interface EmailTemplateTable extends VersionedColumns {
  uid: string;
  company_id: number | null;
  template_name: string;
  template_name_key: string;
  template_name_fold: string;
  subject_en: string;
  body_en: string;
  subject_de: string;
  body_de: string;
  created_at: string;
  updated_at: string;
}

declare module '../db/schema' {
  interface Database {
    email_templates: EmailTemplateTable;
  }
}

/** The stored sort key and fold of a template's name (migration 026). */
export const templateKeys = deriver(['template_name'], ['template_name']);

/** Lists search the name and order by it, within the platform's and a company's templates. */
export const TEMPLATE_LISTED: ListedTable = {
  search: { table: 'email_templates', fts: 'email_template_search', columns: ['template_name_fold'] },
  indexes: [
    ['email_templates_by_template_name_key', 'email_templates', ['template_name_key', 'id']],
    ['email_templates_by_company', 'email_templates', ['company_id', 'template_name_key', 'id']],
  ],
};
