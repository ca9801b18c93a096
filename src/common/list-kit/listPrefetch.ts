import { hashKey, type Query, type QueryClient } from '@tanstack/react-query';
import {
  type DataProvider,
  type FilterPayload,
  type SortPayload,
  type GetListParams,
  type RaRecord,
  type Store,
} from 'react-admin';
import { PAGE_SIZE_DEFAULT } from '@contract/domain';
import type { PageType } from '../../routes';
import { SORT_FIELDS } from './listBasics';
import { listStoreKey } from './listStore';

/**
 * A list page fetched ahead of its screen: the first page as a sidebar entry is pointed at or pressed, and the
 * page a search asks for as its debounce ends, before the list renders with it. The screen's list then finds
 * that call in react-query's cache, answered or in flight, and never sends a second one.
 */

/**
 * How long a prefetched page counts as fresh: for the screen that mounts on it, and against a second prefetch.
 * A write, this tab's own included, marks it stale sooner: the live-update stream invalidates the resource's
 * queries on every write it hears of (src/providers/liveRefresh.ts).
 */
const FRESH_MS = 30_000;

/** What freshIfPrefetched reads of a cached query, whatever its data. */
type CachedQuery = Pick<Query, 'queryHash'> & { state: Pick<Query['state'], 'dataUpdatedAt'> };

/** When each prefetched query (by react-query's hash) was asked for. */
const prefetchedAt = new Map<string, number>();

/** A main list screen: `resource`'s list on route `pathname`, of page type `pageType`. */
export interface ListScreen {
  resource: string;
  pathname: string;
  pageType: PageType;
}

/** A list route's params as react-admin's useListParams stores them (all unset on a route never changed). */
interface ListQuery {
  page?: number;
  perPage?: number;
  sort?: string;
  order?: SortPayload['order'];
  filter?: FilterPayload;
}

/**
 * The stored params a list starts from, as ra-core's getQuery (controller/list/useListParams.js) reads them:
 * a route's stored params once anything was changed on it, else none (its defaults). Not getQuery itself:
 * importing it here would bring react-admin's list params (and the query-string parser) into the signed-in
 * shell, which loads this module as a sidebar entry is pointed at.
 */
function storedQuery(stored: ListQuery | undefined): ListQuery {
  const changed =
    stored?.filter !== undefined &&
    (Object.keys(stored.filter).length > 0 ||
      stored.order != null ||
      stored.page !== 1 ||
      stored.perPage != null ||
      stored.sort != null);
  return changed ? stored : {};
}

/** Which of a resource's list routes (`tabs`, src/routes.ts listRoutes) `pathname` is, if any. */
export function pageTypeAt(tabs: Partial<Record<PageType, string>>, pathname: string): PageType | undefined {
  const found = Object.entries(tabs).find(([, route]) => route === pathname);
  return found?.[0] as PageType | undefined;
}

/** The permanent filter every list screen sends: its page type (the dataProvider's list call). */
export const screenFilter = (pageType: PageType) => ({ pageType });

/**
 * The params ResourceList's <List> sends first on `screen`, from its route's stored params as react-admin reads
 * them; undefined for a resource without a main list.
 */
export function firstPageParams(store: Store, screen: ListScreen): GetListParams | undefined {
  const sortField = SORT_FIELDS[screen.resource];
  if (!sortField) return undefined;
  const query = storedQuery(store.getItem(listStoreKey(screen.resource, screen.pathname)));
  return {
    pagination: { page: query.page ?? 1, perPage: query.perPage ?? PAGE_SIZE_DEFAULT },
    sort: query.sort
      ? { field: query.sort, order: query.order ?? 'ASC' }
      : { field: sortField, order: 'ASC' },
    filter: { ...query.filter, ...screenFilter(screen.pageType) },
  };
}

/** react-admin's useGetList key and call for `params` (ra-core's dataProvider/useGetList.js). */
const getListQuery = (dataProvider: DataProvider, resource: string, params: GetListParams) => ({
  queryKey: [resource, 'getList', { ...params, meta: undefined }],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    dataProvider
      .getList<RaRecord>(resource, {
        ...params,
        signal: dataProvider.supportAbortSignal === true ? signal : undefined,
      })
      .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
});

/** Fetches the list page `params` of `resource` into the cache, unless it is there fresh or on its way. */
export function prefetchListPage(
  queryClient: QueryClient,
  dataProvider: DataProvider,
  resource: string,
  params: GetListParams,
): void {
  const query = getListQuery(dataProvider, resource, params);
  const hash = hashKey(query.queryKey);
  const asked = prefetchedAt.get(hash);
  const invalidated = queryClient.getQueryState(query.queryKey)?.isInvalidated === true;
  if (asked !== undefined && Date.now() - asked < FRESH_MS && !invalidated) return;
  prefetchedAt.set(hash, Date.now());
  // A failed prefetch is the screen's to fetch again, and to show.
  queryClient.prefetchQuery({ ...query, staleTime: FRESH_MS }).catch(() => {});
}

/**
 * The list's `staleTime`: a page prefetched a moment ago counts as fresh for FRESH_MS after it came,
 * so that neither the screen mounting on it nor its query being enabled (after react-admin's access check)
 * fetches it again; any other page is stale at once, react-query's default. An invalidated page is stale anyway.
 */
export function freshIfPrefetched(query: CachedQuery): number {
  const asked = prefetchedAt.get(query.queryHash);
  return asked !== undefined && query.state.dataUpdatedAt >= asked ? FRESH_MS : 0;
}
