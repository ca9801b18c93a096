import type { Kysely } from 'kysely';
import { z } from 'zod';
import { candidate, candidateListQuery, candidateListStatus, candidateUpdate } from '@contract/candidates';
import { answer, detailAnswer } from '@contract/envelope';
import { companyScope, EVERY_ROLE, type Actor } from '../platform/access';
import type { Database } from '../db/schema';
import type { App, Context } from '../platform/context';
import { notFound } from '../platform/errors';
import { declareListRoutes } from '../platform/list-routes';
import { runList } from '../platform/lists';
import { actorOf, allow, endpoint, ok, said } from '../platform/routes';
import { candidateKeys } from '../db/keys';
import { changesOf, lockRecord, recordHistory } from '../history/record';
import { CANDIDATE_HISTORY_FIELDS } from './history';
import { ACTIVE_STATE } from '../db/select';
import { candidateListSpec, candidatesInTab, selectCandidates, toCandidate } from './queries';
import { candidateSheet } from '../export/sheets';

const idParam = z.object({ id: z.string() });
const tags = ['candidates'];
const security = [{ bearer: [] }];

/** Candidates come from the platform's application flow: here they are listed, viewed and edited only. */
export function candidateRoutes(app: App, ctx: Context) {
  declareListRoutes(app, ctx, {
    byType: { path: 'candidateList', types: candidateListStatus },
    query: candidateListQuery,
    item: candidate,
    sheet: candidateSheet,
    roles: EVERY_ROLE,
    tags,
    list: async (request, query, status) => {
      const scope = companyScope(actorOf(request));
      const sign = await ctx.mediaLinks.signer();
      const source = (db: Kysely<Database>) => ({
        records: candidatesInTab(db, scope, status),
        rows: (ids: readonly number[]) =>
          selectCandidates(db, null).where('candidates.id', 'in', ids).execute(),
      });
      return runList(request, ctx, source, candidateListSpec, query, (row) => toCandidate(row, sign));
    },
  });

  app.get(
    endpoint('candidateDetail'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, params: idParam, response: { 200: detailAnswer(candidate) } },
    },
    async (request) =>
      ok([
        toCandidate(
          await findVisible(ctx, actorOf(request), request.params.id),
          await ctx.mediaLinks.signer(),
        ),
      ]),
  );

  app.put(
    endpoint('candidateUpdate'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags,
        security,
        params: idParam,
        body: candidateUpdate,
        response: { 200: answer(z.string()).extend({ data: candidate }) },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const target = await findVisible(ctx, actor, request.params.id);
      const body = request.body;
      const after = { ...body, is_candidate_active: ACTIVE_STATE[body.candidate_active_or_inactive] };
      await ctx.db.transaction().execute(async (trx) => {
        if (!(await lockRecord(trx, ctx.engine, 'candidates', target.id))) throw notFound();
        const { company_id: companyId, ...before } = await trx
          .selectFrom('candidates')
          .select([...CANDIDATE_HISTORY_FIELDS, 'company_id'])
          .where('id', '=', target.id)
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('candidates')
          .set({
            candidate_name: body.candidate_name,
            candidate_email: body.candidate_email,
            candidate_phone_number: body.candidate_phone_number,
            ...candidateKeys(body),
            candidate_status: body.candidate_status,
            is_candidate_active: after.is_candidate_active,
          })
          .where('id', '=', target.id)
          .execute();
        await recordHistory(trx, {
          kind: 'candidate',
          action: 'update',
          subjectUid: target.uid,
          recordUid: target.uid,
          companyId,
          actor,
          changes: changesOf(CANDIDATE_HISTORY_FIELDS, before, after),
        });
      });
      const updated = await findVisible(ctx, actor, target.uid);
      return {
        ...said(request, 'api.candidate_updated'),
        data: toCandidate(updated, await ctx.mediaLinks.signer()),
      };
    },
  );
}

async function findVisible(ctx: Context, actor: Actor, uid: string) {
  const row = await selectCandidates(ctx.db, companyScope(actor))
    .where('candidates.uid', '=', uid)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}
