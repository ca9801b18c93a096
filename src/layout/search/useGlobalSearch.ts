import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCanAccessResources, useDataProvider, type RaRecord } from 'react-admin';
import { DEBOUNCE_MS, MIN_TERM_LENGTH, RESULTS_PER_KIND, SEARCH_KINDS, type SearchKind } from './searchKinds';

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

function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

const resources = SEARCH_KINDS.map((kind) => kind.resource);

/**
 * Searches every kind the role may list and open, through each kind's own list call (`search` with
 * `page_size` 5): the server's rules decide which rows a role sees, as on the list screens.
 */
export function useGlobalSearch(typed: string): GlobalSearch {
  const dataProvider = useDataProvider();
  const term = useDebounced(typed.trim(), DEBOUNCE_MS);
  const listable = useCanAccessResources({ action: 'list', resources }).canAccess;
  const openable = useCanAccessResources({ action: 'show', resources }).canAccess;
  const kinds = SEARCH_KINDS.filter((kind) => listable?.[kind.resource] && openable?.[kind.resource]);
  const enabled = term.length >= MIN_TERM_LENGTH;
  const answers = useQueries({
    queries: kinds.map((kind) => ({
      queryKey: ['globalSearch', kind.resource, term],
      enabled,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        dataProvider.getList(kind.resource, {
          filter: { q: term },
          pagination: { page: 1, perPage: RESULTS_PER_KIND },
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
