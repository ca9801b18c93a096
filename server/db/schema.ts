import type { Generated, Insertable, Selectable } from 'kysely';
import type {
  ActiveState,
  CandidateStatus,
  HistoryAction,
  HistoryKind,
  UserRole,
  UserStatus,
} from '@contract/domain';

/** Tables. Dates are ISO text (YYYY-MM-DD, timestamps in full ISO) on both databases. */
export interface CompanyTable {
  id: Generated<number>;
  company_uid: string;
  company_name: string;
  company_email: string;
  company_logo: string | null;
  folder_name: string;
  folder_id: string;
  created_at: string;
  /** Stored list keys (db/keys.ts). */
  company_name_key: string;
  company_email_key: string;
  folder_name_key: string;
  folder_id_key: string;
  company_name_fold: string;
  company_email_fold: string;
  folder_name_fold: string;
  folder_id_fold: string;
  /** Raised by every write that changes the record (db/versions.ts): its ETag. */
  version: Generated<number>;
}

export interface UserTable {
  id: Generated<number>;
  user_uid: string;
  full_name: string;
  email: string;
  username: string;
  password_hash: string;
  user_role: UserRole;
  status: UserStatus;
  company_id: number;
  last_login: string | null;
  /** Raised on a password change or rejection: tokens carrying an older value stop working. */
  session_version: Generated<number>;
  created_at: string;
  /** Stored list keys (db/keys.ts), the company's copied from it. */
  full_name_key: string;
  email_key: string;
  full_name_fold: string;
  email_fold: string;
  user_role_fold: string;
  company_name_key: string;
  company_name_fold: string;
  /** Raised by every write that changes the record (db/versions.ts): its ETag. */
  version: Generated<number>;
}

export interface PackageTable {
  id: Generated<number>;
  uid: string;
  package_name: string;
  package_name_key: string;
  package_name_fold: string;
  /** Raised by every write that changes the record (db/versions.ts): its ETag. */
  version: Generated<number>;
}

export interface VacancyTable {
  id: Generated<number>;
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
  /** Stored list keys (db/keys.ts), the company's copied from it. */
  vacancy_title_key: string;
  vacancy_title_fold: string;
  vacancy_tag_fold: string;
  company_name_key: string;
  company_name_fold: string;
  /** Raised by every write that changes the record (db/versions.ts): its ETag. */
  version: Generated<number>;
}

export interface VacancyPackageTable {
  vacancy_id: number;
  package_id: number;
}

export interface CandidateTable {
  id: Generated<number>;
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
  /** Raised by every write that changes the record (db/versions.ts): its ETag. */
  version: Generated<number>;
}

/** A note on a candidate (issue 11); the author's name is kept for when the user is deleted. */
interface CandidateNoteTable {
  id: Generated<number>;
  uid: string;
  candidate_id: number;
  author_user_id: number | null;
  author_name: string;
  note_text: string;
  created_at: string;
  updated_at: string;
  /** Raised by every write that changes the record (db/versions.ts): its ETag. */
  version: Generated<number>;
}

/**
 * One recorded change (issue 11): the record, its company and its actor as kept values (no foreign keys, so
 * that the row outlives them); `changes` is the JSON of the HistoryChange list.
 */
export interface HistoryTable {
  id: Generated<number>;
  kind: HistoryKind;
  action: HistoryAction;
  subject_uid: string;
  record_uid: string;
  company_id: number;
  actor_user_id: number | null;
  actor_uid: string | null;
  actor_name: string | null;
  changes: string;
  created_at: string;
}

/** A key that signs tokens and reset links; the newest signs (migration 011). */
interface SigningKeyTable {
  id: Generated<number>;
  secret: string;
  created_at: string;
}

/** A signed-out token, until its own expiry (ISO time). */
export interface RevokedTokenTable {
  jti: string;
  expires_at: string;
}

export interface Database {
  companies: CompanyTable;
  users: UserTable;
  packages: PackageTable;
  vacancies: VacancyTable;
  vacancy_packages: VacancyPackageTable;
  candidates: CandidateTable;
  revoked_tokens: RevokedTokenTable;
  signing_keys: SigningKeyTable;
  history: HistoryTable;
  candidate_notes: CandidateNoteTable;
}

export type CompanyRow = Selectable<CompanyTable>;
export type NewUser = Insertable<UserTable>;
export type VacancyRow = Selectable<VacancyTable>;
export type CandidateRow = Selectable<CandidateTable>;
