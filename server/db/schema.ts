import type { Generated } from 'kysely';
import type { HistoryAction } from '@contract/domain';

/**
 * The tables, as kysely types them. Dates are ISO text (YYYY-MM-DD, timestamps in full ISO) on both databases.
 * Here are those no resource owns; a resource's folder adds its own in its table.ts
 * (`declare module '../db/schema' { interface Database { … } }`). Type checking (`tsc -p .`) compiles every
 * file, so it sees every table; the builds and tsx strip the types and need none of them.
 */

/**
 * One recorded change (issue 11): the record, its company and its actor as kept values (no foreign keys, so
 * that the row outlives them); `changes` is the JSON of the HistoryChange list.
 */
export interface HistoryTable {
  id: Generated<number>;
  /** The record's kind, as its resource's RecordedHistory names it. */
  kind: string;
  action: HistoryAction;
  subject_uid: string;
  record_uid: string;
  company_id: number;
  actor_user_id: number | null;
  actor_uid: string | null;
  actor_name: string | null;
  changes: string;
  created_at: string;
  /** 1 once an erasure blanked the entry's values (migration 017): it keeps who changed which fields, and when. */
  erased: Generated<number>;
}

/** A stored file an erasure took, to be removed once its transaction has committed (migration 017). */
interface FileRemovalTable {
  id: Generated<number>;
  url: string;
  queued_at: string;
}

/** An erased candidate: its uid and when, no personal data (migration 017); a restore re-applies them. */
export interface ErasureTable {
  id: Generated<number>;
  uid: string;
  erased_at: string;
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
  revoked_tokens: RevokedTokenTable;
  signing_keys: SigningKeyTable;
  history: HistoryTable;
  file_removals: FileRemovalTable;
  erasures: ErasureTable;
  retention_sweep: RetentionSweepTable;
}

/** The retention sweep's last and next run, one row (migration 018). */
export interface RetentionSweepTable {
  name: string;
  last_at: string;
  next_at: string;
  erased: number;
}
