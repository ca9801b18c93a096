import { bulkAnswer, candidateBulkMail, type BulkRefusal } from '@contract/bulk';
import { CANDIDATE_MAIL_HISTORY } from '@contract/templates';
import { queueCandidateMails } from '../mails/candidate-mails';
import { companyScope, EVERY_ROLE } from '../platform/access';
import type { App, Context } from '../platform/context';
import { notFound } from '../platform/errors';
import { translate } from '../platform/i18n';
import { actorOf, allow, endpoint, said } from '../platform/routes';
import { fillTemplates, selectAddressees } from '../templates/fill';
import { selectTemplates } from '../templates/queries';
import { candidateList } from './candidates';
import type { BulkLimits } from './limits';
import { bulkData, inChunks, selectedIds } from './selection';

/**
 * POST customer-api/candidate-bulk-mail/ (issue 34): a template to each selected candidate (or every match of
 * the list), filled in for them in their language, queued and on their timelines, a chunk per transaction. A
 * customer's template goes to that customer's candidates only: the others are refused.
 */
export function candidateBulkMailRoute(app: App, ctx: Context, limits: BulkLimits) {
  app.post(
    endpoint('candidateBulkMail'),
    {
      onRequest: [allow(ctx, EVERY_ROLE), limits.rate],
      schema: {
        tags: ['candidates'],
        security: [{ bearer: [] }],
        summary: 'Sends a template to many candidates at once, each in their language.',
        body: candidateBulkMail,
        response: { 200: bulkAnswer },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const template = await selectTemplates(ctx.db, companyScope(actor))
        .where('email_templates.uid', '=', request.body.set.template_uid)
        .executeTakeFirst();
      if (!template) throw notFound();
      const refused: BulkRefusal[] = [];
      const otherCompany = translate(request.language, { key: 'api.template_other_company' });
      const outcome = await limits.one(request, async () => {
        const ids = await selectedIds(ctx.db, ctx.engine, actor, candidateList(actor), request.body);
        return inChunks(ctx.db, ids, {
          lock: (trx, chunk) =>
            selectAddressees(trx)
              .select('candidates.version')
              .where('candidates.id', 'in', chunk)
              .orderBy('candidates.id')
              .execute(),
          work: async (trx, rows) => {
            const allowed = rows.filter(
              (row) => template.company_id === null || row.company_id === template.company_id,
            );
            refused.push(
              ...rows
                .filter((row) => !allowed.includes(row))
                .map((row) => ({ uid: row.uid, reason: otherCompany })),
            );
            const drafts = await fillTemplates(trx, template, allowed);
            await queueCandidateMails(ctx, trx, actor, drafts);
            return drafts.length;
          },
        });
      });
      ctx.mails.wake();
      return {
        ...said(request, 'api.candidate_mails_queued', { smart_count: outcome.changed }),
        data: await bulkData(ctx.db, request, request.body, outcome, CANDIDATE_MAIL_HISTORY.kind, refused),
      };
    },
  );
}
