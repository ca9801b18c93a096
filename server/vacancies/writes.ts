import type { Kysely } from 'kysely';
import type { VacancyCreate } from '@contract/vacancies';
import type { Database } from '../db/schema';

/** The columns the add and the edit form set alike, from the checked form. */
export const formColumns = (body: Omit<VacancyCreate, 'company_uuid' | 'vacancy_package'>) => ({
  vacancy_title: body.vacancy_title,
  vacancy_description: body.vacancy_description,
  vacancy_tag: body.vacancy_tag,
  vacancy_quota: body.vacancy_quota,
  vacancy_start_date: body.vacancy_start_date,
  vacancy_due_date: body.vacancy_due_date,
  vacancy_form_id: body.vacancy_form_id,
  // Left out, a new vacancy has none (the column's default) and an edit keeps them.
  ...(body.scorecard_criteria && { scorecard_criteria: JSON.stringify(body.scorecard_criteria) }),
});

/** The stored criteria as a list of names. */
export const criteriaOf = (stored: string): string[] => JSON.parse(stored) as string[];

/** Makes the vacancy's booked packages exactly these, inside the write's transaction. */
export async function setPackages(trx: Kysely<Database>, vacancyId: number, packageIds: readonly number[]) {
  await trx.deleteFrom('vacancy_packages').where('vacancy_id', '=', vacancyId).execute();
  if (packageIds.length === 0) return;
  await trx
    .insertInto('vacancy_packages')
    .values(packageIds.map((packageId) => ({ vacancy_id: vacancyId, package_id: packageId })))
    .execute();
}

/** The vacancy's booked packages as its history shows them: their names in catalogue order, null for none. */
export async function bookedPackages(db: Kysely<Database>, vacancyId: number): Promise<string | null> {
  const rows = await db
    .selectFrom('vacancy_packages')
    .innerJoin('packages', 'packages.id', 'vacancy_packages.package_id')
    .select('packages.package_name')
    .where('vacancy_packages.vacancy_id', '=', vacancyId)
    .orderBy('packages.id')
    .execute();
  return rows.length === 0 ? null : rows.map((row) => row.package_name).join(', ');
}
