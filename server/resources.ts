import { candidates } from './candidates/resource';
import { customers } from './customers/resource';
import { noteRoutes } from './notes/routes';
import { packages } from './packages/resource';
import type { ResourceEntry } from './platform/resource/types';
import { EVERY_ROLE } from './platform/access';
import { users } from './users/resource';
import { vacancyRoutes } from './vacancies/routes';

/**
 * Every resource the API serves, one entry each: a declaration (defineResource) or, for those not declared
 * yet, its hand-written routes with its timeline. server/app.ts registers them in this order.
 */
export const RESOURCES: readonly ResourceEntry[] = [
  users,
  customers,
  packages,
  { routes: vacancyRoutes, timeline: { subject: 'vacancy', readers: EVERY_ROLE, kinds: ['vacancy'] } },
  candidates,
  { routes: noteRoutes },
];
