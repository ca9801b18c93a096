import type { RaRecord } from 'react-admin';
import type { SearchEntry } from '../../common/resource/declaration';
import { RESOURCES } from '../../resources';
import { listRoutes } from '../../routes';

/** What the global search shows of one kind of record (its declaration's `search`), and where Enter takes it. */
export interface SearchKind {
  resource: keyof typeof listRoutes;
  /** i18n key of the group's heading: the sidebar's own words. */
  label: string;
  primary: (record: RaRecord) => string;
  secondary: (record: RaRecord) => string;
  detail: SearchEntry['detail'];
}

const hasListRoutes = (name: string): name is keyof typeof listRoutes => name in listRoutes;

/** A record's field by its (dotted) name, as text: '' where it is absent. */
const field = (path: string) => (record: RaRecord) => {
  const value = path
    .split('.')
    .reduce<unknown>((node, name) => (node as Record<string, unknown> | null | undefined)?.[name], record);
  return typeof value === 'string' ? value : '';
};

/** The groups of the results, in the declared order (the sidebar's order of the lists). */
export const SEARCH_KINDS: readonly SearchKind[] = RESOURCES.flatMap(({ name, search, menu }) =>
  search && menu && hasListRoutes(name)
    ? [
        {
          ...search,
          resource: name,
          label: menu.label,
          primary: field(search.primary),
          secondary: field(search.secondary),
        },
      ]
    : [],
).sort((a, b) => a.order - b.order);

/** Results per kind: the list call's page_size. */
export const RESULTS_PER_KIND = 5;
/** Fewer characters than this find too much to be useful; the search waits for more. */
export const MIN_TERM_LENGTH = 2;
/** How long typing must pause before the search goes out. */
export const DEBOUNCE_MS = 250;
