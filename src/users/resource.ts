import PeopleIcon from '@mui/icons-material/People';
import { apiPath } from '@contract/paths';
import { declareResource, text } from '../common/resource/declaration';
import { adminIsSubadmin, allMeansAny } from '../providers/listing';
import { userCreateBody, userUpdateBody } from '../providers/payloads';
import { byType, q } from '../providers/resources';
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
    create: { path: () => apiPath('userRegister'), body: userCreateBody },
    update: { path: (id) => apiPath('userUpdate', { id }), body: userUpdateBody },
    remove: (id) => apiPath('userDelete', { id }),
  },
  access: { CustomerAdmin: '*' },
  menu: { label: 'app.menu.users', to: routes.allUsers, icon: PeopleIcon, order: 3 },
  screens: [
    { paths: Object.values(listRoutes.users), page: 'users/UserListPage' },
    { paths: routes.addUser.pattern, page: 'users/AddUserPage' },
    { paths: routes.userView.pattern, page: 'users/UserViewPage' },
    { paths: routes.userEdit.pattern, page: 'users/UserEditPage' },
    { paths: routes.userDelete.pattern, page: 'users/UserDeletePage' },
  ],
  search: {
    order: 4,
    primary: (record) => text(record.full_name),
    secondary: (record) => text(record.email),
    detail: (record) => routes.userView('all', String(record.id)),
  },
  recordRepresentation: (record) => text(record.full_name),
});
