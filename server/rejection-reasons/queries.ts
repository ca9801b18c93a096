import { sql } from 'kysely';
import { platformOrOwn } from '../platform/shared-records';

const COMPANY = 'rejection_reasons.company_id';
export const companyOf = sql.ref(COMPANY);

/** The reasons a company's candidates may be given: the platform-wide ones and the company's own. */
export const usableBy = (companyId: number) => platformOrOwn(COMPANY, companyId);

/** Within a company's scope (null: every company's and the platform's): what that company may use. */
export const inScope = (scope: number | null) => platformOrOwn(COMPANY, scope);
