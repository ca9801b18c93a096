import { templatePreviewAnswer, templatePreviewQuery } from '@contract/templates';
import { z } from 'zod';
import { companyScope, EVERY_ROLE } from '../platform/access';
import type { App, Context } from '../platform/context';
import { notFound } from '../platform/errors';
import { actorOf, allow, endpoint, ok } from '../platform/routes';
import { findVisibleCandidate } from '../notes/queries';
import { fillTemplate, selectAddressees } from './fill';
import { selectTemplates } from './queries';

const tags = ['templates'];
const security = [{ bearer: [] }];

/**
 * GET email-template-preview/{uid}/?candidate=: the template's mail for one candidate the caller sees, in the
 * candidate's language with every placeholder filled in: what a send from the candidate's details starts from.
 */
export function templateRoutes(app: App, ctx: Context) {
  app.get(
    endpoint('templatePreview'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags,
        security,
        params: z.object({ id: z.string() }),
        querystring: templatePreviewQuery,
        response: { 200: templatePreviewAnswer },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const template = await selectTemplates(ctx.db, companyScope(actor))
        .where('email_templates.uid', '=', request.params.id)
        .executeTakeFirst();
      if (!template) throw notFound();
      const { id } = await findVisibleCandidate(ctx.db, actor, request.query.candidate);
      const to = await selectAddressees(ctx.db).where('candidates.id', '=', id).executeTakeFirstOrThrow();
      return ok(await fillTemplate(ctx.db, template, to));
    },
  );
}
