import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import type { SvgIconComponent } from '@mui/icons-material';
import { matchPath } from 'react-router-dom';
import { RESOURCES, type ResourceName } from '../resources';
import { routes } from '../routes';

interface Section {
  /** i18n key of the sidebar label. */
  label: string;
  to: string;
  icon: SvgIconComponent;
  /** The resource the role must be granted `action` on; the dashboard and the calendar are for everyone. */
  resource?: ResourceName;
  action?: 'list' | 'edit';
  /** Every route of the section, so the sidebar highlights it on its lists, details and forms too. */
  patterns: readonly string[];
}

const dashboard: Section = {
  label: 'app.menu.dashboard',
  to: routes.home,
  icon: DashboardIcon,
  patterns: [routes.home],
};

/** The interviews' calendar (issue 33): every role's, each seeing its companies' interviews. */
const interviews: Section = {
  label: 'app.menu.interviews',
  to: routes.interviews,
  icon: EventIcon,
  patterns: [routes.interviews],
};

/** The resources' entries, in their declared order; each section holds every screen of its resource. */
const resourceSections = RESOURCES.flatMap(({ name, menu, screens }) =>
  menu
    ? [
        {
          ...menu,
          action: menu.action ?? 'list',
          resource: name,
          patterns: screens.flatMap(({ paths }) => paths),
        },
      ]
    : [],
).sort((a, b) => a.order - b.order);

/** The sidebar of spec section 2, in its order, then the calendar. */
export const sections: readonly Section[] = [dashboard, ...resourceSections, interviews];

export const isInSection = (section: Section, pathname: string): boolean =>
  section.patterns.some((pattern) => matchPath(pattern, pathname) !== null);
