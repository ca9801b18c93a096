import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type SqlBool } from 'kysely';
import { z } from 'zod';
import { answer, detailAnswer, messageAnswer } from '@contract/envelope';
import {
  vacancy,
  vacancyCreate,
  vacancyListQuery,
  vacancyListType,
  vacancyUpdate,
} from '@contract/vacancies';
import { companyScope, EVERY_ROLE, MANAGERS } from '../platform/access';
import type { Database } from '../db/schema';
import type { App, Context } from '../platform/context';
import { ApiError, badRequest, notFound } from '../platform/errors';
import type { Message } from '../platform/i18n';
import { declareListRoutes } from '../platform/list-routes';
import { runList } from '../platform/lists';
import { actorOf, allow, endpoint, ok, said } from '../platform/routes';
import { readImageForm } from '../platform/image-form';
import { vacancyKeys } from '../db/keys';
import { companyCopiesForChild, spreadVacancy } from '../db/parent-keys';
import { ACTIVE_STATE } from '../db/select';
import { selectVacancies, toVacancies, vacanciesInTab, vacancyListSpec } from './queries';
import { companyFor, findVisibleVacancy, packagesFor } from './rules';
import { formColumns, setPackages } from './writes';
import { VACANCY_HISTORY_FIELDS, vacancyEntry, vacancyHistoryValues } from './history';
import { CANDIDATE_HISTORY_FIELDS } from '../candidates/history';
import { changesOf, lockRecord, recordDeletions, recordHistory } from '../history/record';
import { vacancySheet } from '../export/sheets';

const THUMBNAIL = 'vacancy_thumbnail';
const idParam = z.object({ id: z.string() });
const tags = ['vacancies'];
const security = [{ bearer: [] }];
const consumes = ['multipart/form-data', 'application/json'];
const written = answer(z.string()).extend({ data: vacancy });

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && 'key' in value;

export function vacancyRoutes(app: App, ctx: Context) {
  vacancyListRoutes(app, ctx);
  vacancyDetailRoute(app, ctx);
  vacancyCreateRoute(app, ctx);
  vacancyUpdateRoute(app, ctx);
  vacancyDeleteRoute(app, ctx);
}

/** The vacancy's values as its write replaces them (locked until it commits); 404 if deleted meanwhile. */
async function lockedVacancy(ctx: Context, trx: Kysely<Database>, vacancyId: number) {
  if (!(await lockRecord(trx, ctx.engine, 'vacancies', vacancyId))) throw notFound();
  return vacancyHistoryValues(trx, vacancyId);
}

/** The vacancy as its answer shows it, after a write (gone again only if deleted meanwhile). */
async function entity(ctx: Context, vacancyId: number) {
  const row = await selectVacancies(ctx.db, null).where('vacancies.id', '=', vacancyId).executeTakeFirst();
  const [item] = row ? await toVacancies(ctx.db, [row], await ctx.mediaLinks.signer()) : [];
  if (!item) throw notFound();
  return item;
}

function vacancyListRoutes(app: App, ctx: Context) {
  declareListRoutes(app, ctx, {
    byType: { path: 'vacancyList', types: vacancyListType },
    query: vacancyListQuery,
    item: vacancy,
    sheet: vacancySheet,
    roles: EVERY_ROLE,
    tags,
    list: async (request, query, type) => {
      const scope = companyScope(actorOf(request));
      const sign = await ctx.mediaLinks.signer();
      const source = (db: Kysely<Database>) => {
        const records = vacanciesInTab(db, scope, type);
        const rows = async (ids: readonly number[]) =>
          toVacancies(db, await selectVacancies(db, null).where('vacancies.id', 'in', ids).execute(), sign);
        return { records, rows };
      };
      return runList(request, ctx, source, vacancyListSpec, query, (item) => item);
    },
  });
}

function vacancyDetailRoute(app: App, ctx: Context) {
  app.get(
    endpoint('vacancyDetail'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: { tags, security, params: idParam, response: { 200: detailAnswer(vacancy) } },
    },
    async (request) =>
      ok(
        await toVacancies(
          ctx.db,
          [await findVisibleVacancy(ctx.db, actorOf(request), request.params.id)],
          await ctx.mediaLinks.signer(),
        ),
      ),
  );
}

function vacancyCreateRoute(app: App, ctx: Context) {
  app.post(
    endpoint('vacancyCreate'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: { tags, security, consumes, formBody: vacancyCreate, response: { 200: written } },
    },
    async (request) => {
      const actor = actorOf(request);
      const { body, image } = await readImageForm(request, vacancyCreate, THUMBNAIL);
      const company = await companyFor(ctx.db, actor, body.company_uuid);
      const packageIds = await packagesFor(ctx.db, body.vacancy_package);
      if (isMessage(company) || isMessage(packageIds))
        throw new ApiError(400, [company, packageIds].filter(isMessage));
      let vacancyId = 0;
      const uid = randomUUID();
      await ctx.uploads.storeFor(image, (thumbnail) =>
        ctx.db.transaction().execute(async (trx) => {
          const copies = await companyCopiesForChild(trx, ctx.engine, company.id);
          if (!copies) throw badRequest('validation.customer_unknown');
          const now = new Date().toISOString();
          const created = await trx
            .insertInto('vacancies')
            .values({
              uid,
              ...formColumns(body),
              vacancy_status: ACTIVE_STATE.active,
              vacancy_thumbnail: thumbnail,
              // The share URL comes from the candidate-facing site, which the spec does not show.
              vacancy_share_url: null,
              ...vacancyKeys(body),
              ...copies,
              company_id: company.id,
              created_by_id: actor.id,
              modified_by_id: actor.id,
              created_at: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          vacancyId = created.id;
          await setPackages(trx, created.id, packageIds);
          await recordHistory(trx, {
            ...vacancyEntry(uid, company.id, actor),
            action: 'create',
            changes: changesOf(VACANCY_HISTORY_FIELDS, null, await vacancyHistoryValues(trx, created.id)),
          });
        }),
      );
      return { ...said(request, 'api.vacancy_added'), data: await entity(ctx, vacancyId) };
    },
  );
}

function vacancyUpdateRoute(app: App, ctx: Context) {
  app.put(
    endpoint('vacancyUpdate'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: {
        tags,
        security,
        consumes,
        formBody: vacancyUpdate,
        params: idParam,
        response: { 200: written },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { body, image } = await readImageForm(request, vacancyUpdate, THUMBNAIL);
      const target = await findVisibleVacancy(ctx.db, actor, request.params.id);
      const packageIds = await packagesFor(ctx.db, body.vacancy_package);
      if (isMessage(packageIds)) throw new ApiError(400, [packageIds]);
      let replaced: string | null = null;
      await ctx.uploads.storeFor(image, (thumbnail) =>
        ctx.db.transaction().execute(async (trx) => {
          const before = await lockedVacancy(ctx, trx, target.id);
          replaced = before.vacancy_thumbnail;
          await trx
            .updateTable('vacancies')
            .set({
              ...formColumns(body),
              ...vacancyKeys(body),
              vacancy_status: body.vacancy_status,
              modified_by_id: actor.id,
              ...(thumbnail ? { vacancy_thumbnail: thumbnail } : {}),
            })
            .where('id', '=', target.id)
            .execute();
          // Against the locked row: `target`, read before the lock, may predate a rename committed since.
          if (body.vacancy_title !== before.vacancy_title) await spreadVacancy(trx, ctx.engine, target.id);
          await setPackages(trx, target.id, packageIds);
          await recordHistory(trx, {
            ...vacancyEntry(target.uid, target.company_id, actor),
            action: 'update',
            changes: changesOf(VACANCY_HISTORY_FIELDS, before, await vacancyHistoryValues(trx, target.id)),
          });
        }),
      );
      if (image) await ctx.uploads.remove(replaced);
      return { ...said(request, 'api.vacancy_updated'), data: await entity(ctx, target.id) };
    },
  );
}

function vacancyDeleteRoute(app: App, ctx: Context) {
  app.delete(
    endpoint('vacancyDelete'),
    {
      onRequest: allow(ctx, MANAGERS),
      schema: { tags, security, params: idParam, response: { 200: messageAnswer } },
    },
    async (request) => {
      const actor = actorOf(request);
      const target = await findVisibleVacancy(ctx.db, actor, request.params.id);
      const candidateFiles = await ctx.db
        .selectFrom('candidates')
        .select(['candidate_thumbnail', 'candidate_resume'])
        .where('vacancy_id', '=', target.id)
        .execute();
      // Candidates and package selections go with the vacancy (foreign keys cascade); their files go here.
      await ctx.db.transaction().execute(async (trx) => {
        const before = await lockedVacancy(ctx, trx, target.id);
        await recordDeletions(trx, ctx.engine, {
          kind: 'candidate',
          table: 'candidates',
          where: sql<SqlBool>`vacancy_id = ${target.id}`,
          uid: 'uid',
          fields: CANDIDATE_HISTORY_FIELDS,
          actor,
        });
        await recordHistory(trx, {
          ...vacancyEntry(target.uid, target.company_id, actor),
          action: 'delete',
          changes: changesOf(VACANCY_HISTORY_FIELDS, before, null),
        });
        await trx.deleteFrom('vacancies').where('id', '=', target.id).execute();
      });
      const files = [
        target.vacancy_thumbnail,
        ...candidateFiles.flatMap((row) => [row.candidate_thumbnail, row.candidate_resume]),
      ];
      for (const file of files) await ctx.uploads.remove(file);
      return said(request, 'api.vacancy_deleted');
    },
  );
}
