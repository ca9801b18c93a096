import { ACTIVE_USER_STATUS } from '@contract/domain';
import type { User } from '@contract/users';
import type { Sheet } from '../export/sheet';

/** The user list's columns as the export writes them (server/export/sheets.ts says how). */
export const userSheet: Sheet<User> = {
  file: 'users',
  title: 'users.title',
  columns: [
    { header: 'users.fields.full_name', cell: (user) => user.full_name },
    { header: 'users.fields.email', cell: (user) => user.email },
    { header: 'users.fields.role', cell: (user, word) => word(`users.roles.${user.user_role}`) },
    { header: 'users.fields.company', cell: (user) => user.company.company_name },
    {
      header: 'users.fields.status',
      // Approved reads Active, anything else Inactive (spec section 3), as the list's chip says.
      cell: (user, word) =>
        word(user.status === ACTIVE_USER_STATUS ? 'app.list.active' : 'app.list.inactive'),
    },
  ],
};
