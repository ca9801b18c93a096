import { listRoutes } from '../../routes';

const hasTabs = (resource: string): resource is keyof typeof listRoutes => resource in listRoutes;

/**
 * What a resource's main list declares by convention: its dataProvider resource, its list routes as tabs
 * (where it has some: src/routes.ts listRoutes), and the catalog keys `<resource>.title` and `<resource>.search`.
 */
export const listBasics = (resource: string) => ({
  resource,
  title: `${resource}.title`,
  tabs: hasTabs(resource) ? listRoutes[resource] : undefined,
  searchLabel: `${resource}.search`,
});
