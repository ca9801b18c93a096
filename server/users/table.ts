import type { Generated } from 'kysely';
import type { UserRole, UserStatus } from '@contract/domain';
import type { Language } from '@contract/languages';
import { listedBy004 } from '../db/list-indexes';
import type { VersionedColumns } from '../db/versions';

export interface UserTable extends VersionedColumns {
  user_uid: string;
  full_name: string;
  email: string;
  username: string;
  password_hash: string;
  user_role: UserRole;
  status: UserStatus;
  company_id: number;
  last_login: string | null;
  /** The language they last signed in with: their mails are written in it (migration 022). */
  language: Generated<Language>;
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
}

declare module '../db/schema' {
  interface Database {
    users: UserTable;
  }
}

/** Its lists' search and indexes, as migration 004 made them. */
export const USER_LISTED = listedBy004('users');
