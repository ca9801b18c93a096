import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type { ScorecardWrite } from '@contract/scorecards';
import { errorMessage } from '../../common/errors';
import { SCORECARDS, scorecardsOf, submitScorecard } from './calls';

/**
 * A candidate's scorecards as the caller may read them (the server withholds the others' from an interviewer
 * until their own is in). Read again after a submission and on a colleague's (live updates name SCORECARDS).
 */
export function useScorecards(candidateUid: string) {
  return useQuery({
    queryKey: [SCORECARDS, candidateUid],
    queryFn: ({ signal }) => scorecardsOf(candidateUid, signal),
  });
}

/**
 * Submits or replaces the caller's scorecard of an interview, waiting for the server: its own message as a
 * success toast, or its first error. The scorecards are read again after a success, with the others' now
 * shown; the timeline reads itself again after any write.
 */
export function useScorecardSubmit(onSuccess?: () => void) {
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: ({ interviewUid, body }: { interviewUid: string; body: ScorecardWrite }) =>
      submitScorecard(interviewUid, body),
    onSuccess: async ({ message }) => {
      notify(message || 'api.scorecard_submitted', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [SCORECARDS] });
      onSuccess?.();
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
}
