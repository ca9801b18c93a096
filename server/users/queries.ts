import { sql, type Kysely } from 'kysely';
import type { User } from '@contract/users';
import type { Database } from '../db/schema';
import { contains, folded, type ListSpec } from '../platform/lists';
import { inCompany, type RowOf } from '../db/select';

/** Users with their company, as section 3 names them. */
export function selectUsers(db: Kysely<Database>, companyId: number | null) {
  const query = db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select([
      'users.id',
      'users.user_uid',
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
  company_uid,
  company_name,
  ...user
}: RowOf<typeof selectUsers>): User {
  return { ...user, company: { company_uid, company_name } };
}

const col = (name: string) => sql.ref(name);

/** Search covers full name, email, company name and role. */
export const userListSpec: ListSpec = {
  filters: {
    company__company_name__icontains: contains(col('companies.company_name')),
    full_name__icontains: contains(col('users.full_name')),
    email: contains(col('users.email')),
    user_role__icontains: contains(col('users.user_role')),
  },
  search: [col('users.full_name'), col('users.email'), col('companies.company_name'), col('users.user_role')],
  ordering: {
    full_name: folded(col('users.full_name')),
    email: folded(col('users.email')),
    user_role: col('users.user_role'),
    status: col('users.status'),
    company_name: folded(col('companies.company_name')),
    id: col('users.id'),
  },
  defaultOrdering: 'full_name',
  id: col('users.id'),
};
