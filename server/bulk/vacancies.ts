import type { Kysely } from 'kysely';
import { bulkAnswer, vacancyBulkUpdate } from '@contract/bulk';
import type { VacancyStatus } from '@contract/domain';
import { VACANCY_HISTORY } from '@contract/vacancies';
import type { Database } from '../db/schema';
import { NEXT_VERSION } from '../db/versions';
import { companyScope, MANAGERS, type Actor } from '../platform/access';
import type { App, Context } from '../platform/context';
import { actorOf, allow, endpoint, said } from '../platform/routes';
import { changesOf, lockedRows, recordHistories } from '../history/record';
import { vacancyEntry } from '../vacancies/history';
import { vacanciesInTab, vacancyListSpec } from '../vacancies/queries';
import type { BulkLimits } from './limits';
import { bulkData, inChunks, selectedIds, type BulkList } from './selection';

const schema = { tags: ['vacancies'], security: [{ bearer: [] }], response: { 200: bulkAnswer } };

/** The vacancies a caller may change: the list's, in the caller's company. */
export const vacancyList = (actor: Actor): BulkList<'vacancies'> => ({
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
}
