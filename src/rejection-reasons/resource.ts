import BlockIcon from '@mui/icons-material/Block';
import { apiPath } from '@contract/paths';
import { declareResource, pages } from '../common/resource/declaration';
import { payload, q } from '../providers/resources';
import type * as builders from './payload';
import { rejectionReasonRoutes } from './routes';

const body = payload<typeof builders>('rejectionReasonBody');

/**
 * The reasons a rejection is given (issue 34): the SubAdmin manages the platform-wide ones, a CustomerAdmin its
 * company's; a StaffAdmin reads them where it rejects a candidate only, so the sidebar entry asks for 'edit'.
 */
export const rejectionReasons = declareResource({
  name: 'rejectionReasons',
  api: {
    uidField: 'uid',
    list: () => apiPath('rejectionReasonList'),
    filters: q,
    create: { path: () => apiPath('rejectionReasonCreate'), body },
    update: { path: (id) => apiPath('rejectionReasonUpdate', { id }), body },
    remove: (id) => apiPath('rejectionReasonDelete', { id }),
  },
  access: { CustomerAdmin: '*', StaffAdmin: ['list', 'show'] },
  menu: {
    label: 'rejectionReasons.menu',
    to: rejectionReasonRoutes.list,
    icon: BlockIcon,
    order: 6,
    action: 'edit',
  },
  screens: pages('rejection-reasons', {
    RejectionReasonListPage: rejectionReasonRoutes.list,
    AddRejectionReasonPage: rejectionReasonRoutes.add.pattern,
    RejectionReasonEditPage: rejectionReasonRoutes.edit.pattern,
    RejectionReasonDeletePage: rejectionReasonRoutes.delete.pattern,
  }),
  recordRepresentation: 'reason_name',
});
