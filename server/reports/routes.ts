import { funnelAnswer, funnelQuery } from '@contract/reports';
import { companyScope, EVERY_ROLE } from '../platform/access';
import type { App, Context } from '../platform/context';
import { notFound } from '../platform/errors';
import { sendFile } from '../platform/list-routes';
import { ListRows } from '../platform/lists';
import { actorOf, allow, endpoint, ok } from '../platform/routes';
import { funnelReport } from './funnel';
import { funnelSheet } from './sheet';

const tags = ['reports'];
const security = [{ bearer: [] }];

const DESCRIPTION = `Beyond the contract (issue 34): the hiring funnel of the candidates who applied from \`from\`
to \`to\` (UTC days, both included; at most two years): of the caller's company (a SubAdmin's: of \`company\`, or
the whole platform), of one \`vacancy\` if given. Per status: the candidates in it now, how many reached each funnel
stage (entered it or a later one), the conversion to the next stage, and the median of the finished stays in it
(hours, from the status changes); the rejection reasons of those rejected now; applications per week. With
\`format=xlsx\` or \`csv\` the stage table as a file, in the caller's language.`;

/** The report's scope: the caller's company, narrowed to the company and vacancy asked for, if they see them. */
async function scopeOf(ctx: Context, own: number | null, company?: string, vacancy?: string) {
  let companyId = own;
  if (company) {
    const row = await ctx.db
      .selectFrom('companies')
      .select('id')
      .where('company_uid', '=', company)
      .executeTakeFirst();
    if (!row || (own !== null && row.id !== own)) throw notFound();
    companyId = row.id;
  }
  if (!vacancy) return { companyId, vacancyId: null };
  const row = await ctx.db
    .selectFrom('vacancies')
    .select(['id', 'company_id'])
    .where('uid', '=', vacancy)
    .executeTakeFirst();
  if (!row || (companyId !== null && row.company_id !== companyId)) throw notFound();
  return { companyId: row.company_id, vacancyId: row.id };
}

/** One stage table a file: read at once. */
async function* inOneBatch<T>(items: T[]) {
  yield items;
}

/** GET funnel-report/: the funnel, as JSON or as a file. */
export function reportRoutes(app: App, ctx: Context) {
  app.get(
    endpoint('funnelReport'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags,
        security,
        description: DESCRIPTION,
        querystring: funnelQuery,
        response: { 200: funnelAnswer },
      },
    },
    async (request, reply) => {
      const { from, to, company, vacancy, format } = request.query;
      const scope = await scopeOf(ctx, companyScope(actorOf(request)), company, vacancy);
      const report = await funnelReport(ctx.db, ctx.counts, scope, from, to);
      if (format === 'json') return ok(report);
      return sendFile(ctx, request, reply, funnelSheet, new ListRows(format, inOneBatch(report.stages)));
    },
  );
}
