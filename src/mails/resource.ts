import OutboxIcon from '@mui/icons-material/Outbox';
import { apiPath } from '@contract/paths';
import { declareResource, pages } from '../common/resource/declaration';
import { mailRoutes } from './routes';

/**
 * The outgoing mails' queue (issue 34): SubAdmins see its mails by state (the failed ones first) and send a
 * failed one again. No other role is granted it.
 */
export const mails = declareResource({
  name: 'mails',
  api: {
    uidField: 'uid',
    list: () => apiPath('mailList'),
    filters: { state: { param: 'state' } },
  },
  access: {},
  menu: { label: 'app.menu.mails', to: mailRoutes.queue, icon: OutboxIcon, order: 8 },
  screens: pages('mails', { MailQueuePage: mailRoutes.queue }),
});
