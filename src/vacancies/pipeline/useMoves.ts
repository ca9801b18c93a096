import { useQueryClient, type Query } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { CandidateStatus } from '@contract/domain';
import type { CandidateRecord } from '../../candidates/types';
import { errorMessage } from '../../common/errors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { versionOf } from '../../providers/stale';

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
 * Moves a candidate to another status, pessimistically, through the status-only bulk call with this one uid
 * and the version the card was read at: it never sends the card's other fields, which a colleague may have
 * changed since. The card stays pending in its new column until the server has answered and the candidate
 * lists and details are fetched again (so the two columns' counts, the list and the detail agree); on a
 * refusal (a colleague changed the candidate: the server names who) it goes back, the reason shows and the
 * board is read again.
 */
export function useMoves() {
  const [pending, setPending] = useState<Record<string, PendingMove>>({});
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();

  /** `reason`: the rejection reason's uid, asked when the card goes to Rejected (issue 34). */
  async function move(record: CandidateRecord, to: CandidateStatus, reason?: string) {
    if (record.candidate_status === to || pending[record.id]) return;
    setPending((moves) => ({ ...moves, [record.id]: { record, to } }));
    try {
      const version = versionOf(record);
      const result = await dataProvider.bulkChange('candidates', {
        action: 'update',
        selection: { ids: [record.id] },
        set: { candidate_status: to, ...(reason ? { rejection_reason: reason } : {}) },
        versions: version === undefined ? undefined : { [String(record.id)]: version },
      });
      const refusal = result.refused[0];
      if (refusal) {
        // The candidate is no longer as the board shows it: every column again, the card where it now is.
        await queryClient.invalidateQueries({ queryKey: ['candidates'] });
        notify(refusal.reason, { type: 'warning' });
        return;
      }
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
