import {
  bulkAnswer,
  candidateBulkDelete,
  candidateBulkUpdate,
  type CandidateBulkUpdate,
} from '@contract/bulk';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { CANDIDATE_HISTORY } from '@contract/candidates';
import type { BulkRefusal } from '@contract/bulk';
import type { HistoryChange } from '@contract/history';
import { lacksRequiredReason } from '@contract/rejection';
import { companyScope, EVERY_ROLE, MANAGERS, type Actor } from '../platform/access';
import type { App, Context } from '../platform/context';
import { actorOf, allow, endpoint, said } from '../platform/routes';
import { eraseInTransaction, erasuresCommitted, type ErasedCandidate } from '../candidates/erase';
import { candidateListSpec, candidatesInTab } from '../candidates/queries';
import {
  bulkRejection,
  CANDIDATE_COLUMNS,
  recordedReasons,
  requiringReason,
  type BulkRejection,
} from '../candidates/rejection';
import type { Database } from '../db/schema';
import { translate } from '../platform/i18n';
import { ACTIVE_STATE } from '../db/select';
import { NEXT_VERSION } from '../db/versions';
import { changesOf, lockedRows, recordHistories } from '../history/record';
import type { BulkLimits } from './limits';
import { bulkData, inChunks, selectedIds, type BulkList } from './selection';
import { statusesEntered } from '../automations/trigger';

/** The candidates a caller may change: the list's, in the caller's company (every role edits candidates). */
export const candidateList = (actor: Actor): BulkList<'candidates'> => ({
  records: (db, tab) => candidatesInTab(db, companyScope(actor), tab),
  spec: candidateListSpec,
  uid: 'candidates.uid',
});

/** The columns a bulk update sets, by their stored values. */
const columnsOf = ({ candidate_status, candidate_active_or_inactive }: CandidateBulkUpdate['set']) => ({
  ...(candidate_status ? { candidate_status } : {}),
  ...(candidate_active_or_inactive
    ? { is_candidate_active: ACTIVE_STATE[candidate_active_or_inactive] }
    : {}),
});

/**
 * Reads and locks a chunk's candidates, in id order, with what their history records: the update compares
 * those fields, the erasure needs only their uids and versions.
 */
const lockCandidates = (ctx: Context) => (trx: Kysely<Database>, chunk: number[]) =>
  lockedRows(
    ctx.engine,
    trx
      .selectFrom('candidates')
      .select(['id', 'uid', 'version', 'company_id', 'rejection_reason_id', ...CANDIDATE_COLUMNS])
      .where('id', 'in', chunk)
      .orderBy('id'),
  );
type LockedCandidate = Awaited<ReturnType<ReturnType<typeof lockCandidates>>>[number];

/**
 * Each row's history entry (its changes, none when it already has the values asked for), or why it is refused:
 * a reason its company may not use, or none where its company requires one (issue 34).
 */
async function plannedChanges(
  trx: Kysely<Database>,
  request: FastifyRequest,
  rows: LockedCandidate[],
  columns: ReturnType<typeof columnsOf>,
  rejection: BulkRejection,
): Promise<{ row: LockedCandidate; changes: HistoryChange[]; refusal: BulkRefusal | undefined }[]> {
  const reasons = await recordedReasons(
    trx,
    rows.map((row) => row.rejection_reason_id),
  );
  const required = await requiringReason(
    trx,
    rows.map((row) => row.company_id),
  );
  const { given } = rejection;
  return rows.map((row) => {
    const { rejection_reason_id: reasonId, ...own } = row;
    const before = { ...own, rejection_reason: reasonId === null ? null : (reasons.get(reasonId) ?? null) };
    const reason =
      'rejection_reason_id' in rejection.column ? (given?.value ?? null) : before.rejection_reason;
    const after = { ...before, ...columns, rejection_reason: reason };
    const refuse = (key: 'validation.rejection_reason_unknown' | 'validation.rejection_reason_required') => ({
      row,
      changes: [],
      refusal: { uid: row.uid, reason: translate(request.language, { key }) },
    });
    if (given && given.companyId !== null && given.companyId !== row.company_id)
      return refuse('validation.rejection_reason_unknown');
    if (lacksRequiredReason(before, after, required.has(row.company_id)))
      return refuse('validation.rejection_reason_required');
    return { row, changes: changesOf(CANDIDATE_HISTORY.fields, before, after), refusal: undefined };
  });
}

const schema = { tags: ['candidates'], security: [{ bearer: [] }], response: { 200: bulkAnswer } };

export function candidateBulkRoutes(app: App, ctx: Context, limits: BulkLimits) {
  candidateBulkErase(app, ctx, limits);
  app.post(
    endpoint('candidateBulkUpdate'),
    {
      onRequest: [allow(ctx, EVERY_ROLE), limits.rate],
      schema: {
        ...schema,
        summary: 'Sets the status or active state of many candidates at once, a chunk at a time.',
        body: candidateBulkUpdate,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const columns = columnsOf(request.body.set);
      const refused: BulkRefusal[] = [];
      // Automatic mails the moves queued: sent once their chunks have committed, not at the queue's next look.
      let mailed = 0;
      const outcome = await limits.one(request, async () => {
        const rejection = await bulkRejection(ctx.db, companyScope(actor), request.body.set);
        const ids = await selectedIds(ctx.db, ctx.engine, actor, candidateList(actor), request.body);
        return inChunks(
          ctx.db,
          ids,
          {
            lock: lockCandidates(ctx),
            work: async (trx, rows) => {
              const planned = await plannedChanges(trx, request, rows, columns, rejection);
              refused.push(...planned.flatMap((plan) => (plan.refusal ? [plan.refusal] : [])));
              const entries = planned
                .filter(({ changes }) => changes.length > 0)
                .map(({ row, changes }) => ({
                  id: row.id,
                  kind: CANDIDATE_HISTORY.kind,
                  action: 'update' as const,
                  subjectUid: row.uid,
                  recordUid: row.uid,
                  companyId: row.company_id,
                  actor,
                  changes,
                }));
              if (entries.length === 0) return 0;
              await trx
                .updateTable('candidates')
                .set({ ...columns, ...rejection.column, ...NEXT_VERSION })
                .where(
                  'id',
                  'in',
                  entries.map((entry) => entry.id),
                )
                .execute();
              await recordHistories(trx, entries);
              const status = columns.candidate_status;
              if (status) {
                const moved = rows.filter((row) => row.candidate_status !== status);
                mailed += await statusesEntered(
                  ctx,
                  trx,
                  moved.map((row) => ({ candidateId: row.id, status })),
                );
              }
              return entries.length;
            },
          },
          request.body.versions,
        );
      });
      if (mailed > 0) ctx.mails.wake();
      return {
        ...said(request, 'api.candidates_updated', { smart_count: outcome.changed }),
        data: await bulkData(ctx.db, request, request.body, outcome, CANDIDATE_HISTORY.kind, refused),
      };
    },
  );
}

/**
 * POST customer-api/candidate-bulk-delete/ (issue 30): erases the selected candidates (or all the list's
 * matches), a chunk per transaction, each as the single erasure does; each chunk's files go once it has
 * committed. SubAdmin and CustomerAdmin, the latter within its company (candidateList).
 */
function candidateBulkErase(app: App, ctx: Context, limits: BulkLimits) {
  app.post(
    endpoint('candidateBulkDelete'),
    {
      onRequest: [allow(ctx, MANAGERS), limits.rate],
      schema: {
        ...schema,
        summary: 'Erases many candidates at once, each as the single erasure does.',
        body: candidateBulkDelete,
      },
    },
    async (request) => {
      const actor = actorOf(request);
      let erased: ErasedCandidate[] = [];
      const outcome = await limits.one(request, async () => {
        const ids = await selectedIds(ctx.db, ctx.engine, actor, candidateList(actor), request.body);
        return inChunks(
          ctx.db,
          ids,
          {
            lock: lockCandidates(ctx),
            work: async (trx, rows) => {
              const uids = rows.map((row) => row.uid);
              erased = await eraseInTransaction(trx, ctx.engine, uids, actor);
              return erased.length;
            },
            committed: () => erasuresCommitted(ctx, erased),
          },
          request.body.versions,
        );
      });
      return {
        ...said(request, 'erasure.candidates_erased', { smart_count: outcome.changed }),
        data: await bulkData(ctx.db, request, request.body, outcome, CANDIDATE_HISTORY.kind),
      };
    },
  );
}
