import type { ScoreStep } from '@contract/scorecards';
import type { VersionedColumns } from '../db/versions';

/** An interviewer's scorecard of an interview (issue 33, migration 023); `ratings` is JSON. */
export interface ScorecardTable extends VersionedColumns {
  uid: string;
  interview_id: number;
  interviewer_user_id: number;
  /** [{criterion, rating}], the criteria named as they were when it was submitted. */
  ratings: string;
  recommendation: ScoreStep;
  note: string;
  submitted_at: string;
  updated_at: string;
}

declare module '../db/schema' {
  interface Database {
    scorecards: ScorecardTable;
  }
}
