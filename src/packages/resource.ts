import Inventory2Icon from '@mui/icons-material/Inventory2';
import { apiPath } from '@contract/paths';
import { declareResource, pages } from '../common/resource/declaration';
import { payload, q } from '../providers/resources';
import type * as builders from './payload';
import { packageRoutes } from './routes';

/**
 * The vacancy packages a vacancy offers: a SubAdmin manages them (add, edit, delete); a CustomerAdmin reads
 * their list on the vacancy forms only, so the sidebar entry asks for 'edit'.
 */
export const packages = declareResource({
  name: 'packages',
  api: {
    uidField: 'uid',
    list: () => apiPath('packageList'),
    filters: q,
    create: { path: () => apiPath('packageCreate'), body: payload<typeof builders>('packageBody') },
    update: { path: (id) => apiPath('packageUpdate', { id }), body: payload<typeof builders>('packageBody') },
    remove: (id) => apiPath('packageDelete', { id }),
    bulk: { delete: apiPath('packageBulkDelete') },
  },
  access: { CustomerAdmin: ['list', 'show'] },
  menu: { label: 'packages.menu', to: packageRoutes.list, icon: Inventory2Icon, order: 5, action: 'edit' },
  screens: pages('packages', {
    PackageListPage: packageRoutes.list,
    AddPackagePage: packageRoutes.add.pattern,
    PackageEditPage: packageRoutes.edit.pattern,
    PackageDeletePage: packageRoutes.delete.pattern,
  }),
  recordRepresentation: 'package_name',
});
