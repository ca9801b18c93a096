import PeopleIcon from '@mui/icons-material/People';
import { apiPath } from '@contract/paths';
import { declareResource, pages } from '../common/resource/declaration';
import { adminIsSubadmin, allMeansAny } from '../providers/listing';
import { byType, payload, q } from '../providers/resources';
import type * as builders from './payload';
import { listRoutes, routes } from '../routes';

/** The users (spec section 5): a CustomerAdmin manages its company's, a StaffAdmin none. */
export const users = declareResource({
  name: 'users',
  api: {
    uidField: 'user_uid',
    list: (pageType) =>
      byType(pageType) === 'all' ? apiPath('userList') : apiPath('userListByType', { type: pageType }),
    filters: {
      ...q,
      company: { param: 'company__company_name__icontains', value: allMeansAny },
      full_name: { param: 'full_name__icontains' },
      email: { param: 'email' },
      user_role: { param: 'user_role__icontains', value: adminIsSubadmin },
      company_uid: { param: 'company__company_uid' },
    },
    detail: (id) => apiPath('userDetail', { id }),
    create: { path: () => apiPath('userRegister'), body: payload<typeof builders>('userCreateBody') },
    update: { path: (id) => apiPath('userUpdate', { id }), body: payload<typeof builders>('userUpdateBody') },
    remove: (id) => apiPath('userDelete', { id }),
  },
  access: { CustomerAdmin: '*' },
  menu: { label: 'app.menu.users', to: routes.allUsers, icon: PeopleIcon, order: 3 },
  screens: pages('users', {
    UserListPage: Object.values(listRoutes.users),
    AddUserPage: routes.addUser.pattern,
    UserViewPage: routes.userView.pattern,
    UserEditPage: routes.userEdit.pattern,
    UserDeletePage: routes.userDelete.pattern,
  }),
  search: {
    order: 4,
    primary: 'full_name',
    secondary: 'email',
    fields: [
      { source: 'full_name', label: 'users.fields.full_name' },
      { source: 'email', label: 'users.fields.email' },
      { source: 'company.company_name', label: 'users.fields.company' },
      { source: 'user_role', label: 'users.fields.role', choices: 'users.roles' },
    ],
    detail: (record) => routes.userView('all', String(record.id)),
  },
  recordRepresentation: 'full_name',
});
