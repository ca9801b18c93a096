import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { ADMINISTRATION_COMPANY_UID, PASSWORD_LENGTH, type UserRole } from '@contract/domain';
import { onUnlimitedConnection } from '../db/connect';
import type { Database } from '../db/schema';
import type { Context } from '../platform/context';
import { hashPassword } from '../platform/passwords';
import { demoFileSecret, hideFileNames } from './file-names';
import { writePlan } from './insert';
import { writeMedia } from './media';
import { buildPlan, DEMO_UID_PREFIX } from './plan';

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

/** How long the adding took (media, rows, commit), and candidates per second; absent when nothing was added. */
export interface DemoTiming {
  seconds: number;
  candidatesPerSecond: number;
}

/**
 * Fills the database with realistic demo customers, users, vacancies and candidates (plan.ts says how many;
 * DEMO_CANDIDATES scales them), in one transaction. Idempotent: when any customer in the demo uid namespace
 * exists, it adds nothing, whatever DEMO_CANDIDATES says now.
 */
export async function seedDemoData(ctx: Context, log: FastifyBaseLogger): Promise<DemoSummary> {
  return (await seedDemoDataTimed(ctx, log)).summary;
}

/** seedDemoData with its timing, for `npm run seed:demo` and the benchmark to print the rate. */
export async function seedDemoDataTimed(
  ctx: Context,
  log: FastifyBaseLogger,
): Promise<{ summary: DemoSummary; timing?: DemoTiming }> {
  const started = performance.now();
  const password = demoPassword();
  const plan = buildPlan(new Date(), ctx.config.PRODUCT_NAME, ctx.config.DEMO_CANDIDATES);
  hideFileNames(plan, await demoFileSecret(ctx.db, ctx.config));
  const added = !(await alreadySeeded(ctx.db));
  // The password is hashed on libuv's threads while the media are written.
  const [passwordHash, media] = await Promise.all([
    added ? hashPassword(password) : undefined,
    writeMedia(ctx.uploads.files, plan),
  ]);
  if (passwordHash !== undefined) {
    await writePlan(ctx, plan, passwordHash);
    await refreshStatistics(ctx);
  }
  await media.linked;
  const seconds = (performance.now() - started) / 1000;
  const summary: DemoSummary = {
    added,
    ...(await countRows(ctx.db)),
    password,
    logins: await demoLogins(ctx.db),
  };
  const timing = added ? { seconds, candidatesPerSecond: plan.candidateCount / seconds } : undefined;
  log.info({ ...summary, ...timing }, added ? 'demo data added' : 'demo data already present: nothing added');
  return { summary, timing };
}

/**
 * The planners' statistics after a seeding, which autovacuum or the next start would gather only later: the
 * first lists would be planned for empty tables. PostgreSQL's VACUUM also marks the pages all-visible, so that
 * counts read the indexes alone; SQLite's ANALYZE samples (analysis_limit, set at connect).
 */
async function refreshStatistics(ctx: Context): Promise<void> {
  const tables = sql`companies, users, vacancies, candidates, candidate_stages`;
  // Over millions of rows VACUUM takes longer than a call's statement may.
  await onUnlimitedConnection(ctx.db, ctx.engine, (db) =>
    (ctx.engine === 'postgres' ? sql`VACUUM ANALYZE ${tables}` : sql`ANALYZE`).execute(db),
  );
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

/**
 * One Approved demo user per role, the first added, read from the database: a later run's plan (another
 * DEMO_CANDIDATES, say) names other people, and an address a real user had kept that user. The demo's users
 * share one password hash, which no other user has (every hash has a salt of its own): the one most of the demo
 * customers' users have, in case some changed theirs.
 */
async function demoLogins(db: Kysely<Database>): Promise<DemoSummary['logins']> {
  const shared = await db
    .selectFrom('users')
    .innerJoin('companies', 'companies.id', 'users.company_id')
    .select('users.password_hash')
    .where('companies.company_uid', 'like', `${DEMO_UID_PREFIX}%`)
    .groupBy('users.password_hash')
    .orderBy((eb) => eb.fn.countAll(), 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!shared) return {};
  const users = await db
    .selectFrom('users')
    .select(['user_role', 'email'])
    .where('password_hash', '=', shared.password_hash)
    .where('status', '=', 'Approved')
    .orderBy('id')
    .execute();
  const logins: DemoSummary['logins'] = {};
  for (const user of users) logins[user.user_role] ??= user.email;
  return logins;
}
