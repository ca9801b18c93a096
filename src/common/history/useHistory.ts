import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider } from 'react-admin';
import { PAGE_SIZE_DEFAULT } from '@contract/domain';
import { QUERY_KEYS, type AppDataProvider } from '../../providers/dataProvider';

/**
 * Any write the app makes (an edit, a delete, a note, a card moved on the board) may add to the timeline on
 * the screen, so every successful mutation marks the timelines stale; the one shown loads again at once.
 */
function useRefreshAfterWrites() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.history });
        }
      }),
    [queryClient],
  );
}

/** A record's history, newest first, a page at a time. */
export function useHistory(subject: string, uid: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  useRefreshAfterWrites();
  return useInfiniteQuery({
    queryKey: [...QUERY_KEYS.history, subject, uid],
    queryFn: ({ pageParam, signal }) =>
      dataProvider.getHistory(subject, uid, { page: pageParam, perPage: PAGE_SIZE_DEFAULT, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastPage) =>
      pages.reduce((shown, page) => shown + page.data.length, 0) < last.total && last.data.length > 0
        ? lastPage + 1
        : undefined,
  });
}
