import { sql, type SelectQueryBuilder } from 'kysely';

/** Limits a query to one company's records; `companyId` null (a SubAdmin's companyScope) keeps every company. */
export function inCompany<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  companyId: number | null,
): SelectQueryBuilder<DB, TB, O> {
  return companyId === null ? query : query.where(sql.ref(column), '=', companyId);
}

/** The row a select helper (`selectUsers`, `selectCustomers`, ...) answers. */
export type RowOf<Select extends (...args: never[]) => { executeTakeFirstOrThrow(): Promise<unknown> }> =
  Awaited<ReturnType<ReturnType<Select>['executeTakeFirstOrThrow']>>;
