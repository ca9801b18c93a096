import type { Kysely } from 'kysely';
import { ACTIVE_USER_STATUS } from '@contract/domain';
import type { Database } from '../db/schema';
import { badRequest } from '../platform/errors';

/** The platform's admins conduct any company's interviews. */
const PLATFORM_ADMIN = 'SubAdmin';

/** Who may conduct a company's interviews: its approved users and the platform's admins, in name order. */
export function eligibleInterviewers(db: Kysely<Database>, companyId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'user_uid', 'full_name'])
    .where('status', '=', ACTIVE_USER_STATUS)
    .where((where) =>
      where.or([where('company_id', '=', companyId), where('user_role', '=', PLATFORM_ADMIN)]),
    )
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
