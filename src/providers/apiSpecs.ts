import { RESOURCES, type ResourceName } from '../resources';
import type { ResourceSpec } from './resources';

/**
 * The dataProvider's table: how each resource speaks to the API, from its declaration. A resource without
 * records (the reports, read by calls of their own) has none.
 */
export const API_SPECS: Partial<Record<ResourceName, ResourceSpec>> = Object.fromEntries(
  RESOURCES.flatMap(({ name, api }) => (api ? [[name, api]] : [])),
);
