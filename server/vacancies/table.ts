import type { Generated, Selectable } from 'kysely';
import type { ActiveState } from '@contract/domain';
import { listedBy004 } from '../db/list-indexes';
import type { VersionedColumns } from '../db/versions';

export interface VacancyTable extends VersionedColumns {
  uid: string;
  vacancy_title: string;
  vacancy_description: string;
  vacancy_tag: string;
  vacancy_quota: number;
  vacancy_start_date: string;
  vacancy_due_date: string;
  vacancy_status: ActiveState;
  vacancy_form_id: string;
  vacancy_thumbnail: string | null;
  vacancy_share_url: string | null;
  company_id: number;
  created_by_id: number | null;
  modified_by_id: number | null;
  created_at: string;
  /** Its scorecards' criteria, a JSON array of names (migration 023). */
  scorecard_criteria: Generated<string>;
  /** Stored list keys (db/keys.ts), the company's copied from it. */
  vacancy_title_key: string;
  vacancy_title_fold: string;
  vacancy_tag_fold: string;
  company_name_key: string;
  company_name_fold: string;
}

export type VacancyRow = Selectable<VacancyTable>;

/** The packages a vacancy booked: written with the vacancy, gone with it (a booked package is not deleted). */
export interface VacancyPackageTable {
  vacancy_id: number;
  package_id: number;
}

declare module '../db/schema' {
  interface Database {
    vacancies: VacancyTable;
    vacancy_packages: VacancyPackageTable;
  }
}

/** Its lists' search and indexes, as migration 004 made them. */
export const VACANCY_LISTED = listedBy004('vacancies');
