import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from './config';
import {
  ACTIVE_USER_STATUS,
  ADMINISTRATION_COMPANY_UID,
  administrationCompanyName,
  USERNAME_PLACEHOLDER,
} from '@contract/domain';
import { companyCopies, companyKeys, userKeys } from './db/keys';
import type { Database } from './db/schema';
import { hashPassword } from './platform/passwords';

/**
 * What every installation has: the administration company and a first administrator (the package catalogue
 * starts with the names migration 014 added).
 * Idempotent: runs at every start and adds only what is missing. Returns a generated password, if any.
 */
export async function bootstrap(
  db: Kysely<Database>,
  config: Config,
): Promise<{ generatedPassword?: string }> {
  const now = new Date().toISOString();
  const found = await db
    .selectFrom('companies')
    .select(['id', 'company_name'])
    .where('company_uid', '=', ADMINISTRATION_COMPANY_UID)
    .executeTakeFirst();
  const admin = found ?? (await addAdministration(db, config, now));

  const anyAdmin = await db
    .selectFrom('users')
    .select('id')
    .where('user_role', '=', 'SubAdmin')
    .executeTakeFirst();
  if (anyAdmin) return {};
  const generatedPassword = config.ADMIN_PASSWORD
    ? undefined
    : randomBytes(12).toString('base64url').slice(0, 16);
  await db
    .insertInto('users')
    .values({
      user_uid: randomUUID(),
      full_name: 'Administrator',
      email: config.ADMIN_EMAIL.toLowerCase(),
      username: USERNAME_PLACEHOLDER,
      password_hash: await hashPassword(config.ADMIN_PASSWORD ?? generatedPassword ?? ''),
      user_role: 'SubAdmin',
      status: ACTIVE_USER_STATUS,
      company_id: admin.id,
      last_login: null,
      created_at: now,
      ...userKeys({
        full_name: 'Administrator',
        email: config.ADMIN_EMAIL.toLowerCase(),
        user_role: 'SubAdmin',
      }),
      ...companyCopies(admin),
    })
    .execute();
  return { generatedPassword };
}

function addAdministration(db: Kysely<Database>, config: Config, now: string) {
  const company = {
    company_name: administrationCompanyName(config.PRODUCT_NAME),
    company_email: config.ADMIN_EMAIL.toLowerCase(),
    folder_name: 'administration',
    folder_id: 'administration',
  };
  return db
    .insertInto('companies')
    .values({
      ...company,
      ...companyKeys(company),
      company_uid: ADMINISTRATION_COMPANY_UID,
      company_logo: null,
      created_at: now,
    })
    .returning(['id', 'company_name'])
    .executeTakeFirstOrThrow();
}
