import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCanAccessResources, useDataProvider, type RaRecord } from 'react-admin';
import { useDebounced } from '../../common/useDebounced';
import type { SearchKind } from './searchKinds';

/** Results per kind: the list call's page_size. */
export const RESULTS_PER_KIND = 5;
/** Fewer characters than this find too much to be useful; the search waits for more. */
export const MIN_TERM_LENGTH = 2;
/** How long typing must pause before the search goes out. */
const DEBOUNCE_MS = 250;

/** One kind's results: the first ones, and how many match in all. */
export interface SearchGroup {
  kind: SearchKind;
  records: RaRecord[];
  total: number;
}

interface GlobalSearch {
  /** The term the shown results are for: the typed one once typing has paused. */
  term: string;
  groups: SearchGroup[];
  searching: boolean;
}

/**
 * Searches every kind the role may list and open, through each kind's own list call (`search` with
 * `page_size` 5, ranked by the name): the server's rules decide which rows a role sees, as on the list screens.
 */
export function useGlobalSearch(typed: string, searchKinds: readonly SearchKind[]): GlobalSearch {
  const dataProvider = useDataProvider();
  const resources = useMemo(() => searchKinds.map((kind) => kind.resource), [searchKinds]);
  const term = useDebounced(typed.trim(), DEBOUNCE_MS);
  const listable = useCanAccessResources({ action: 'list', resources }).canAccess;
  const openable = useCanAccessResources({ action: 'show', resources }).canAccess;
  const kinds = searchKinds.filter((kind) => listable?.[kind.resource] && openable?.[kind.resource]);
  const enabled = term.length >= MIN_TERM_LENGTH;
  const answers = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: ['globalSearch', kind.resource, term],
      enabled,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.getList(kind.resource, {
          filter: { q: term },
          pagination: { page: 1, perPage: RESULTS_PER_KIND },
          // Those whose name matches first: one found only through its company comes after them.
          meta: { rank: 'name' },
          signal,
        }),
    })),
  });
  const groups = enabled
    ? kinds.map((kind, index) => {
        const records = answers[index]?.data?.data ?? [];
        return { kind, records, total: answers[index]?.data?.total ?? records.length };
      })
    : [];
  return {
    term,
    groups: groups.filter((group) => group.records.length > 0),
    searching: typed.trim() !== term || (enabled && answers.some((answer) => answer.isFetching)),
  };
}
