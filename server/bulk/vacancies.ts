import { sql, type Kysely, type SqlBool } from 'kysely';
import { bulkAnswer, vacancyBulkDelete, vacancyBulkUpdate } from '@contract/bulk';
import { CANDIDATE_HISTORY } from '@contract/candidates';
import type { VacancyStatus } from '@contract/domain';
import { VACANCY_HISTORY } from '@contract/vacancies';
import type { Database } from '../db/schema';
import { NEXT_VERSION } from '../db/versions';
import { companyScope, MANAGERS, type Actor } from '../platform/access';
import type { App, Context } from '../platform/context';
import { actorOf, allow, endpoint, said } from '../platform/routes';
import { changesOf, lockedRows, recordDeletions, recordHistories } from '../history/record';
import { vacancyEntry, vacancyHistoryValues } from '../vacancies/history';
import { vacanciesInTab, vacancyListSpec } from '../vacancies/queries';
import type { BulkLimits } from './limits';
import { bulkData, inChunks, selectedIds, type BulkList } from './selection';

const schema = { tags: ['vacancies'], security: [{ bearer: [] }], response: { 200: bulkAnswer } };

/** The vacancies a caller may change: the list's, in the caller's company. */
const vacancyList = (actor: Actor): BulkList<'vacancies'> => ({
  records: (db, tab) => vacanciesInTab(db, companyScope(actor), tab),
  spec: vacancyListSpec,
  uid: 'vacancies.uid',
});

/** The vacancies of `ids` still there, locked until the commit, in id order (db/locks.ts says why). */
const lockVacancies = (ctx: Context) => (trx: Kysely<Database>, ids: number[]) =>
  lockedRows(
    ctx.engine,
    trx
      .selectFrom('vacancies')
      .select(['id', 'uid', 'version', 'company_id', 'vacancy_status'])
      .where('id', 'in', ids)
      .orderBy('id'),
  );

export function vacancyBulkRoutes(app: App, ctx: Context, limits: BulkLimits) {
  app.post(
    endpoint('vacancyBulkUpdate'),
    {
      onRequest: [allow(ctx, MANAGERS), limits.rate],
      schema: { ...schema, summary: 'Sets the status of many vacancies at once.', body: vacancyBulkUpdate },
    },
    async (request) => {
      const actor = actorOf(request);
      const status: VacancyStatus = request.body.set.vacancy_status;
      const outcome = await limits.one(request, async () => {
        const ids = await selectedIds(ctx.db, ctx.engine, actor, vacancyList(actor), request.body);
        return inChunks(
          ctx.db,
          ids,
          {
            lock: lockVacancies(ctx),
            work: async (trx, found) => {
              const rows = found.filter((row) => row.vacancy_status !== status);
              if (rows.length === 0) return 0;
              await trx
                .updateTable('vacancies')
                .set({ vacancy_status: status, modified_by_id: actor.id, ...NEXT_VERSION })
                .where(
                  'id',
                  'in',
                  rows.map((row) => row.id),
                )
                .execute();
              await recordHistories(
                trx,
                rows.map((before) => ({
                  ...vacancyEntry(before.uid, before.company_id, actor),
                  action: 'update',
                  changes: changesOf(
                    ['vacancy_status'],
                    { vacancy_status: before.vacancy_status },
                    { vacancy_status: status },
                  ),
                })),
              );
              return rows.length;
            },
          },
          request.body.versions,
        );
      });
      return {
        ...said(request, 'api.vacancies_updated', { smart_count: outcome.changed }),
        data: await bulkData(ctx.db, request, request.body, outcome, VACANCY_HISTORY.kind),
      };
    },
  );

  app.post(
    endpoint('vacancyBulkDelete'),
    {
      onRequest: [allow(ctx, MANAGERS), limits.rate],
      schema: {
        ...schema,
        summary: 'Deletes many vacancies at once, with their candidates, as the single delete does.',
        body: vacancyBulkDelete,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // The files of a chunk's records, removed once that chunk has committed.
      let files: (string | null)[] = [];
      const outcome = await limits.one(request, async () => {
        const ids = await selectedIds(ctx.db, ctx.engine, actor, vacancyList(actor), request.body);
        return inChunks(
          ctx.db,
          ids,
          {
            lock: lockVacancies(ctx),
            work: async (trx, rows) => {
              files = await filesOf(
                trx,
                rows.map((row) => row.id),
              );
              await deleteVacancies(trx, ctx, actor, rows);
              return rows.length;
            },
            committed: async () => {
              for (const file of files) await ctx.uploads.remove(file);
              files = [];
            },
          },
          request.body.versions,
        );
      });
      return {
        ...said(request, 'api.vacancies_deleted', { smart_count: outcome.changed }),
        data: await bulkData(ctx.db, request, request.body, outcome, VACANCY_HISTORY.kind),
      };
    },
  );
}

/** The files the vacancies and their candidates leave, removed once the deletion has committed. */
async function filesOf(trx: Kysely<Database>, ids: number[]) {
  const vacancies = await trx
    .selectFrom('vacancies')
    .select('vacancy_thumbnail')
    .where('id', 'in', ids)
    .execute();
  const candidates = await trx
    .selectFrom('candidates')
    .select(['candidate_thumbnail', 'candidate_resume'])
    .where('vacancy_id', 'in', ids)
    .execute();
  return [
    ...vacancies.map((row) => row.vacancy_thumbnail),
    ...candidates.flatMap((row) => [row.candidate_thumbnail, row.candidate_resume]),
  ];
}

/** Deletes the vacancies as the single delete does: their candidates go too (cascade), each one recorded. */
async function deleteVacancies(
  trx: Kysely<Database>,
  ctx: Context,
  actor: Actor,
  rows: { id: number; uid: string; company_id: number }[],
) {
  const ids = rows.map((row) => row.id);
  await recordDeletions(trx, ctx.engine, {
    ...CANDIDATE_HISTORY,
    table: 'candidates',
    where: sql<SqlBool>`vacancy_id IN (${sql.join(ids)})`,
    uid: 'uid',
    actor,
  });
  const entries = [];
  for (const row of rows) {
    entries.push({
      ...vacancyEntry(row.uid, row.company_id, actor),
      action: 'delete' as const,
      changes: changesOf(VACANCY_HISTORY.fields, await vacancyHistoryValues(trx, row.id), null),
    });
  }
  await recordHistories(trx, entries);
  await trx.deleteFrom('vacancies').where('id', 'in', ids).execute();
}
