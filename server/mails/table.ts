import type { Generated } from 'kysely';
import type { CandidateStatus } from '@contract/domain';
import type { MailKind, MailState } from '@contract/mails';

/** An outgoing mail (issue 34, migration 025); times are UTC ISO instants. */
export interface MailTable {
  id: Generated<number>;
  uid: string;
  kind: MailKind;
  to_address: string;
  subject: string;
  text: string;
  /** An iCalendar invitation's iTIP method and content (RFC 5545), sent as the mail's text/calendar part. */
  calendar_method: 'REQUEST' | 'CANCEL' | null;
  calendar_content: string | null;
  /** The candidate it is about (their timeline shows it; their erasure takes it). */
  candidate_id: number | null;
  sender_user_id: number | null;
  sender_name: string | null;
  state: MailState;
  /** Attempts begun: the last one's failure is `last_error`. */
  attempts: Generated<number>;
  last_error: string | null;
  /** Not sent before this instant (a delay, or a retry's wait). */
  send_at: string;
  /** When its sending began: a mail still sending long after was interrupted. */
  claimed_at: string | null;
  sent_at: string | null;
  created_at: string;
  /** The status whose automation queued it (migration 027): leaving that status before it went cancels it. */
  trigger_status: CandidateStatus | null;
}

declare module '../db/schema' {
  interface Database {
    mails: MailTable;
  }
}
