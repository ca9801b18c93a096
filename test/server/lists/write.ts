import { sql, type Kysely } from 'kysely';
import type { Engine } from '../../../server/db/connect';
import {
  candidateKeys,
  companyCopies,
  companyKeys,
  userKeys,
  vacancyCopies,
  vacancyKeys,
} from '../../../server/db/keys';
import type { Database, RevokedTokenTable } from '../../../server/db/schema';
import type { CandidateTable } from '../../../server/candidates/table';
import type { CompanyTable } from '../../../server/customers/table';
import type { PackageTable } from '../../../server/packages/table';
import type { UserTable } from '../../../server/users/table';
import type { VacancyPackageTable, VacancyTable } from '../../../server/vacancies/table';
import type { ListRecords, Original } from './records';

/** The schema the previous main left (migrations 001–003): no stored keys, candidates without company_id. */
export interface Schema003 {
  companies: Original<CompanyTable>;
  users: Original<UserTable>;
  packages: PackageTable;
  vacancies: Original<VacancyTable>;
  vacancy_packages: VacancyPackageTable;
  candidates: Omit<Original<CandidateTable>, 'company_id'>;
  revoked_tokens: RevokedTokenTable;
}

/** Rows per INSERT: well under either database's limit of bound parameters. */
const CHUNK = 200;

async function inChunks<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Writes the records as today's code does: each row with its stored keys (db/keys.ts), at its fixed id. In
 * one transaction: SQLite's search tables take far longer to write a commit at a time.
 */
export async function insertKeyed(db: Kysely<Database>, records: ListRecords): Promise<void> {
  await db.transaction().execute((trx) => insertKeyedIn(trx, records));
}

/** PostgreSQL's id sequences start after the ids insertKeyed wrote, so that fixtures can add more records. */
export async function continueIds(db: Kysely<Database>, engine: Engine): Promise<void> {
  if (engine !== 'postgres') return;
  for (const table of ['companies', 'users', 'vacancies', 'candidates']) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
      db,
    );
  }
}

async function insertKeyedIn(db: Kysely<Database>, records: ListRecords): Promise<void> {
  const companyNames = new Map(
    (await db.selectFrom('companies').select(['id', 'company_name']).execute()).map((c) => [c.id, c]),
  );
  for (const company of records.companies) companyNames.set(company.id, company);
  const companyOf = (id: number) => {
    const company = companyNames.get(id);
    if (!company) throw new Error(`no company ${id}`);
    return company;
  };
  await inChunks(records.companies, (chunk) =>
    db
      .insertInto('companies')
      .values(chunk.map((company) => ({ ...company, ...companyKeys(company) })))
      .execute(),
  );
  await inChunks(records.users, (chunk) =>
    db
      .insertInto('users')
      .values(
        chunk.map((user) => ({ ...user, ...userKeys(user), ...companyCopies(companyOf(user.company_id)) })),
      )
      .execute(),
  );
  await inChunks(records.vacancies, (chunk) =>
    db
      .insertInto('vacancies')
      .values(
        chunk.map((vacancy) => ({
          ...vacancy,
          ...vacancyKeys(vacancy),
          ...companyCopies(companyOf(vacancy.company_id)),
        })),
      )
      .execute(),
  );
  await inChunks(records.vacancyPackages, (chunk) =>
    db.insertInto('vacancy_packages').values(chunk).execute(),
  );
  const vacancies = new Map(records.vacancies.map((vacancy) => [vacancy.id, vacancy]));
  await inChunks(records.candidates, (chunk) =>
    db
      .insertInto('candidates')
      .values(
        chunk.map((candidate) => {
          const vacancy = vacancies.get(candidate.vacancy_id);
          if (!vacancy) throw new Error(`no vacancy ${candidate.vacancy_id}`);
          const company = companyOf(vacancy.company_id);
          return {
            ...candidate,
            ...candidateKeys(candidate),
            ...vacancyCopies({ ...vacancy, company_name: company.company_name }),
          };
        }),
      )
      .execute(),
  );
}

/**
 * Writes the records as the code before migration 004 did: the original columns only, ids given by the
 * database in the order of writing (so the fixed ids come out when the database holds ids 1 only).
 */
export async function insertOriginal(db: Kysely<Schema003>, records: ListRecords): Promise<void> {
  const withoutId = <T extends { id: number }>({ id: _id, ...row }: T) => row;
  await inChunks(records.companies, (chunk) =>
    db.insertInto('companies').values(chunk.map(withoutId)).execute(),
  );
  await inChunks(records.users, (chunk) => db.insertInto('users').values(chunk.map(withoutId)).execute());
  await inChunks(records.vacancies, (chunk) =>
    db.insertInto('vacancies').values(chunk.map(withoutId)).execute(),
  );
  await inChunks(records.vacancyPackages, (chunk) =>
    db.insertInto('vacancy_packages').values(chunk).execute(),
  );
  await inChunks(records.candidates, (chunk) =>
    db.insertInto('candidates').values(chunk.map(withoutId)).execute(),
  );
}
