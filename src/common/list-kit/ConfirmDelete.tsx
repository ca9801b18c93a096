import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import { useDataProvider, useNotify, type Identifier, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../errors';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';

interface ConfirmDeleteProps {
  resource: string;
  id: Identifier;
  previousData?: RaRecord;
  /** Where to go once the server has deleted the record. */
  redirectTo: string;
  onCancel: () => void;
  /** What else the deletion takes with it, translated (DeleteConfirmDialog). */
  consequence?: string;
}

/**
 * What the delete routes show over the record: the confirmation, then the delete call. It waits for the
 * server (pessimistic): the server's own message is shown only after its status 200, otherwise its first
 * error. react-admin's useDelete would drop that message, so this calls the dataProvider itself.
 */
export function ConfirmDelete({
  resource,
  id,
  previousData,
  redirectTo,
  onCancel,
  consequence,
}: ConfirmDeleteProps) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const isRecordOf = ({ queryKey }: Query) =>
    queryKey[1] === 'getOne' && (queryKey[2] as { id?: unknown } | undefined)?.id === String(id);
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.delete(resource, { id, previousData }),
    onSuccess: async (result) => {
      const message = (result.meta as { message?: string } | undefined)?.message;
      notify(message || 'ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 1 } });
      // The screen still shows the deleted record: fetching it again would only answer 404.
      await queryClient.invalidateQueries({ queryKey: [resource], predicate: (query) => !isRecordOf(query) });
      navigate(redirectTo);
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  return (
    <DeleteConfirmDialog
      open
      busy={isPending}
      onConfirm={() => mutate()}
      onCancel={onCancel}
      consequence={consequence}
    />
  );
}
