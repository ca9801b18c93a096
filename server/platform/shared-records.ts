import { sql, type SqlBool } from 'kysely';
import type { Actor } from './access';
import { forbidden, type ApiError } from './errors';

/**
 * Records that are the platform's (company_id null) or one company's, such as rejection reasons and mail
 * templates: a company's users use the platform's and their own; a SubAdmin's scope (null) sees every one.
 * `companyColumn` names the record's company column ('rejection_reasons.company_id').
 */
export const platformOrOwn = (companyColumn: string, scope: number | null) => {
  if (scope === null) return sql<SqlBool>`TRUE`;
  const company = sql.ref(companyColumn);
  return sql<SqlBool>`(${company} IS NULL OR ${company} = ${scope})`;
};

/** Only a SubAdmin changes the platform's records: anyone else is refused, by `refusal` (403 by default). */
export function checkMayChangeShared(
  actor: Actor,
  record: { company_id: number | null },
  refusal: () => ApiError = forbidden,
): void {
  if (record.company_id === null && actor.role !== 'SubAdmin') throw refusal();
}
