import InsightsIcon from '@mui/icons-material/Insights';
import { declareResource, pages } from '../common/resource/declaration';
import { reportRoutes } from './routes';

/**
 * The hiring funnel report (issue 34): every role reads it, the API scoping it to the role's company. It has no
 * records for react-admin's calls: the screen reads it by the dataProvider's getFunnelReport.
 */
export const reports = declareResource({
  name: 'reports',
  access: { CustomerAdmin: ['list'], StaffAdmin: ['list'] },
  menu: { label: 'app.menu.reports', to: reportRoutes.funnel, icon: InsightsIcon, order: 9 },
  screens: pages('reports', { ReportPage: reportRoutes.funnel }),
});
