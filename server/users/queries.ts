import { sql, type Kysely, type SqlBool } from 'kysely';
import { ACTIVE_USER_STATUS, type ListType } from '@contract/domain';
import type { User } from '@contract/users';
import type { Database } from '../db/schema';
import { USER_LISTED } from './table';
import { foldFilters, orderings, type ListSpec } from '../platform/list-spec';
import { inCompany, type RowOf } from '../db/select';

/** The users one tab of the list shows (all, active, inactive, pending): one table, limited to one company's. */
export function usersInTab(db: Kysely<Database>, companyId: number | null, tab: ListType) {
  const records = inCompany(db.selectFrom('users'), 'users.company_id', companyId);
  if (tab === 'active') return records.where('users.status', '=', ACTIVE_USER_STATUS);
  if (tab === 'inactive') return records.where('users.status', '!=', ACTIVE_USER_STATUS);
  if (tab === 'pending') return records.where('users.status', '=', 'Pending');
  return records;
}

/** Users with their company, as section 3 names them. */
export function selectUsers(db: Kysely<Database>, companyId: number | null) {
  const query = db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.user_uid',
      'users.version',
      'users.full_name',
      'users.email',
      'users.user_role',
      'users.status',
      'users.company_id',
      'companies.company_uid',
      'companies.company_name',
    ]);
  return inCompany(query, 'users.company_id', companyId);
}

/** The row as the contract's user: its company as an object. */
export function toUser({
  company_id: _companyId,
  version: _version,
  company_uid,
  company_name,
  ...user
}: RowOf<typeof selectUsers>): User {
  return { ...user, company: { company_uid, company_name } };
}

const text = USER_LISTED.search;

/** Search covers full name, email, company name and role. */
export const userListSpec: ListSpec = {
  text,
  filters: {
    ...foldFilters(text, {
      company__company_name__icontains: 'company_name_fold',
      full_name__icontains: 'full_name_fold',
      email: 'email_fold',
      user_role__icontains: 'user_role_fold',
    }),
    company__company_uid: (uid) =>
      sql<SqlBool>`users.company_id = (SELECT id FROM companies WHERE company_uid = ${uid})`,
  },
  search: text.columns,
  ...orderings('users', ['full_name', 'email', 'company_name'], ['user_role', 'status']),
  defaultOrdering: 'full_name',
};
