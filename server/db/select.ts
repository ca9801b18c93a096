import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from './schema';
import type { ActiveState, ListType } from '@contract/domain';

/** Limits a query to one company's records; `companyId` null (a SubAdmin's companyScope) keeps every company. */
export function inCompany<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  companyId: number | null,
): SelectQueryBuilder<DB, TB, O> {
  return companyId === null ? query : query.where(sql.ref(column), '=', companyId);
}

/** The stored active state (a vacancy's status, a candidate's is_candidate_active) of a lower-case word. */
export const ACTIVE_STATE: Record<'active' | 'inactive', ActiveState> = {
  active: 'Active',
  inactive: 'Inactive',
};

/** Limits a query to the records one list tab shows by their stored active state; other tabs keep them all. */
export function inTab<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  tab: ListType,
): SelectQueryBuilder<DB, TB, O> {
  return tab === 'active' || tab === 'inactive'
    ? query.where(sql.ref(column), '=', ACTIVE_STATE[tab])
    : query;
}

/**
 * What a list of a table with a company copy and an active state reads for one tab within a company: the table
 * alone, so that counts and deep pages read an index only.
 */
export function tabRecords<TB extends 'vacancies' | 'candidates'>(
  db: Kysely<Database>,
  table: TB,
  state: 'vacancy_status' | 'is_candidate_active',
  companyId: number | null,
  tab: ListType,
) {
  // kysely types a FROM of a table name that is still a type parameter as a conditional type it cannot resolve.
  const records = db.selectFrom(table) as unknown as SelectQueryBuilder<Database, TB, object>;
  return inTab(inCompany(records, `${table}.company_id`, companyId), `${table}.${state}`, tab);
}

/** The row a select helper (`selectUsers`, `selectCustomers`, ...) answers. */
export type RowOf<Select extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> =
  Awaited<ReturnType<ReturnType<Select>['executeTakeFirstOrThrow']>>;
