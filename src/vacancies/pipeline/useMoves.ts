import { useQueryClient, type Query } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import type { CandidateStatus } from '@contract/domain';
import type { CandidateRecord } from '../../candidates/types';
import { errorMessage } from '../../common/errors';

/** A card on its way to another column: shown there, pending, until the server has answered. */
export interface PendingMove {
  record: CandidateRecord;
  to: CandidateStatus;
}

/**
 * The candidate queries a move makes stale: every list and detail, except the board's other columns (their
 * status filter is neither the old nor the new status), whose cards and counts it does not change.
 */
const touchedBy =
  (from: CandidateStatus, to: CandidateStatus) =>
  ({ queryKey }: Query): boolean => {
    const [, call, params] = queryKey as [string, string?, { filter?: { candidate_status?: unknown } }?];
    const status = params?.filter?.candidate_status;
    return call !== 'getInfiniteList' || status === undefined || status === from || status === to;
  };

const without = (moves: Record<string, PendingMove>, id: string) =>
  Object.fromEntries(Object.entries(moves).filter(([key]) => key !== id));

/**
 * Moves a candidate to another status, pessimistically, through the edit form's update (the dataProvider's
 * candidate update and its payload builder, the other fields as they are). The card stays pending in its new
 * column until the server has answered and the candidate lists and details are fetched again (so the two
 * columns' counts, the list and the detail agree); on a refusal it goes back and the server's message shows.
 */
export function useMoves() {
  const [pending, setPending] = useState<Record<string, PendingMove>>({});
  const [update] = useUpdate<CandidateRecord>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();

  async function move(record: CandidateRecord, to: CandidateStatus) {
    if (record.candidate_status === to || pending[record.id]) return;
    setPending((moves) => ({ ...moves, [record.id]: { record, to } }));
    try {
      await update(
        'candidates',
        { id: record.id, data: { ...record, candidate_status: to }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      await queryClient.invalidateQueries({
        queryKey: ['candidates'],
        predicate: touchedBy(record.candidate_status, to),
      });
      notify('vacancies.pipeline.moved', {
        type: 'success',
        messageArgs: { name: record.candidate_name, status: translate(`candidates.status.${to}`) },
      });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending((moves) => without(moves, record.id));
    }
  }

  return { pending, move };
}
