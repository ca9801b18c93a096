import type { UserCreate, UserUpdate } from '@contract/users';
import { ACTIVE_USER_STATUS } from '@contract/domain';
import { inScope, MANAGERS } from '../platform/access';
import { badRequest, forbidden } from '../platform/errors';
import { hashPassword } from '../platform/passwords';
import type { Caller } from '../platform/resource/types';
import type { RowOf } from '../db/select';
import type { selectUsers } from './queries';
import {
  checkCurrentPassword,
  checkEmailFree,
  checkMayGrant,
  checkMayManage,
  checkRoleFitsCompany,
  ownAccountLocked,
} from './rules';

type UserRow = RowOf<typeof selectUsers>;

/** The checks of an added user (who may add whom, to which customer); its company and password hash. */
export async function prepareCreate({ ctx, actor }: Caller, body: UserCreate) {
  checkMayGrant(actor, body.user_role);
  const company = await ctx.db
    .selectFrom('companies')
    .select(['id', 'company_uid'])
    .where('company_uid', '=', body.company_uuid)
    .executeTakeFirst();
  if (!company || !inScope(actor, company.id)) throw badRequest('validation.customer_unknown');
  checkMayManage(actor, { role: body.user_role, companyId: company.id });
  checkRoleFitsCompany(body.user_role, company.company_uid);
  await checkEmailFree(ctx.db, body.email);
  return { companyId: company.id, passwordHash: await hashPassword(body.or_password) };
}

/** Only managers edit others; anyone else reaches the update call for their own profile only. */
export function guardUpdate({ request, actor }: Caller): void {
  const { id } = request.params as { id: string };
  if (!MANAGERS.includes(actor.role) && id !== actor.uid) throw forbidden();
}

/**
 * The checks of an edit: nobody changes their own role or status, their own email or password only with the
 * current one; a manager edits only whom it may manage. Answers the new password's hash (hashed first, so
 * that it is written together with the session version) and whether the user's sessions end.
 */
export async function prepareUpdate({ ctx, request, actor }: Caller, body: UserUpdate, target: UserRow) {
  const newPassword = body.or_password ? body.or_password : undefined;
  if (target.id === actor.id) {
    if (body.user_role !== target.user_role || body.status !== target.status) throw ownAccountLocked();
    if (newPassword || body.email !== target.email) {
      const account = await ctx.db
        .selectFrom('users')
        .select(['email', 'password_hash'])
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      await checkCurrentPassword(ctx.throttle, account, request.ip, body.old_password);
    }
  } else {
    checkMayManage(actor, { role: target.user_role, companyId: target.company_id });
    checkMayManage(actor, { role: body.user_role, companyId: target.company_id });
    checkRoleFitsCompany(body.user_role, target.company_uid);
  }
  await checkEmailFree(ctx.db, body.email, target.id);
  return {
    passwordHash: newPassword ? await hashPassword(newPassword) : undefined,
    endsSessions:
      Boolean(newPassword) || (body.status !== ACTIVE_USER_STATUS && target.status === ACTIVE_USER_STATUS),
  };
}
