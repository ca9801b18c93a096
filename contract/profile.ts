import { z } from 'zod';
import { USER_ROLES, USER_STATUSES } from './domain';
import { companyRef, user } from './users';

/** GET admin-api/user-profile-api/: the signed-in user; a CustomerAdmin also gets its company's users. */
export const profile = z.object({
  user_uid: z.string(),
  id: z.number().int(),
  user_role: z.enum(USER_ROLES),
  full_name: z.string(),
  email: z.string(),
  status: z.enum(USER_STATUSES),
  company: companyRef,
  users: z.array(user).optional(),
});
export type Profile = z.infer<typeof profile>;
