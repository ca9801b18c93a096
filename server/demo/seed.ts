import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import {
  ADMINISTRATION_COMPANY_UID,
  PASSWORD_LENGTH,
  USERNAME_PLACEHOLDER,
  type UserRole,
} from '@contract/domain';
import type { Database } from '../db/schema';
import type { Context } from '../platform/context';
import { hashPassword } from '../platform/passwords';
import { MEDIA_PREFIX } from '../platform/uploads';
import { writeMedia } from './media';
import { buildPlan, DEMO_UID_PREFIX, VIDEO_FILE, type DemoPlan } from './plan';

export interface DemoSummary {
  /** false: the demo data was there already and nothing was added. */
  added: boolean;
  customers: number;
  users: number;
  vacancies: number;
  candidates: number;
  /** Every demo user's password. */
  password: string;
  /** One Approved demo user per role, to sign in with. */
  logins: Partial<Record<UserRole, string>>;
}

/** Rows per INSERT: well under both engines' bound-parameter limits (13 columns x 500 rows). */
const BATCH = 500;

/**
 * Fills the database with realistic demo customers, users, vacancies and candidates (plan.ts says how many),
 * in one transaction. Idempotent: when any customer in the demo uid namespace exists, it adds nothing.
 */
export async function seedDemoData(ctx: Context, log: FastifyBaseLogger): Promise<DemoSummary> {
  const password = demoPassword();
  const plan = buildPlan(new Date(), ctx.config.PRODUCT_NAME);
  await writeMedia(ctx.uploads.dir, plan);
  const added = !(await alreadySeeded(ctx.db));
  if (added) {
    const passwordHash = await hashPassword(password);
    await ctx.db.transaction().execute((trx) => insertPlan(trx, plan, passwordHash));
  }
  const summary: DemoSummary = { added, ...(await countRows(ctx.db)), password, logins: sampleLogins(plan) };
  log.info(summary, added ? 'demo data added' : 'demo data already present: nothing added');
  return summary;
}

/**
 * DEMO_PASSWORD (default 'demo-password'), within the product's password bounds so that the profile form
 * accepts it as the current password. Read here rather than in config.ts: only the demo seeding uses it.
 */
export function demoPassword(env: NodeJS.ProcessEnv = process.env): string {
  const setting = z.string().min(PASSWORD_LENGTH.min).max(PASSWORD_LENGTH.max).default('demo-password');
  const parsed = setting.safeParse(env.DEMO_PASSWORD || undefined);
  if (!parsed.success) {
    throw new Error(`DEMO_PASSWORD must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long`);
  }
  return parsed.data;
}

async function alreadySeeded(db: Kysely<Database>): Promise<boolean> {
  const found = await db
    .selectFrom('companies')
    .select('id')
    .where('company_uid', 'like', `${DEMO_UID_PREFIX}%`)
    .executeTakeFirst();
  return found !== undefined;
}

async function insertPlan(trx: Transaction<Database>, plan: DemoPlan, passwordHash: string): Promise<void> {
  const media = (file: string) => `${MEDIA_PREFIX}${file}`;
  for (const batch of chunks(plan.companies)) {
    await trx
      .insertInto('companies')
      .values(
        batch.map(({ logo, uid, ...company }) => ({
          ...company,
          company_uid: uid,
          company_logo: media(logo.file),
        })),
      )
      .execute();
  }
  const companyIds = await companyIdsByUid(trx);

  for (const batch of chunks(plan.users)) {
    await trx
      .insertInto('users')
      .values(
        batch.map(({ uid, companyUid, ...user }) => ({
          ...user,
          user_uid: uid,
          username: USERNAME_PLACEHOLDER,
          password_hash: passwordHash,
          company_id: idOf(companyIds, companyUid ?? ADMINISTRATION_COMPANY_UID),
        })),
      )
      // An address someone already uses keeps its real user; that demo user is left out.
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
  }
  const userIds = await idsByUid(
    trx,
    'users',
    'user_uid',
    plan.users.map((user) => user.uid),
  );

  for (const batch of chunks(plan.vacancies)) {
    await trx
      .insertInto('vacancies')
      .values(
        batch.map(({ columns, companyUid, thumbnail, createdBy, modifiedBy }) => ({
          ...columns,
          vacancy_thumbnail: thumbnail ? media(thumbnail.file) : null,
          // Decision: a vacancy with a picture also presents itself with the demo video.
          vacancy_share_url: thumbnail ? media(VIDEO_FILE) : null,
          company_id: idOf(companyIds, companyUid),
          created_by_id: userIds.get(createdBy) ?? null,
          modified_by_id: userIds.get(modifiedBy) ?? null,
        })),
      )
      .execute();
  }
  const vacancyIds = await idsByUid(
    trx,
    'vacancies',
    'uid',
    plan.vacancies.map((vacancy) => vacancy.columns.uid),
  );
  await insertPackages(trx, plan, vacancyIds);

  const vacancyByUid = new Map(plan.vacancies.map((vacancy) => [vacancy.columns.uid, vacancy]));
  for (const batch of chunks(plan.candidates)) {
    await trx
      .insertInto('candidates')
      .values(
        batch.map(({ vacancyUid, ...candidate }) => {
          const vacancy = vacancyByUid.get(vacancyUid);
          return {
            ...candidate,
            candidate_thumbnail: vacancy ? media(vacancy.posterFile) : null,
            candidate_resume: vacancy ? media(vacancy.resumeFile) : null,
            candidate_share_url: media(VIDEO_FILE),
            vacancy_id: idOf(vacancyIds, vacancyUid),
          };
        }),
      )
      .execute();
  }
}

async function insertPackages(trx: Transaction<Database>, plan: DemoPlan, vacancyIds: Map<string, number>) {
  const packages = await trx.selectFrom('packages').select(['id', 'package_name']).execute();
  const packageIds = new Map(packages.map((row) => [row.package_name, row.id]));
  const links = plan.vacancies.flatMap((vacancy) =>
    vacancy.packages.flatMap((name) => {
      const packageId = packageIds.get(name);
      return packageId === undefined
        ? []
        : [{ vacancy_id: idOf(vacancyIds, vacancy.columns.uid), package_id: packageId }];
    }),
  );
  for (const batch of chunks(links)) await trx.insertInto('vacancy_packages').values(batch).execute();
}

async function companyIdsByUid(trx: Transaction<Database>): Promise<Map<string, number>> {
  const rows = await trx
    .selectFrom('companies')
    .select(['id', 'company_uid'])
    .where((eb) =>
      eb.or([
        eb('company_uid', 'like', `${DEMO_UID_PREFIX}%`),
        eb('company_uid', '=', ADMINISTRATION_COMPANY_UID),
      ]),
    )
    .execute();
  return new Map(rows.map((row) => [row.company_uid, row.id]));
}

/** Ids of the rows just inserted, by uid: insertion order of RETURNING is not promised on SQLite. */
async function idsByUid(
  trx: Transaction<Database>,
  table: 'users' | 'vacancies',
  column: 'user_uid' | 'uid',
  uids: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of chunks(uids)) {
    const rows = await trx
      .selectFrom(table)
      .select(['id', `${column} as uid`])
      .where(column, 'in', batch)
      .$castTo<{ id: number; uid: string }>()
      .execute();
    for (const row of rows) ids.set(row.uid, row.id);
  }
  return ids;
}

function idOf(ids: Map<string, number>, uid: string): number {
  const id = ids.get(uid);
  if (id === undefined) throw new Error(`demo data: no row for ${uid}`);
  return id;
}

function* chunks<T>(items: readonly T[]): Generator<T[]> {
  for (let start = 0; start < items.length; start += BATCH) yield items.slice(start, start + BATCH);
}

/** What the app shows: customers without the administration company, and every user, vacancy and candidate. */
async function countRows(db: Kysely<Database>) {
  const count = async (table: 'companies' | 'users' | 'vacancies' | 'candidates') => {
    let query = db.selectFrom(table).select((eb) => eb.fn.countAll().as('n'));
    if (table === 'companies') query = query.where('company_uid', '!=', ADMINISTRATION_COMPANY_UID);
    return Number((await query.executeTakeFirstOrThrow()).n);
  };
  const [customers, users, vacancies, candidates] = await Promise.all(
    (['companies', 'users', 'vacancies', 'candidates'] as const).map(count),
  );
  return {
    customers: customers ?? 0,
    users: users ?? 0,
    vacancies: vacancies ?? 0,
    candidates: candidates ?? 0,
  };
}

function sampleLogins(plan: DemoPlan): DemoSummary['logins'] {
  const logins: DemoSummary['logins'] = {};
  for (const user of plan.users) {
    if (user.status === 'Approved') logins[user.user_role] ??= user.email;
  }
  return logins;
}
