import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Engine } from './connect';
import type { Database } from './schema';
import { companyCopies, vacancyCopies } from './keys';
import { lockInIdOrder } from './locks';
import { NEXT_VERSION } from './versions';

/**
 * The keys children copy from their parents (a company's name on its users, vacancies and candidates, a
 * vacancy's title and company on its candidates), written after the parent's own write, in its transaction.
 */
export async function spreadCompany(
  db: Kysely<Database>,
  engine: Engine,
  company: { id: number; company_name: string },
) {
  const copies = companyCopies(company);
  for (const table of ['users', 'vacancies', 'candidates'] as const) {
    await lockInIdOrder(db, engine, table, sql<SqlBool>`company_id = ${company.id}`);
    // The children's answers show the new name: their versions move on, as their ETags must.
    await db
      .updateTable(table)
      .set({ ...copies, ...NEXT_VERSION })
      .where('company_id', '=', company.id)
      .execute();
  }
}

/**
 * The company's copies for a user or vacancy being added, read in the adding transaction with the company's
 * row share-locked: a rename either commits first and is read here, or waits for this transaction and then
 * reaches the new row as well. Read before the transaction, a rename committing in between went unseen by
 * both. Undefined when the company was deleted meanwhile.
 */
export async function companyCopiesForChild(db: Kysely<Database>, engine: Engine, companyId: number) {
  const read = db.selectFrom('companies').select('company_name').where('id', '=', companyId);
  const company = await (engine === 'postgres' ? read.forShare() : read).executeTakeFirst();
  return company && companyCopies(company);
}

export async function spreadVacancy(db: Kysely<Database>, engine: Engine, vacancyId: number) {
  const vacancy = await db
    .selectFrom('vacancies')
    .innerJoin('companies', 'companies.id', 'vacancies.company_id')
    .select(['vacancies.vacancy_title', 'vacancies.company_id', 'companies.company_name'])
    .where('vacancies.id', '=', vacancyId)
    .executeTakeFirstOrThrow();
  await lockInIdOrder(db, engine, 'candidates', sql<SqlBool>`vacancy_id = ${vacancyId}`);
  await db
    .updateTable('candidates')
    .set({ ...vacancyCopies(vacancy), ...NEXT_VERSION })
    .where('vacancy_id', '=', vacancyId)
    .execute();
}
