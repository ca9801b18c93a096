import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BusinessIcon from '@mui/icons-material/Business';
import PeopleIcon from '@mui/icons-material/People';
import WorkIcon from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';
import type { DashboardCounts } from '@contract/dashboard';
import type { ResourceName } from '../resources';
import { routes } from '../routes';

export interface Tile {
  /** i18n key of the label. */
  label: string;
  count: keyof DashboardCounts;
  to: string;
  /** The role sees the tile only if it may open this resource's list. */
  resource: ResourceName;
  icon: SvgIconComponent;
  active: boolean;
}

/** The eight count tiles of spec section 2, in its order. */
export const tiles: readonly Tile[] = [
  {
    label: 'app.dashboard.active_customers',
    count: 'total_number_of_active_company',
    to: routes.allActiveCustomers,
    resource: 'customers',
    icon: BusinessIcon,
    active: true,
  },
  {
    label: 'app.dashboard.inactive_customers',
    count: 'total_number_of_inactive_company',
    to: routes.allInactiveCustomers,
    resource: 'customers',
    icon: BusinessIcon,
    active: false,
  },
  {
    label: 'app.dashboard.active_users',
    count: 'total_number_of_active_user',
    to: routes.allActiveUsers,
    resource: 'users',
    icon: PeopleIcon,
    active: true,
  },
  {
    label: 'app.dashboard.inactive_users',
    count: 'total_number_of_inactive_user',
    to: routes.allInactiveUsers,
    resource: 'users',
    icon: PeopleIcon,
    active: false,
  },
  {
    label: 'app.dashboard.active_vacancies',
    count: 'total_number_of_active_vacancy',
    to: routes.allActiveVacancies,
    resource: 'vacancies',
    icon: WorkIcon,
    active: true,
  },
  {
    label: 'app.dashboard.inactive_vacancies',
    count: 'total_number_of_inactive_vacancy',
    to: routes.allInactiveVacancies,
    resource: 'vacancies',
    icon: WorkIcon,
    active: false,
  },
  {
    label: 'app.dashboard.active_candidates',
    count: 'total_number_of_active_candidate',
    to: routes.allActiveCandidates,
    resource: 'candidates',
    icon: AssignmentIndIcon,
    active: true,
  },
  {
    label: 'app.dashboard.inactive_candidates',
    count: 'total_number_of_inactive_candidate',
    to: routes.allInactiveCandidates,
    resource: 'candidates',
    icon: AssignmentIndIcon,
    active: false,
  },
];
