import type { Generated } from 'kysely';
import type { CandidateStatus } from '@contract/domain';

/** A template sent when a candidate enters a status (issue 34, migration 027). */
export interface StageAutomationTable {
  id: Generated<number>;
  uid: string;
  company_id: number;
  /** One vacancy's own rule; null: the company's default. */
  vacancy_id: number | null;
  candidate_status: CandidateStatus;
  template_id: number;
  delay_minutes: number;
  created_at: string;
}

declare module '../db/schema' {
  interface Database {
    stage_automations: StageAutomationTable;
  }
}
