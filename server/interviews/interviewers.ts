import type { ExpressionBuilder, Kysely } from 'kysely';
import { ACTIVE_USER_STATUS } from '@contract/domain';
import type { Database } from '../db/schema';
import { badRequest } from '../platform/errors';

/** The platform's admins conduct any company's interviews. */
const PLATFORM_ADMIN = 'SubAdmin';

/** The users who may conduct a company's interviews, by role and company: its own and the platform's admins. */
export const conductsFor = (companyId: number) => (where: ExpressionBuilder<Database, 'users'>) =>
  where.or([where('users.company_id', '=', companyId), where('users.user_role', '=', PLATFORM_ADMIN)]);

/** Who may conduct a company's interviews: its approved users and the platform's admins, in name order. */
export function eligibleInterviewers(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'user_uid', 'full_name'])
    .where('status', '=', ACTIVE_USER_STATUS)
    .where(conductsFor(companyId))
    .orderBy('full_name')
    .orderBy('id');
}

/** The ids of the chosen interviewers: 400 when one of them may not conduct the company's interviews. */
export async function interviewerIds(
  db: Kysely<Database>,
  companyId: number,
  uids: readonly string[],
): Promise<number[]> {
  const found = await eligibleInterviewers(db, companyId).where('user_uid', 'in', uids).execute();
  if (found.length !== uids.length) throw badRequest('validation.interviewer_unknown');
  return found.map((user) => user.id);
}
