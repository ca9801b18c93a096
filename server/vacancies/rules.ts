import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { companyScope, inScope, type Actor } from '../platform/access';
import { notFound } from '../platform/errors';
import type { Message } from '../platform/i18n';
import { selectVacancies } from './queries';

/** The vacancy with this uid if the actor may see it; another company's vacancy is as unknown as a missing one. */
export async function findVisibleVacancy(db: Kysely<Database>, actor: Actor, vacancyUid: string) {
  const row = await selectVacancies(db, companyScope(actor))
    .where('vacancies.uid', '=', vacancyUid)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

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
