import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FilterLiveForm, ListContextProvider, useListContext, type FilterPayload } from 'react-admin';

interface LiveFilterFormProps {
  /** Whether a filter is this form's: the list keeps only those when the form applies its values. */
  owns: (name: string) => boolean;
  children: ReactNode;
}

const only = (filter: FilterPayload, owns: (name: string) => boolean): FilterPayload =>
  Object.fromEntries(Object.entries(filter).filter(([name]) => owns(name)));

/**
 * react-admin's FilterLiveForm, made to apply only its own fields and only while it is shown. It applies what
 * was typed half a second later, merged into the filters it knew then; without the guard a form replaced
 * meanwhile (the other search mode) or left (a row opened) would bring old filters back.
 */
export function LiveFilterForm({ owns, children }: LiveFilterFormProps) {
  const list = useListContext();
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
        if (shown) list.setFilters(only(filter, owns), displayedFilters);
      },
    }),
    [list, owns],
  );
  return (
    <ListContextProvider value={guarded}>
      <FilterLiveForm>{children}</FilterLiveForm>
    </ListContextProvider>
  );
}
