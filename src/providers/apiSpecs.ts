import { RESOURCES, type ResourceName } from '../resources';
import type { ResourceSpec } from './resources';

/** The dataProvider's table: how each resource speaks to the API, from its declaration. */
export const API_SPECS = Object.fromEntries(RESOURCES.map(({ name, api }) => [name, api])) as Record<
  ResourceName,
  ResourceSpec
>;
