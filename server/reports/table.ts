import type { Generated } from 'kysely';
import type { CandidateStatus } from '@contract/domain';

/** A candidate's stay in a status (issue 34, migration 028): kept by triggers, read by the funnel report. */
export interface CandidateStageTable {
  id: Generated<number>;
  candidate_id: number;
  company_id: number;
  vacancy_id: number;
  /** The day (UTC, YYYY-MM-DD) of the candidate's created_at: the report's time range. */
  applied_on: string;
  candidate_status: CandidateStatus;
  /** The furthest funnel rank the candidate had reached when the stay began. */
  furthest_stage: number;
  entered_ms: number;
  /** The finished stay's length in whole hours; null while the candidate is in it. */
  stay_hours: number | null;
}

declare module '../db/schema' {
  interface Database {
    candidate_stages: CandidateStageTable;
  }
}
