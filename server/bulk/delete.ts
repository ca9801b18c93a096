import type { FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { bulkAnswer, type BulkRefusal } from '@contract/bulk';
import type { Database } from '../db/schema';
import type { VersionedTable } from '../db/versions';
import { lockedRows } from '../history/record';
import type { Context, App } from '../platform/context';
import { ApiError } from '../platform/errors';
import { translate } from '../platform/i18n';
import { afterCommits, callerOf, deleteLocked, imageOf, type Deleted } from '../platform/resource/routes';
import type { Caller, DeclaredResource, Write } from '../platform/resource/types';
import { allow, endpoint, said } from '../platform/routes';
import type { BulkLimits } from './limits';
import { bulkData, inChunks, selectedIds, type Selection } from './selection';

/** The rows of `ids` still there, by id, uid and version, locked until the commit, in id order (db/locks.ts says why). */
function lockRows(ctx: Context, trx: Kysely<Database>, table: VersionedTable, uid: string, ids: number[]) {
  const read = trx
    .selectFrom(table)
    .select(['id', 'version', sql.ref<string>(uid).as('uid')])
    .where('id', 'in', ids)
    .orderBy('id');
  return lockedRows(ctx.engine, read);
}

/** Why a record was left alone: the refusal its single delete would answer, in the caller's language. */
const refusalOf = (request: FastifyRequest, uid: string, error: ApiError): BulkRefusal => ({
  uid,
  reason: error.messages.map((message) => translate(request.language, message)).join(' '),
});

/**
 * Deletes one record as its single delete does (check, lock, cascade, what still refers to it, history), in the
 * chunk's transaction: what is left for after the commit, or the refusal (a 4xx) the single delete would answer.
 */
async function deleteOne(
  caller: Caller,
  trx: Kysely<Database>,
  resource: DeclaredResource,
  uid: string,
  afterCommit: Write['afterCommit'],
) {
  const remove = resource.delete;
  const record = await resource.find(trx, uid, null);
  try {
    if (!remove || !record) throw new ApiError(404, [{ key: 'api.not_found' }]);
    remove.check?.(caller, record);
    const { ctx, actor, request } = caller;
    const write = { ctx, trx, actor, language: request.language, image: null, afterCommit };
    return { deleted: await deleteLocked(write, resource, remove, record) };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500)
      return { refused: refusalOf(caller.request, uid, error) };
    throw error;
  }
}

/**
 * A resource's bulk delete, turned on by its declaration (`delete.bulk`): the selected records, or all its list
 * matches, a chunk at a time, each by the rules of its single delete. A record the single delete would refuse
 * (one still in use) is left alone and reported in `refused`, as are the named ones not found.
 */
export function bulkDeleteRoute(app: App, ctx: Context, limits: BulkLimits, resource: DeclaredResource) {
  const bulk = resource.delete?.bulk;
  if (!bulk) return;
  app.post(
    endpoint(bulk.path),
    {
      onRequest: [allow(ctx, bulk.roles), limits.rate],
      schema: {
        tags: resource.tags,
        security: [{ bearer: [] }],
        summary: 'Deletes many records at once, each as the single delete does.',
        body: bulk.body,
        response: { 200: bulkAnswer },
      },
    },
    async (request) => {
      const caller = callerOf(ctx, request);
      const selection = request.body as Selection;
      const list = bulk.list(caller.actor);
      const refused: BulkRefusal[] = [];
      // A chunk's deletions: their cascades' rest and their images, once that chunk has committed.
      let deletions: Deleted[] = [];
      let later = afterCommits();
      const outcome = await limits.one(request, async () => {
        const ids = await selectedIds(ctx.db, ctx.engine, caller.actor, list, selection);
        return inChunks(
          ctx.db,
          ids,
          {
            lock: (trx, chunk) => lockRows(ctx, trx, resource.table, list.uid, chunk),
            work: async (trx, rows) => {
              deletions = [];
              later = afterCommits();
              for (const row of rows) {
                const done = await deleteOne(caller, trx, resource, row.uid, later.afterCommit);
                if (done.refused) refused.push(done.refused);
                else deletions.push(done.deleted);
              }
              return deletions.length;
            },
            committed: async () => {
              await later.run();
              for (const deleted of deletions) await ctx.uploads.remove(imageOf(resource, deleted.values));
              deletions = [];
            },
          },
          selection.versions,
        );
      });
      return {
        ...said(request, bulk.message, { smart_count: outcome.changed }),
        data: await bulkData(ctx.db, request, selection, outcome, resource.history.kind, refused),
      };
    },
  );
}
