import { sql, type SqlBool } from 'kysely';

export const companyOf = sql.ref('rejection_reasons.company_id');

/** The reasons a company's candidates may be given: the platform-wide ones and the company's own. */
export const usableBy = (companyId: number) =>
  sql<SqlBool>`(${companyOf} IS NULL OR ${companyOf} = ${companyId})`;

/** Within a company's scope (null: every company's and the platform's): what that company may use. */
export const inScope = (scope: number | null) => (scope === null ? sql<SqlBool>`TRUE` : usableBy(scope));
