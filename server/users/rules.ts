import type { Kysely } from 'kysely';
import { ADMINISTRATION_COMPANY_UID, type UserRole } from '@contract/domain';
import type { Database } from '../db/schema';
import type { Actor } from '../platform/access';
import { ApiError, badRequest, conflict, forbidden } from '../platform/errors';
import { verifyPassword } from '../platform/passwords';
import { checkThrottled, type AccountThrottle } from '../platform/throttle';

/** SubAdmins belong to the administration company and nobody else does (spec section 5, edit user). */
export function checkRoleFitsCompany(role: UserRole, companyUid: string): void {
  if ((role === 'SubAdmin') !== (companyUid === ADMINISTRATION_COMPANY_UID))
    throw badRequest('api.role_not_allowed');
}

/** A CustomerAdmin manages CustomerAdmins and StaffAdmins of its own company; a SubAdmin anyone. */
export function checkMayManage(actor: Actor, target: { role: UserRole; companyId: number }): void {
  if (actor.role === 'SubAdmin') return;
  if (actor.role !== 'CustomerAdmin' || target.companyId !== actor.companyId || target.role === 'SubAdmin') {
    throw forbidden();
  }
}

/** Nobody changes their own role or status or deletes themselves: the account would lock itself out. */
export const ownAccountLocked = () => new ApiError(403, [{ key: 'api.own_account_locked' }]);

/** Only a SubAdmin gives the SubAdmin role: anyone else asking for it is refused outright, whatever the company. */
export function checkMayGrant(actor: Actor, role: UserRole): void {
  if (role === 'SubAdmin' && actor.role !== 'SubAdmin') throw forbidden();
}

export async function checkEmailFree(
  db: Kysely<Database>,
  email: string,
  exceptUserId?: number,
): Promise<void> {
  let query = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  if (await query.executeTakeFirst()) throw conflict('api.email_taken');
}

/**
 * Changing one's own email or password needs the current password. Wrong guesses count against the account
 * as failed sign-ins from the caller's address do, so a stolen session cannot be used to guess the password
 * at leisure.
 */
export async function checkCurrentPassword(
  throttle: AccountThrottle,
  account: { email: string; password_hash: string },
  address: string,
  oldPassword: string | undefined,
): Promise<void> {
  if (!oldPassword) throw new ApiError(400, [{ key: 'validation.old_password_required' }]);
  const right = await checkThrottled(throttle, account.email, address, () =>
    verifyPassword(account.password_hash, oldPassword),
  );
  if (!right) throw badRequest('validation.old_password_wrong');
}
