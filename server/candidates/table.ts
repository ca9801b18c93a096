import type { Generated, Selectable } from 'kysely';
import type { ActiveState, CandidateStatus } from '@contract/domain';
import type { Language } from '@contract/languages';
import { listedBy004 } from '../db/list-indexes';
import type { VersionedColumns } from '../db/versions';

export interface CandidateTable extends VersionedColumns {
  uid: string;
  candidate_name: string;
  candidate_email: string;
  candidate_phone_number: string;
  candidate_status: CandidateStatus;
  is_candidate_active: ActiveState;
  candidate_thumbnail: string | null;
  candidate_resume: string | null;
  candidate_file_name: string | null;
  candidate_share_url: string | null;
  vacancy_id: number;
  created_at: string;
  /** The language the candidate's mails are written in (migration 026): German unless set. */
  candidate_language: Generated<Language>;
  /** Why it was rejected (issue 34, migration 024): a reason's id while the status is Rejected, else null. */
  rejection_reason_id: number | null;
  /**
   * When the candidate's own fields last changed (migration 018's triggers keep it; a new row starts at created_at):
   * retention counts from it.
   */
  changed_at: Generated<string>;
  /** Stored list keys (db/keys.ts); the vacancy's title and company copied from it. */
  candidate_name_key: string;
  candidate_email_key: string;
  candidate_name_fold: string;
  candidate_email_fold: string;
  candidate_phone_number_fold: string;
  company_id: number;
  vacancy_title_key: string;
  vacancy_title_fold: string;
  company_name_key: string;
  company_name_fold: string;
}

export type CandidateRow = Selectable<CandidateTable>;

declare module '../db/schema' {
  interface Database {
    candidates: CandidateTable;
  }
}

/** Its lists' search and indexes, as migration 004 made them. */
export const CANDIDATE_LISTED = listedBy004('candidates');
