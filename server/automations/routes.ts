import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  automationAnswer,
  automationCreate,
  automationListAnswer,
  automationListQuery,
} from '@contract/automations';
import { isUniqueViolation } from '../db/errors';
import { companyScope, EVERY_ROLE, inScope, MANAGERS } from '../platform/access';
import type { App, Context } from '../platform/context';
import { badRequest, conflict, notFound } from '../platform/errors';
import { actorOf, allow, endpoint, ok, said } from '../platform/routes';
import { selectTemplates } from '../templates/queries';
import { selectAutomations, toAutomation } from './queries';

const tags = ['automations'];
const security = [{ bearer: [] }];

/** GET automation-list/: the rules of the caller's company (a SubAdmin's: of `company`, or all). */
function listRoute(app: App, ctx: Context) {
  app.get(
    endpoint('automationList'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, querystring: automationListQuery, response: { 200: automationListAnswer } },
    },
    async (request) => {
      const scope = companyScope(actorOf(request));
      const { company, vacancy } = request.query;
      const rows = await selectAutomations(ctx.db)
        .$if(scope !== null, (query) => query.where('stage_automations.company_id', '=', scope ?? 0))
        .$if(Boolean(company), (query) => query.where('companies.company_uid', '=', company ?? ''))
        .$if(Boolean(vacancy), (query) => query.where('vacancies.uid', '=', vacancy ?? ''))
        .orderBy('stage_automations.id')
        .execute();
      return ok(rows.map(toAutomation));
    },
  );
}

/** Whose the new rule is: a vacancy's (and so its company's), or a company's; within the caller's scope. */
async function ownerOf(ctx: Context, scope: number | null, body: z.infer<typeof automationCreate>) {
  if (body.vacancy_uid) {
    const vacancy = await ctx.db
      .selectFrom('vacancies')
      .select(['id', 'company_id'])
      .where('uid', '=', body.vacancy_uid)
      .executeTakeFirst();
    if (!vacancy || (scope !== null && vacancy.company_id !== scope)) throw notFound();
    return { companyId: vacancy.company_id, vacancyId: vacancy.id };
  }
  if (scope !== null) return { companyId: scope, vacancyId: null };
  const company = await ctx.db
    .selectFrom('companies')
    .select('id')
    .where('company_uid', '=', body.company_uid ?? '')
    .executeTakeFirst();
  if (!company) throw badRequest('validation.customer_unknown');
  return { companyId: company.id, vacancyId: null };
}

/** POST automation-create/: a rule of the caller's company, with a template its users see. */
function createRoute(app: App, ctx: Context) {
  app.post(
    endpoint('automationCreate'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: { tags, security, body: automationCreate, response: { 200: automationAnswer } },
    },
    async (request) => {
      const body = request.body;
      const { companyId, vacancyId } = await ownerOf(ctx, companyScope(actorOf(request)), body);
      const template = await selectTemplates(ctx.db, companyId)
        .where('email_templates.uid', '=', body.template_uid)
        .executeTakeFirst();
      if (!template) throw badRequest('validation.required');
      const uid = randomUUID();
      try {
        await ctx.db
          .insertInto('stage_automations')
          .values({
            uid,
            company_id: companyId,
            vacancy_id: vacancyId,
            candidate_status: body.candidate_status,
            template_id: template.id,
            delay_minutes: body.delay_minutes,
            created_at: new Date().toISOString(),
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('api.automation_taken');
        throw error;
      }
      const row = await selectAutomations(ctx.db)
        .where('stage_automations.uid', '=', uid)
        .executeTakeFirstOrThrow();
      return { ...said(request, 'api.automation_added'), data: toAutomation(row) };
    },
  );
}

/** DELETE automation-delete/{uid}/: a rule of the caller's company goes; mails it queued stay queued. */
function deleteRoute(app: App, ctx: Context) {
  app.delete(
    endpoint('automationDelete'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: { tags, security, params: z.object({ id: z.string() }) },
    },
    async (request) => {
      const actor = actorOf(request);
      const rule = await ctx.db
        .selectFrom('stage_automations')
        .select(['id', 'company_id'])
        .where('uid', '=', request.params.id)
        .executeTakeFirst();
      if (!rule || !inScope(actor, rule.company_id)) throw notFound();
      await ctx.db.deleteFrom('stage_automations').where('id', '=', rule.id).execute();
      return said(request, 'api.automation_deleted');
    },
  );
}

export function automationRoutes(app: App, ctx: Context) {
  listRoute(app, ctx);
  createRoute(app, ctx);
  deleteRoute(app, ctx);
}
