import type { ExpressionBuilder, Kysely } from 'kysely';
import { ACTIVE_USER_STATUS, ADMINISTRATION_COMPANY_UID, type ListType } from '@contract/domain';
import type { Customer, CustomerOption } from '@contract/customers';
import { unreferenced, type Reference } from '../db/references';
import type { Database } from '../db/schema';
import { COMPANY_LISTED } from './table';
import { foldFilters, orderings, type ListSpec } from '../platform/list-spec';
import { inCompany, type RowOf } from '../db/select';

type CompanyScope = ExpressionBuilder<Database, 'companies'>;

/** The rows that refer to a company: its users and vacancies. */
export const CUSTOMER_REFERENCES: readonly Reference[] = [
  { table: 'users', column: 'company_id' },
  { table: 'vacancies', column: 'company_id' },
];

/** A company may be deleted when nothing refers to it, and the administration company never. */
export const isDeletable = (eb: CompanyScope) =>
  eb.and([
    unreferenced('companies', CUSTOMER_REFERENCES),
    eb('companies.company_uid', '!=', ADMINISTRATION_COMPANY_UID),
  ]);

/** Active customer: at least one Approved user (project rule). */
export const isActive = (eb: CompanyScope) =>
  eb.exists(
    eb
      .selectFrom('users')
      .select('users.id')
      .whereRef('users.company_id', '=', 'companies.id')
      .where('users.status', '=', ACTIVE_USER_STATUS),
  );

/** The companies one tab of the list shows (all, active, inactive); only the SubAdmin lists them, all of them. */
export function customersInTab(db: Kysely<Database>, tab: ListType) {
  const records = db.selectFrom('companies');
  if (tab === 'active') return records.where((eb) => isActive(eb));
  if (tab === 'inactive') return records.where((eb) => eb.not(isActive(eb)));
  return records;
}

/** Companies with their deletability, optionally limited to one company (`companyScope`). */
export function selectCustomers(db: Kysely<Database>, companyId: number | null) {
  const query = db
    .selectFrom('companies')
    .select([
      'companies.id',
      'companies.company_uid',
      'companies.version',
      'companies.company_name',
      'companies.company_email',
      'companies.company_logo',
      'companies.folder_name',
      'companies.folder_id',
      'companies.retention_days',
      'companies.rejection_reason_required',
    ])
    .select((eb) => isDeletable(eb).as('is_delete'));
  return inCompany(query, 'companies.id', companyId);
}

/** The row as the contract's customer: SQLite answers is_delete as 0/1, PostgreSQL as a boolean. */
/** The version is left to the answer (Prefer: versions), as the other records' is. */
export function toCustomer({
  is_delete,
  version: _version,
  rejection_reason_required,
  ...customer
}: RowOf<typeof selectCustomers>): Customer {
  return {
    ...customer,
    rejection_reason_required: rejection_reason_required === 1,
    is_delete: Boolean(is_delete),
  };
}

/** The dropdown: every company in scope, by name. */
export async function customerOptions(
  db: Kysely<Database>,
  companyId: number | null,
): Promise<CustomerOption[]> {
  return inCompany(db.selectFrom('companies').select(['company_uid', 'company_name', 'id']), 'id', companyId)
    .orderBy('company_name_key')
    .orderBy('id')
    .execute();
}

const text = COMPANY_LISTED.search;

/** Search covers company_name, company_email, folder_name and folder_id. */
export const customerListSpec: ListSpec = {
  text,
  filters: foldFilters(text, {
    company_name__icontains: 'company_name_fold',
    company_email__icontains: 'company_email_fold',
  }),
  search: text.columns,
  ...orderings('companies', ['company_name', 'company_email', 'folder_name', 'folder_id']),
  defaultOrdering: 'company_name',
};
