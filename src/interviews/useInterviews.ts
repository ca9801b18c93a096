import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import type { InterviewCreate, InterviewUpdate } from '@contract/interviews';
import { errorMessage } from '../common/errors';
import { staleOf } from '../providers/stale';
import { INTERVIEWS, type InterviewRecord } from './types';

/** Unpaged: a perPage beyond the API's page size sends no paging, and the API lists them all. */
const ALL = { page: 1, perPage: 10_000 };

/** A candidate's interviews, by start (the API's order, kept). */
export function useInterviews(candidateUid: string) {
  return useGetList<InterviewRecord>(INTERVIEWS, {
    filter: { candidate: candidateUid },
    sort: { field: 'starts_at', order: 'ASC' },
    pagination: ALL,
  });
}

export type InterviewWrite =
  | { action: 'create'; data: InterviewCreate }
  | { action: 'update'; interview: InterviewRecord; data: InterviewUpdate }
  | { action: 'delete'; interview: InterviewRecord };

const SUCCESS: Record<InterviewWrite['action'], string> = {
  create: 'api.interview_scheduled',
  update: 'api.interview_updated',
  delete: 'api.interview_cancelled',
};

/**
 * Schedules, changes and cancels a candidate's interviews, waiting for the server: its own message as a success
 * toast, or its first error. After a success the interviews and the candidate (scheduling may move it into
 * the round) are read again (the timeline reads itself again after any write); after a colleague's change
 * meanwhile (412) the interviews are.
 */
export function useInterviewWrites(onSuccess?: (write: InterviewWrite) => void) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (write: InterviewWrite) => {
      if (write.action === 'create') return dataProvider.create(INTERVIEWS, { data: write.data });
      if (write.action === 'update')
        return dataProvider.update(INTERVIEWS, {
          id: write.interview.id,
          data: write.data,
          previousData: write.interview,
        });
      return dataProvider.delete(INTERVIEWS, { id: write.interview.id, previousData: write.interview });
    },
    onSuccess: async (result, write) => {
      const message = (result.meta as { message?: string } | undefined)?.message;
      notify(message || SUCCESS[write.action], { type: 'success' });
      await Promise.all(
        [[INTERVIEWS], ['candidates']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      onSuccess?.(write);
    },
    onError: async (error) => {
      notify(errorMessage(error), { type: 'error' });
      if (staleOf(error)) await queryClient.invalidateQueries({ queryKey: [INTERVIEWS] });
    },
  });
}
