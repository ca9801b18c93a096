import type { InterviewConflict } from '@contract/interviews';
import type { Person } from '@contract/notes';
import { apiPath } from '@contract/paths';
import { API_URL } from '../providers/accountCalls';
import { createCall } from '../providers/http';

/** The interview form's own reads, beside the dataProvider's: neither is a list of records. */
const call = createCall(API_URL);

const rowsOf = <T>(response: unknown): T[] => (Array.isArray(response) ? (response as T[]) : []);

/** Who may conduct the candidate's interviews: its company's users and the platform admins. */
export async function interviewersOf(candidateUid: string, signal?: AbortSignal): Promise<Person[]> {
  const answer = await call(apiPath('interviewInterviewers', { id: candidateUid }), { signal });
  return rowsOf<Person>(answer.response);
}

/** What the form asks about: a time, and who would conduct the interview (`except` the one being edited). */
export interface ConflictQuestion {
  starts_at: string;
  duration_minutes: number;
  interviewer_uids: readonly string[];
  except?: string;
}

/** The chosen interviewers' other interviews overlapping that time. */
export async function conflictsOf(
  question: ConflictQuestion,
  signal?: AbortSignal,
): Promise<InterviewConflict[]> {
  const query: Record<string, string> = {
    starts_at: question.starts_at,
    duration_minutes: String(question.duration_minutes),
    interviewer_uids: question.interviewer_uids.join(','),
    ...(question.except ? { except: question.except } : {}),
  };
  const answer = await call(apiPath('interviewConflicts'), { query, signal });
  return rowsOf<InterviewConflict>(answer.response);
}
