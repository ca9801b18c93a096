import { lazy, Suspense, useEffect, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import type { InterviewRecord } from '../types';
import type { InterviewScorecardsProps } from './InterviewScorecards';
import { useScorecards } from './useScorecards';

/** The form comes with the contract's schemas: loaded once the user has an interview to score. */
const loadDialog = () => import('./ScorecardDialog');
const ScorecardDialog = lazy(loadDialog);

/** An interview can be scored once it has begun (the server refuses earlier). */
const hasBegun = (interview: InterviewRecord) => Date.parse(interview.starts_at) <= Date.now();

/**
 * The scorecards of a candidate's interviews: what each interview shows (its cards, how many are withheld, the
 * signed-in interviewer's button once it has begun) and the dialog that button opens.
 */
export function useScoring(candidateUid: string, interviews: readonly InterviewRecord[]) {
  const { identity } = useGetIdentity();
  const { data, error } = useScorecards(candidateUid);
  const [scoring, setScoring] = useState<InterviewRecord | null>(null);
  const self = identity?.id;
  const mayScore = (interview: InterviewRecord) =>
    hasBegun(interview) && interview.interviewers.some(({ user_uid }) => user_uid === self);
  const scorer = self !== undefined && interviews.some(mayScore);
  useEffect(() => {
    if (scorer) void loadDialog().catch(() => undefined);
  }, [scorer]);
  const ownOf = (interview: InterviewRecord) =>
    data?.response.find((card) => card.interview.uid === interview.id && card.interviewer.user_uid === self);

  const propsOf = (interview: InterviewRecord): InterviewScorecardsProps | null => {
    const cards = data?.response.filter((card) => card.interview.uid === interview.id) ?? [];
    const withheld = data?.withheld.find((held) => held.interview_uid === interview.id)?.count ?? 0;
    if (!data || (!hasBegun(interview) && cards.length === 0)) return null;
    return {
      cards,
      withheld,
      submitted: ownOf(interview) !== undefined,
      onScore: mayScore(interview) ? () => setScoring(interview) : undefined,
    };
  };
  const dialog = scoring && (
    <Suspense fallback={null}>
      <ScorecardDialog interview={scoring} own={ownOf(scoring)} onClose={() => setScoring(null)} />
    </Suspense>
  );
  return { propsOf, dialog, error };
}
