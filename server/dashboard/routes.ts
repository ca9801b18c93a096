import { dashboardAnswer, dashboardCharts } from '@contract/dashboard';
import { answer } from '@contract/envelope';
import { companyScope, EVERY_ROLE, MANAGERS } from '../platform/access';
import type { App, Context } from '../platform/context';
import { actorOf, allow, endpoint, ok } from '../platform/routes';
import { chartAll } from './charts';
import { retentionForecast } from '../retention/forecast';
import { countAll } from './queries';

const tags = ['dashboard'];
const security = [{ bearer: [] }];

const RETENTION_DESCRIPTION = `Beyond the contract (issue 30), for SubAdmins and CustomerAdmins: retention, how many
candidates the next retention sweep will anonymise (Rejected or Inactive, unchanged for longer than their
customer's retention) and when it runs (next_sweep_at, ISO time, null before the first sweep). SubAdmin the whole
platform, CustomerAdmin their own company; absent where retention is off for every customer in that scope.`;

const CHARTS_DESCRIPTION = `Beyond the contract (issue 12): the dashboard's two charts. applications_per_week: the
candidates created in each of the last 12 weeks, oldest first, each week named by its Monday (UTC weeks, as the
lists' date filters; a week without applications counts 0). candidates_per_status: the candidates in each of the
nine application statuses, in the spec's order (0 where none). Scoped like the counts: SubAdmin the whole
platform, CustomerAdmin and StaffAdmin their own company.`;

/** SubAdmin counts the whole platform (the administration company included); everyone else its own company. */
export function dashboardRoutes(app: App, ctx: Context) {
  app.get(
    endpoint('dashboard'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags,
        security,
        description: RETENTION_DESCRIPTION,
        response: { 200: answer(dashboardAnswer) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = companyScope(actor);
      const [counts, retention] = await Promise.all([
        countAll(ctx.db, ctx.counts, scope),
        MANAGERS.includes(actor.role)
          ? retentionForecast(ctx.db, ctx.config.CANDIDATE_RETENTION_DAYS, scope, new Date())
          : undefined,
      ]);
      return ok(retention ? { ...counts, retention } : counts);
    },
  );
  app.get(
    endpoint('dashboardCharts'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, description: CHARTS_DESCRIPTION, response: { 200: answer(dashboardCharts) } },
    },
    async (request) => ok(await chartAll(ctx.db, ctx.counts, companyScope(actorOf(request)), new Date())),
  );
}
