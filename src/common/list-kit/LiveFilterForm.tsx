import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  FilterLiveForm,
  ListContextProvider,
  removeEmpty,
  useDataProvider,
  useListContext,
  type FilterPayload,
} from 'react-admin';
import { prefetchListPage } from './listPrefetch';

interface LiveFilterFormProps {
  /** Whether a filter is this form's: the list keeps only those when the form applies its values. */
  owns: (name: string) => boolean;
  /** The list's permanent filter (its page type), which every call of it carries. */
  permanent: FilterPayload;
  children: ReactNode;
}

const only = (filter: FilterPayload, owns: (name: string) => boolean): FilterPayload =>
  Object.fromEntries(Object.entries(filter).filter(([name]) => owns(name)));

/**
 * react-admin's FilterLiveForm, made to apply only its own fields and only while it is shown. It applies what
 * was typed half a second later, merged into the filters it knew then; without the guard a form replaced
 * meanwhile (the other search mode) or left (a row opened) would bring old filters back.
 */
export function LiveFilterForm({ owns, permanent, children }: LiveFilterFormProps) {
  const list = useListContext();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider();
  const mounted = useRef(true);
  // The page it was typed on: a navigation has already changed the address while the next screen's code
  // still loads and this list stays on screen (the router waits in a transition).
  const page = useRef(window.location.pathname);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const guarded = useMemo(
    () => ({
      ...list,
      setFilters: (filter: FilterPayload, displayedFilters?: Record<string, boolean>) => {
        const shown = mounted.current && window.location.pathname === page.current;
        if (!shown) return;
        const next = only(filter, owns);
        // The call for the new filter goes out now, as the list would send it (react-admin drops empty
        // values and goes back to page 1), not after the list has rendered again with it.
        const sent = removeEmpty(next);
        if (JSON.stringify(sent) !== JSON.stringify(removeEmpty(list.filterValues)))
          prefetchListPage(queryClient, dataProvider, list.resource, {
            pagination: { page: 1, perPage: list.perPage },
            sort: list.sort,
            filter: { ...sent, ...permanent },
          });
        list.setFilters(next, displayedFilters);
      },
    }),
    [list, owns, permanent, queryClient, dataProvider],
  );
  return (
    <ListContextProvider value={guarded}>
      <FilterLiveForm>{children}</FilterLiveForm>
    </ListContextProvider>
  );
}
