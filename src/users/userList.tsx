import { Stack } from '@mui/material';
import { useMemo } from 'react';
import { SelectInput, TextInput, useGetIdentity, type Identifier } from 'react-admin';
import { USER_ROLES } from '@contract/domain';
import { CompanyFilterInput } from '../common/CompanyFilterInput';
import { EmailText } from '../common/EmailText';
import { listBasics, sortFieldOf } from '../common/list-kit/listBasics';
import type { ListColumn, ListDeclaration } from '../common/list-kit/types';
import { listRoutes, routes, type PageType } from '../routes';
import { roleLabel, RoleLabel, StatusLabel } from './labels';
import type { UserRecord } from './types';

const name: ListColumn<UserRecord> = { source: 'full_name', label: 'users.fields.full_name' };
const email: ListColumn<UserRecord> = {
  source: 'email',
  label: 'users.fields.email',
  render: (record) => <EmailText email={record.email} />,
};
const role: ListColumn<UserRecord> = {
  source: 'user_role',
  label: 'users.fields.role',
  render: (record) => <RoleLabel role={record.user_role} />,
};
/** The API orders users by `company_name` (server/users/queries.ts), the company's name. */
const company: ListColumn<UserRecord> = {
  source: 'company_name',
  label: 'users.fields.company',
  render: (record) => record.company.company_name,
};
const status: ListColumn<UserRecord> = {
  source: 'status',
  label: 'users.fields.status',
  render: (record) => <StatusLabel status={record.status} />,
};

/** The role filter: 'admin' is what the dataProvider sends as 'subadmin' (spec section 7). */
const roleFilterChoices = USER_ROLES.map((value) => ({
  id: value === 'SubAdmin' ? 'admin' : value,
  name: roleLabel(value),
}));

const id = (record: UserRecord) => String(record.id);

/** Routes and cards every users list shares; `own` is the signed-in user, who cannot delete themselves. */
function userLinks(own: Identifier | undefined) {
  return {
    detailRoute: (record: UserRecord, pageType: PageType) => routes.userView(pageType, id(record)),
    cardRoute: (record: UserRecord) => routes.userView('all', id(record)),
    editRoute: (record: UserRecord, pageType: PageType) => routes.userEdit(pageType, id(record)),
    deleteRoute: (record: UserRecord, pageType: PageType) => routes.userDelete(pageType, id(record)),
    deleteBlocked: (record: UserRecord) => (record.id === own ? 'api.own_account_locked' : undefined),
    phone: {
      title: (record: UserRecord) => record.full_name,
      subtitle: (record: UserRecord) => <EmailText email={record.email} />,
      status: (record: UserRecord) => <StatusLabel status={record.status} />,
    },
    card: {
      title: (record: UserRecord) => record.full_name,
      subtitle: (record: UserRecord) => <EmailText email={record.email} />,
      thumbnail: () => undefined,
      body: (record: UserRecord) => (
        <Stack direction="row" alignItems="center" flexWrap="wrap" gap={1} component="span">
          <span>
            <RoleLabel role={record.user_role} /> · {record.company.company_name}
          </span>
          <StatusLabel status={record.status} />
        </Stack>
      ),
    },
  };
}

/** Shows All for the empty value with the label above it, like the company filter (spec section 7). */
const allFirst = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** /all-users and its tabs: search, or by company, name, email and role; sorted by name (spec section 2). */
export function useUserListDeclaration(): ListDeclaration<UserRecord> {
  const { identity } = useGetIdentity();
  return useMemo(
    () => ({
      ...listBasics('users'),
      // The spec's tabs are All, Active and Inactive; /all-pending-users shows its own while it is open.
      tabs: listRoutes.users,
      tabsWhileOpen: ['pending'],
      columns: [name, email, role, company, status],
      advancedFilters: [
        <CompanyFilterInput key="company" label="users.fields.company" />,
        <TextInput key="full_name" source="full_name" label="users.fields.full_name" />,
        <TextInput key="email" source="email" label="users.fields.email" />,
        <SelectInput
          key="user_role"
          source="user_role"
          label="users.fields.role"
          choices={roleFilterChoices}
          emptyText="app.list.all"
          slotProps={allFirst}
        />,
      ],
      addRoute: (pageType) => routes.addUser(pageType),
      ...userLinks(identity?.id),
    }),
    [identity?.id],
  );
}

/** A company's users (customer details, a CustomerAdmin's profile): links use the pageType 'all'. */
export function useCompanyUsersDeclaration(): ListDeclaration<UserRecord> {
  const { identity } = useGetIdentity();
  return useMemo(
    () => ({
      resource: 'users',
      title: 'users.company_list.title',
      sortField: sortFieldOf('users'),
      columns: [name, email, role, status],
      advancedFilters: [],
      ...userLinks(identity?.id),
    }),
    [identity?.id],
  );
}
