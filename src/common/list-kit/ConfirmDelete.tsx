import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, type Identifier, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { staleOf, type Stale } from '../../providers/stale';
import { errorMessage } from '../errors';
import { StaleDeleteDialog } from '../stale/StaleDeleteDialog';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';

interface ConfirmDeleteProps {
  resource: string;
  id: Identifier;
  previousData?: RaRecord;
  /** Where to go once the server has deleted the record. */
  redirectTo: string;
  onCancel: () => void;
  /**
   * After a colleague changed the record meanwhile the user wants to see it as it now is, not delete it yet;
   * without it the question is asked again over the record read anew.
   */
  onLookAgain?: () => void;
  /** What else the deletion takes with it, translated (DeleteConfirmDialog). */
  consequence?: string;
}

/**
 * What the delete routes show over the record: the confirmation, then the delete call. It waits for the
 * server (pessimistic): the server's own message is shown only after its status 200, otherwise its first
 * error. react-admin's useDelete would drop that message, so this calls the dataProvider itself. It deletes
 * the version read (If-Match): when a colleague changed the record meanwhile it says who and when, and the
 * user looks again (the record read anew) or deletes it as it now is.
 */
export function ConfirmDelete({
  resource,
  id,
  previousData,
  redirectTo,
  onCancel,
  onLookAgain,
  consequence,
}: ConfirmDeleteProps) {
  const [stale, setStale] = useState<Stale | null>(null);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const isRecordOf = ({ queryKey }: Query) =>
    queryKey[1] === 'getOne' && (queryKey[2] as { id?: unknown } | undefined)?.id === String(id);
  const { mutate, isPending } = useMutation({
    mutationFn: (read: RaRecord | undefined) => dataProvider.delete(resource, { id, previousData: read }),
    onSuccess: async (result) => {
      const message = (result.meta as { message?: string } | undefined)?.message;
      notify(message || 'ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
      // The screen still shows the deleted record: fetching it again would only answer 404.
      await queryClient.invalidateQueries({ queryKey: [resource], predicate: (query) => !isRecordOf(query) });
      navigate(redirectTo);
    },
    onError: (error) => {
      const refused = staleOf(error);
      if (refused) setStale(refused);
      else notify(errorMessage(error), { type: 'error' });
    },
  });
  const lookAgain = async () => {
    await queryClient.invalidateQueries({ queryKey: [resource], predicate: isRecordOf });
    setStale(null);
    onLookAgain?.();
  };
  if (stale)
    return (
      <StaleDeleteDialog
        stale={stale}
        busy={isPending}
        onLookAgain={() => void lookAgain()}
        onDelete={() => mutate({ ...stale.record, version: stale.version })}
      />
    );
  return (
    <DeleteConfirmDialog
      open
      busy={isPending}
      onConfirm={() => mutate(previousData)}
      onCancel={onCancel}
      consequence={consequence}
    />
  );
}
