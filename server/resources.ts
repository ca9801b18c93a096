import { candidates } from './candidates/resource';
import { customers } from './customers/resource';
import { interviews } from './interviews/resource';
import { noteRoutes } from './notes/routes';
import { packages } from './packages/resource';
import { rejectionReasons } from './rejection-reasons/resource';
import { scorecardRoutes } from './scorecards/routes';
import { emailTemplates } from './templates/resource';
import type { ResourceEntry } from './platform/resource/types';
import { users } from './users/resource';
import { vacancies } from './vacancies/resource';

/**
 * Every resource the API serves, one entry each: a declaration (defineResource) or, for those not declared
 * yet, its hand-written routes. server/app.ts registers them in this order.
 */
export const RESOURCES: readonly ResourceEntry[] = [
  users,
  customers,
  packages,
  rejectionReasons,
  vacancies,
  candidates,
  { routes: noteRoutes },
  interviews,
  { routes: scorecardRoutes },
  emailTemplates,
];
