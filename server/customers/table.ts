import type { Generated, Selectable } from 'kysely';
import { listedBy004 } from '../db/list-indexes';
import type { VersionedColumns } from '../db/versions';

/** A customer: a company, with its users and vacancies. */
export interface CompanyTable extends VersionedColumns {
  company_uid: string;
  company_name: string;
  company_email: string;
  company_logo: string | null;
  folder_name: string;
  folder_id: string;
  created_at: string;
  /** The customer's own retention of candidates in days; null: the platform's CANDIDATE_RETENTION_DAYS. */
  retention_days: number | null;
  /** Whether rejecting its candidates needs a reason (issue 34, migration 024): 1 or 0. */
  rejection_reason_required: Generated<number>;
  /** Stored list keys (db/keys.ts). */
  company_name_key: string;
  company_email_key: string;
  folder_name_key: string;
  folder_id_key: string;
  company_name_fold: string;
  company_email_fold: string;
  folder_name_fold: string;
  folder_id_fold: string;
}

export type CompanyRow = Selectable<CompanyTable>;

declare module '../db/schema' {
  interface Database {
    companies: CompanyTable;
  }
}

/** Its lists' search and indexes, as migration 004 made them. */
export const COMPANY_LISTED = listedBy004('companies');
