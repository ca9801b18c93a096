import type { Generated } from 'kysely';
import type { InterviewRound } from '@contract/interviews';
import type { VersionedColumns } from '../db/versions';

/** An interview on a candidate (issue 33, migration 022); times are UTC ISO instants. */
export interface InterviewTable extends VersionedColumns {
  uid: string;
  candidate_id: number;
  /** The candidate's company, copied for the company scope. */
  company_id: number;
  round: InterviewRound;
  starts_at: string;
  ends_at: string;
  duration_minutes: number;
  location: string;
  video_link: string;
  /** The scheduler's zone: the invitations' texts give the time in it. */
  time_zone: string;
  candidate_invited: number;
  /** The invitations' SEQUENCE (RFC 5545): raised by each change an invitation tells of. */
  sequence: Generated<number>;
  organizer_user_id: number | null;
  organizer_name: string;
  created_at: string;
  updated_at: string;
}

/** Who conducts an interview: one row an interviewer. */
export interface InterviewInterviewerTable {
  interview_id: number;
  user_id: number;
}

declare module '../db/schema' {
  interface Database {
    interviews: InterviewTable;
    interview_interviewers: InterviewInterviewerTable;
  }
}
