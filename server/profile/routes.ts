import { answer } from '@contract/envelope';
import { profile, type Profile } from '@contract/profile';
import type { App, Context } from '../platform/context';
import { actorOf, allow, endpoint, ok } from '../platform/routes';
import { EVERY_ROLE } from '../platform/access';
import { selectUsers, toUser } from '../users/queries';

const tags = ['profile'];
const security = [{ bearer: [] }];

/**
 * The signed-in user's own profile. Edits go through PUT user-update-api with the own uid
 * (server/users/resource.ts), which guards role, status and the current password.
 */
export function profileRoutes(app: App, ctx: Context) {
  app.get(
    endpoint('profile'),
    { onRequest: allow(ctx, EVERY_ROLE), schema: { tags, security, response: { 200: answer(profile) } } },
    async (request) => {
      const actor = actorOf(request);
      const me = toUser(
        await selectUsers(ctx.db, null).where('users.id', '=', actor.id).executeTakeFirstOrThrow(),
      );
      const own: Profile = {
        user_uid: me.user_uid,
        id: me.id,
        user_role: me.user_role,
        full_name: me.full_name,
        email: me.email,
        status: me.status,
        company: me.company,
      };
      if (actor.role !== 'CustomerAdmin') return ok(own);
      const users = await selectUsers(ctx.db, actor.companyId)
        .orderBy('users.full_name_key')
        .orderBy('users.id')
        .execute();
      return ok({ ...own, users: users.map(toUser) });
    },
  );
}
