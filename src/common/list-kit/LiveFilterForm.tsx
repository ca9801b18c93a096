import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FilterLiveForm, ListContextProvider, useListContext } from 'react-admin';

/**
 * react-admin's FilterLiveForm, whose filters stop applying once it is gone. It applies what was typed half a
 * second later; without this guard a form replaced meanwhile (the other search mode) or left (a row opened)
 * would still apply its old values: the list's filters would come back, and the list's URL with them.
 */
export function LiveFilterForm({ children }: { children: ReactNode }) {
  const list = useListContext();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const guarded = useMemo(
    () => ({
      ...list,
      setFilters: (...args: Parameters<typeof list.setFilters>) => {
        if (mounted.current) list.setFilters(...args);
      },
    }),
    [list],
  );
  return (
    <ListContextProvider value={guarded}>
      <FilterLiveForm>{children}</FilterLiveForm>
    </ListContextProvider>
  );
}
