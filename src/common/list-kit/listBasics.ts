import { listRoutes } from '../../routes';

/**
 * What a resource's main list declares by convention: its dataProvider resource, its list routes as tabs,
 * and the catalog keys `<resource>.title` and `<resource>.search`.
 */
export const listBasics = (resource: keyof typeof listRoutes) => ({
  resource,
  title: `${resource}.title`,
  tabs: listRoutes[resource],
  searchLabel: `${resource}.search`,
});
