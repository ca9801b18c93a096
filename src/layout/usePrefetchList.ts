import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider, useStoreContext } from 'react-admin';
import { listRoutes } from '../routes';

/**
 * Loaded with the first entry pointed at: the list screens share it (src/screenRoutes preloads them while the
 * browser is idle, so it is there by then), and react-admin's list params it reads would weigh on every route.
 */
const loadPrefetch = () => import('../common/list-kit/listPrefetch');

const tabsOf = (resource: string) =>
  resource in listRoutes ? listRoutes[resource as keyof typeof listRoutes] : {};

/**
 * Fetches the first page of the list a sidebar entry opens (`resource` on route `to`), so that its rows are
 * there, or on their way, when the screen renders: the call goes out as the entry is pointed at or pressed,
 * not once the screen has rendered. A list without tabs is its 'all' page.
 */
export function usePrefetchList(): (resource: string, to: string) => void {
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const store = useStoreContext();
  return useCallback(
    (resource, to) => {
      loadPrefetch()
        .then(({ firstPageParams, pageTypeAt, prefetchListPage }) => {
          const pageType = pageTypeAt(tabsOf(resource), to) ?? 'all';
          const params = firstPageParams(store, { resource, pathname: to, pageType });
          if (params) prefetchListPage(queryClient, dataProvider, resource, params);
        })
        // Not loaded (offline, say): the list fetches its page itself as it renders.
        .catch(() => {});
    },
    [queryClient, dataProvider, store],
  );
}
