import { candidates } from './candidates/resource';
import { notes } from './candidates/notes/resource';
import { customers } from './customers/resource';
import { interviews } from './interviews/resource';
import { mails } from './mails/resource';
import { packages } from './packages/resource';
import { reports } from './reports';
import { templates } from './templates/resource';
import { rejectionReasons } from './rejection-reasons/resource';
import { users } from './users/resource';
import { vacancies } from './vacancies/resource';

/**
 * Every resource of the app, each declared in its folder: the dataProvider's table, the sidebar, the screens,
 * the role rules and the global search are made from this list. Adding a resource is its folder and a line.
 */
export const RESOURCES = [
  users,
  customers,
  vacancies,
  candidates,
  notes,
  interviews,
  packages,
  templates,
  mails,
  rejectionReasons,
  reports,
] as const;

export type ResourceName = (typeof RESOURCES)[number]['name'];
