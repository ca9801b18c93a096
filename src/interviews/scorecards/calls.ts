import type { z } from 'zod';
import { EVENT_RESOURCES } from '@contract/events';
import { apiPath } from '@contract/paths';
import type { candidateScorecardsAnswer, Scorecard, ScorecardWrite } from '@contract/scorecards';
import { API_URL } from '../../providers/accountCalls';
import { createCall } from '../../providers/http';

/** The query key of a candidate's scorecards: the resource their live updates name, so those refresh them. */
export const SCORECARDS = EVENT_RESOURCES.scorecard;

/** The scorecards' own calls: neither is a list of records the dataProvider knows. */
const call = createCall(API_URL);

export type CandidateScorecards = Pick<z.infer<typeof candidateScorecardsAnswer>, 'response' | 'withheld'>;

/** The candidate's scorecards the caller may read, and how many are withheld from them, by interview. */
export async function scorecardsOf(candidateUid: string, signal?: AbortSignal): Promise<CandidateScorecards> {
  const answer = (await call(apiPath('candidateScorecards', { id: candidateUid }), {
    signal,
  })) as Partial<CandidateScorecards>;
  return { response: answer.response ?? [], withheld: answer.withheld ?? [] };
}

/** The caller's scorecard of an interview, submitted or replaced: the server's message and the scorecard. */
export async function submitScorecard(
  interviewUid: string,
  body: ScorecardWrite,
): Promise<{ message: string; scorecard: Scorecard }> {
  const answer = await call(apiPath('scorecardSubmit', { id: interviewUid }), { method: 'PUT', json: body });
  return {
    message: typeof answer.response === 'string' ? answer.response : '',
    scorecard: answer.data as Scorecard,
  };
}
