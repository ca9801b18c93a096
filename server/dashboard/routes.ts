import { dashboardCounts } from '@contract/dashboard';
import { answer } from '@contract/envelope';
import { companyScope } from '../platform/access';
import type { App, Context } from '../platform/context';
import { actorOf, allow, endpoint, EVERY_ROLE, ok } from '../platform/routes';
import { countAll } from './queries';

const tags = ['dashboard'];
const security = [{ bearer: [] }];

/** SubAdmin counts the whole platform (the administration company included); everyone else its own company. */
export function dashboardRoutes(app: App, ctx: Context) {
  app.get(
    endpoint('dashboard'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, response: { 200: answer(dashboardCounts) } },
    },
    async (request) => ok(await countAll(ctx.db, ctx.counts, companyScope(actorOf(request)))),
  );
}
