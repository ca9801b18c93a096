import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BusinessIcon from '@mui/icons-material/Business';
import DashboardIcon from '@mui/icons-material/Dashboard';
import PeopleIcon from '@mui/icons-material/People';
import WorkIcon from '@mui/icons-material/Work';
import type { SvgIconComponent } from '@mui/icons-material';
import { matchPath } from 'react-router-dom';
import { listRoutes, routes } from '../routes';

/** The app's resources, as the dataProvider and the authProvider's canAccess name them. */
export type ResourceName = 'users' | 'customers' | 'vacancies' | 'candidates';

interface Section {
  /** i18n key of the sidebar label. */
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** The resource whose list the role must be allowed to open; the dashboard is for everyone. */
  resource?: ResourceName;
  /** Every route of the section, so the sidebar highlights it on its lists, details and forms too. */
  patterns: readonly string[];
}

/** The sidebar of spec section 2, in its order. */
export const sections: readonly Section[] = [
  { label: 'app.menu.dashboard', to: routes.home, icon: DashboardIcon, patterns: [routes.home] },
  {
    label: 'app.menu.vacancies',
    to: routes.allVacancies,
    icon: WorkIcon,
    resource: 'vacancies',
    patterns: [
      ...Object.values(listRoutes.vacancies),
      routes.addVacancy.pattern,
      routes.vacancyEdit.pattern,
      routes.vacancyDelete.pattern,
      routes.vacancyDetails.pattern,
    ],
  },
  {
    label: 'app.menu.candidates',
    to: routes.allActiveCandidates,
    icon: AssignmentIndIcon,
    resource: 'candidates',
    patterns: [
      routes.allActiveCandidates,
      routes.allInactiveCandidates,
      routes.candidates.pattern,
      routes.candidateDetails.pattern,
      routes.candidateEdit.pattern,
    ],
  },
  {
    label: 'app.menu.users',
    to: routes.allUsers,
    icon: PeopleIcon,
    resource: 'users',
    patterns: [
      ...Object.values(listRoutes.users),
      routes.addUser.pattern,
      routes.userView.pattern,
      routes.userEdit.pattern,
      routes.userDelete.pattern,
    ],
  },
  {
    label: 'app.menu.customers',
    to: routes.allCustomers,
    icon: BusinessIcon,
    resource: 'customers',
    patterns: [
      ...Object.values(listRoutes.customers),
      routes.addCustomer.pattern,
      routes.customerEdit.pattern,
      routes.customerDelete.pattern,
      routes.customerDetails.pattern,
    ],
  },
];

export const isInSection = (section: Section, pathname: string): boolean =>
  section.patterns.some((pattern) => matchPath(pattern, pathname) !== null);
