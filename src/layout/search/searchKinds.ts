import type { SearchEntry } from '../../common/resource/declaration';
import { RESOURCES } from '../../resources';
import { listRoutes } from '../../routes';

/**
 * What the global search shows of one kind of record (its declaration's `search`: the shown fields and the
 * searched ones), and where Enter takes it.
 */
export interface SearchKind extends SearchEntry {
  resource: keyof typeof listRoutes;
  /** i18n key of the group's heading: the sidebar's own words. */
  label: string;
}

const hasListRoutes = (name: string): name is keyof typeof listRoutes => name in listRoutes;

/**
 * The groups of the results, in the declared order (the sidebar's order of the lists). The top bar hands them
 * to the lazily loaded search panel, which imports none of the registry: it would otherwise share the
 * registry's modules with the shell and the dashboard, and Rolldown would split them into one more chunk.
 */
export const SEARCH_KINDS: readonly SearchKind[] = RESOURCES.flatMap(({ name, search, menu }) =>
  search && menu && hasListRoutes(name) ? [{ ...search, resource: name, label: menu.label }] : [],
).sort((a, b) => a.order - b.order);
