import { listRoutes } from '../../routes';

const hasTabs = (resource: string): resource is keyof typeof listRoutes => resource in listRoutes;

/**
 * Each main list's default sort field, ascending: its "name" field (spec section 9). Here rather than in the
 * resource's declaration (src/<resource>/resource.ts, the signed-in shell's): the list screens importing that
 * would split the shell's modules into chunks of their own. The sidebar reads it too, to fetch a list's first
 * page ahead (listPrefetch.ts, loaded as an entry is pointed at).
 */
export const SORT_FIELDS: Readonly<Record<string, string>> = {
  users: 'full_name',
  customers: 'company_name',
  vacancies: 'vacancy_title',
  candidates: 'candidate_name',
  packages: 'package_name',
  templates: 'template_name',
  rejectionReasons: 'reason_name',
};

/** The resource's default sort field. */
export function sortFieldOf(resource: string): string {
  const sortField = SORT_FIELDS[resource];
  if (!sortField) throw new Error(`SORT_FIELDS names no sort field for ${resource}`);
  return sortField;
}

/**
 * What a resource's main list declares by convention: its dataProvider resource, its list routes as tabs
 * (where it has some: src/routes.ts listRoutes), its default sort field, and the catalog keys `<resource>.title`
 * and `<resource>.search`.
 */
export const listBasics = (resource: string) => ({
  resource,
  title: `${resource}.title`,
  tabs: hasTabs(resource) ? listRoutes[resource] : undefined,
  sortField: sortFieldOf(resource),
  searchLabel: `${resource}.search`,
});
