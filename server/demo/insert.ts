import type { Kysely } from 'kysely';
import { ADMINISTRATION_COMPANY_UID, USERNAME_PLACEHOLDER } from '@contract/domain';
import { withoutSessionLimits, type Engine } from '../db/connect';
import { candidateKeys, companyCopies, companyKeys, userKeys, vacancyCopies, vacancyKeys } from '../db/keys';
import type { Database } from '../db/schema';
import type { CandidateTable } from '../candidates/table';
import { MEDIA_PREFIX } from '../platform/uploads';
import type { CandidateRow, Writer } from './bulk';
import { DEMO_UID_PREFIX, type DemoPlan, type PlannedCandidate } from './plan';
import { postgresWriter } from './postgres';
import { inSeedingTransaction } from './sqlite';
import { seedStays } from './stays';

const media = (file: string) => `${MEDIA_PREFIX}${file}`;

/** Below this many candidates, inserting into the indexes as they are costs less than rebuilding them. */
const REBUILD_FROM = 10_000;
/** Uids per lookup of the ids just inserted: well within both engines' parameter limits. */
const LOOKUP_BATCH = 5_000;

/** What every candidate of a vacancy shares: its files and the copies of the vacancy's title and company. */
type FromVacancy = Pick<
  CandidateTable,
  'vacancy_id' | 'candidate_thumbnail' | 'candidate_resume' | 'candidate_share_url'
> &
  ReturnType<typeof vacancyCopies>;

/**
 * Writes the plan in one transaction: on SQLite on a connection of its own (sqlite.ts), on PostgreSQL in the
 * server's pool.
 */
export async function writePlan(
  server: { db: Kysely<Database>; engine: Engine },
  plan: DemoPlan,
  passwordHash: string,
): Promise<void> {
  if (server.engine === 'sqlite') {
    return inSeedingTransaction(server.db, (db, writer) => insertPlan(db, writer, plan, passwordHash));
  }
  await server.db.transaction().execute(async (trx) => {
    // Millions of rows and their indexes take longer than a call's statement may.
    await withoutSessionLimits(trx, server.engine);
    await insertPlan(trx, postgresWriter(trx), plan, passwordHash);
  });
}

/**
 * Writes the plan, every row with its stored list keys (db/keys.ts), in the caller's transaction (`trx`
 * reads, `writer` inserts). Candidates are read from the plan as they are inserted, a statement's worth at a
 * time.
 */
async function insertPlan(
  trx: Kysely<Database>,
  writer: Writer,
  plan: DemoPlan,
  passwordHash: string,
): Promise<void> {
  const customers = plan.companies.map(({ logo, uid, ...company }) => ({
    ...company,
    company_uid: uid,
    company_logo: media(logo.file),
    ...companyKeys(company),
  }));
  await writer.insert('companies', customers);
  const companies = await companiesByUid(trx);
  const companyOf = (uid: string) => {
    const company = companies.get(uid);
    if (!company) throw new Error(`demo data: no customer ${uid}`);
    return company;
  };

  const users = plan.users.map(({ uid, companyUid, ...user }) => {
    const company = companyOf(companyUid ?? ADMINISTRATION_COMPANY_UID);
    return {
      ...user,
      user_uid: uid,
      username: USERNAME_PLACEHOLDER,
      password_hash: passwordHash,
      company_id: company.id,
      ...userKeys(user),
      ...companyCopies(company),
    };
  });
  // An address someone already uses keeps its real user; that demo user is left out.
  await writer.insert('users', users, 'ON CONFLICT (email) DO NOTHING');
  const userUids = plan.users.map((user) => user.uid);
  const userIds = await idsByUid(trx, 'users', 'user_uid', userUids);

  const vacancies = plan.vacancies.map(({ columns, companyUid, thumbnail, createdBy, modifiedBy }) => ({
    ...columns,
    vacancy_thumbnail: thumbnail ? media(thumbnail.file) : null,
    // Decision: a vacancy with a picture also presents itself with the demo video.
    vacancy_share_url: thumbnail ? media(plan.videoFile) : null,
    company_id: companyOf(companyUid).id,
    created_by_id: userIds.get(createdBy) ?? null,
    modified_by_id: userIds.get(modifiedBy) ?? null,
    ...vacancyKeys(columns),
    ...companyCopies(companyOf(companyUid)),
  }));
  await writer.insert('vacancies', vacancies);
  const vacancyUids = plan.vacancies.map((vacancy) => vacancy.columns.uid);
  const vacancyIds = await idsByUid(trx, 'vacancies', 'uid', vacancyUids);
  const idOf = (uid: string) => {
    const id = vacancyIds.get(uid);
    if (id === undefined) throw new Error(`demo data: no vacancy ${uid}`);
    return id;
  };
  await insertPackages(trx, writer, plan, idOf);

  const fromVacancy = new Map<string, FromVacancy>();
  for (const vacancy of plan.vacancies) {
    const company = companyOf(vacancy.companyUid);
    fromVacancy.set(vacancy.columns.uid, {
      vacancy_id: idOf(vacancy.columns.uid),
      candidate_thumbnail: media(vacancy.posterFile),
      candidate_resume: media(vacancy.resumeFile),
      candidate_share_url: media(plan.videoFile),
      ...vacancyCopies({
        vacancy_title: vacancy.columns.vacancy_title,
        company_id: company.id,
        company_name: company.company_name,
      }),
    });
  }
  const candidates = map(plan.candidates, (candidate) => {
    const shared = fromVacancy.get(candidate.vacancyUid);
    if (!shared) throw new Error(`demo data: no vacancy ${candidate.vacancyUid}`);
    return candidateRow(shared, candidate);
  });
  const before = await lastCandidateId(trx);
  await writer.candidates(candidates, await worthRebuilding(trx, plan.candidateCount));
  await seedStays(trx, before, Date.now());
}

/** The newest candidate's id before the demo's (0 for none): the demo's candidates come after it. */
async function lastCandidateId(trx: Kysely<Database>): Promise<number> {
  const row = await trx
    .selectFrom('candidates')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/**
 * A candidate's row as one object literal: V8 took 7 µs a row to merge the vacancy's, the candidate's and the
 * keys' objects into one (spreads or Object.assign) and to read it out, 2.5 µs for this.
 */
function candidateRow(shared: FromVacancy, candidate: PlannedCandidate): CandidateRow {
  const keys = candidateKeys(candidate);
  return {
    uid: candidate.uid,
    candidate_name: candidate.candidate_name,
    candidate_email: candidate.candidate_email,
    candidate_phone_number: candidate.candidate_phone_number,
    candidate_status: candidate.candidate_status,
    is_candidate_active: candidate.is_candidate_active,
    candidate_thumbnail: shared.candidate_thumbnail,
    candidate_resume: shared.candidate_resume,
    candidate_file_name: candidate.candidate_file_name,
    candidate_share_url: shared.candidate_share_url,
    vacancy_id: shared.vacancy_id,
    created_at: candidate.created_at,
    candidate_name_key: keys.candidate_name_key,
    candidate_email_key: keys.candidate_email_key,
    candidate_name_fold: keys.candidate_name_fold,
    candidate_email_fold: keys.candidate_email_fold,
    candidate_phone_number_fold: keys.candidate_phone_number_fold,
    company_id: shared.company_id,
    vacancy_title_key: shared.vacancy_title_key,
    vacancy_title_fold: shared.vacancy_title_fold,
    company_name_key: shared.company_name_key,
    company_name_fold: shared.company_name_fold,
  };
}

/** Each item made into a row as it is read: a lazy plan stays lazy. */
function* map<T, R>(items: Iterable<T>, row: (item: T) => R): Generator<R> {
  for (const item of items) yield row(item);
}

/**
 * Whether dropping the candidates' indexes for the insert and building them again afterwards is quicker:
 * when the demo brings many candidates, more than the table holds (a large table costs its rebuild too).
 */
async function worthRebuilding(trx: Kysely<Database>, adding: number): Promise<boolean> {
  if (adding < REBUILD_FROM) return false;
  const { n } = await trx
    .selectFrom('candidates')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return adding >= Number(n);
}

async function insertPackages(
  trx: Kysely<Database>,
  writer: Writer,
  plan: DemoPlan,
  vacancyId: (uid: string) => number,
) {
  const packages = await trx.selectFrom('packages').select(['id', 'package_name']).execute();
  const packageIds = new Map(packages.map((row) => [row.package_name, row.id]));
  const links = plan.vacancies.flatMap((vacancy) =>
    vacancy.packages.flatMap((name) => {
      const packageId = packageIds.get(name);
      return packageId === undefined
        ? []
        : [{ vacancy_id: vacancyId(vacancy.columns.uid), package_id: packageId }];
    }),
  );
  await writer.insert('vacancy_packages', links);
}

/** The demo customers and the administration company, by uid, with what their children copy. */
async function companiesByUid(trx: Kysely<Database>) {
  const rows = await trx
    .selectFrom('companies')
    .select(['id', 'company_uid', 'company_name'])
    .where((eb) =>
      eb.or([
        eb('company_uid', 'like', `${DEMO_UID_PREFIX}%`),
        eb('company_uid', '=', ADMINISTRATION_COMPANY_UID),
      ]),
    )
    .execute();
  return new Map(rows.map((row) => [row.company_uid, row]));
}

/** Ids of the rows just inserted, by uid: insertion order of RETURNING is not promised on SQLite. */
async function idsByUid(
  trx: Kysely<Database>,
  table: 'users' | 'vacancies',
  column: 'user_uid' | 'uid',
  uids: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < uids.length; start += LOOKUP_BATCH) {
    const rows = await trx
      .selectFrom(table)
      .select(['id', `${column} as uid`])
      .where(column, 'in', uids.slice(start, start + LOOKUP_BATCH))
      .$castTo<{ id: number; uid: string }>()
      .execute();
    for (const row of rows) ids.set(row.uid, row.id);
  }
  return ids;
}
