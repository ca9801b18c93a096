import type { Kysely } from 'kysely';
import type { VacancyCreate } from '@contract/vacancies';
import type { Database } from '../db/schema';
import type { Caller } from '../platform/resource/types';
import { inScope, type Actor } from '../platform/access';
import { ApiError } from '../platform/errors';
import type { Message } from '../platform/i18n';

/** The company a new vacancy goes to: any for a SubAdmin, only its own for a CustomerAdmin. */
export async function companyFor(
  db: Kysely<Database>,
  actor: Actor,
  companyUid: string,
): Promise<{ id: number; company_name: string } | Message> {
  const company = await db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .where('company_uid', '=', companyUid)
    .executeTakeFirst();
  if (!company || !inScope(actor, company.id)) return { key: 'validation.customer_unknown' };
  return company;
}

/** The ids of the packages named by uid, or a message when one of them is not in the catalogue. */
export async function packagesFor(
  db: Kysely<Database>,
  uids: readonly string[],
): Promise<number[] | Message> {
  if (uids.length === 0) return [];
  const found = await db.selectFrom('packages').select('id').where('uid', 'in', uids).execute();
  if (found.length !== uids.length) return { key: 'validation.package_unknown' };
  return found.map((item) => item.id);
}

/** The checks of an added vacancy, both answered at once: its company and its packages. */
export async function prepareCreate({ ctx, actor }: Caller, body: VacancyCreate) {
  const company = await companyFor(ctx.db, actor, body.company_uuid);
  const packageIds = await packagesFor(ctx.db, body.vacancy_package);
  if (isMessage(company) || isMessage(packageIds))
    throw new ApiError(400, [company, packageIds].filter(isMessage));
  return { company, packageIds };
}

/** The ids of the packages an edit books, or 400 when one is not in the catalogue. */
export async function preparePackages(db: Kysely<Database>, uids: readonly string[]) {
  const packageIds = await packagesFor(db, uids);
  if (isMessage(packageIds)) throw new ApiError(400, [packageIds]);
  return packageIds;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'key' in value;
