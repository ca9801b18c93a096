import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify } from 'react-admin';
import { errorMessage } from '../../common/errors';
import { staleOf } from '../../providers/stale';
import { NOTES, type NoteRecord } from './types';

/** How many notes show at first, and how many more each "Show more" adds. */
export const NOTES_PAGE = 10;

/**
 * A candidate's notes, newest first, the first `shown` of them. The API answers them all, newest first; the
 * dataProvider keeps that order for notes written in the same millisecond (its sort is stable).
 */
export function useNotes(candidateUid: string, shown: number) {
  return useGetList<NoteRecord>(NOTES, {
    meta: { candidate: candidateUid },
    sort: { field: 'created_at', order: 'DESC' },
    pagination: { page: 1, perPage: shown },
  });
}

type NoteWrite =
  | { action: 'create'; note_text: string }
  | { action: 'update'; note: NoteRecord; note_text: string }
  | { action: 'delete'; note: NoteRecord };

const SUCCESS: Record<NoteWrite['action'], string> = {
  create: 'api.note_added',
  update: 'api.note_updated',
  delete: 'api.note_deleted',
};

/**
 * Adds, edits and deletes a candidate's notes, waiting for the server (pessimistic): its own message as a
 * success toast, or its first error; the list is read again after a success. Edits and deletes go with the
 * version the note was read at: when a colleague changed it meanwhile the server's message names who, and the
 * list is read again, so the note shows as it now is while the text being typed stays in its form (saving it
 * again then replaces the colleague's text knowingly).
 */
export function useNoteWrites(candidateUid: string, onSuccess?: (write: NoteWrite) => void) {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (write: NoteWrite) => {
      if (write.action === 'create')
        return dataProvider.create(NOTES, {
          data: { note_text: write.note_text },
          meta: { candidate: candidateUid },
        });
      if (write.action === 'update')
        return dataProvider.update(NOTES, {
          id: write.note.id,
          data: { note_text: write.note_text },
          previousData: write.note,
        });
      return dataProvider.delete(NOTES, { id: write.note.id, previousData: write.note });
    },
    onSuccess: async (result, write) => {
      const message = (result.meta as { message?: string } | undefined)?.message;
      notify(message || SUCCESS[write.action], { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [NOTES] });
      onSuccess?.(write);
    },
    onError: async (error) => {
      notify(errorMessage(error), { type: 'error' });
      if (staleOf(error)) await queryClient.invalidateQueries({ queryKey: [NOTES] });
    },
  });
}
