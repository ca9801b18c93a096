import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { BulkRefusal } from '@contract/bulk';
import { BULK_MATCHING_MAX, type ListType } from '@contract/domain';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { badRequest } from '../platform/errors';
import { translate } from '../platform/i18n';
import { matchingIds, type ListSpec } from '../platform/lists';

/** What a bulk call names: records by uid, or every record a list tab shows with its search and filters. */
interface Selection {
  uids?: string[];
  matching?: { type: ListType; query: Record<string, unknown> };
}

/** The list a bulk call selects from: its records per tab, already limited to the caller's company. */
export interface BulkList<TB extends keyof Database> {
  records(db: Kysely<Database>, tab: ListType): SelectQueryBuilder<Database, TB, object>;
  spec: ListSpec;
  /** The uid column, qualified ('candidates.uid'). */
  uid: string;
}

/** Rows changed per statement: a few hundred ids stay far below either database's limit of parameters. */
const ROWS_PER_STATEMENT = 500;

/** What a bulk call did: the uids of the records it found, and how many of them it changed. */
export interface BulkOutcome {
  found: string[];
  changed: number;
}

/**
 * Works through the selected ids a statement's worth at a time: `lock` reads and locks a chunk's rows (those
 * still there), `work` changes those that need it and answers how many did.
 */
export async function inLockedChunks<R extends { uid: string }>(
  ids: readonly number[],
  lock: (chunk: number[]) => Promise<R[]>,
  work: (rows: R[]) => Promise<number>,
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { found: [], changed: 0 };
  for (let start = 0; start < ids.length; start += ROWS_PER_STATEMENT) {
    const rows = await lock(ids.slice(start, start + ROWS_PER_STATEMENT));
    if (rows.length === 0) continue;
    outcome.changed += await work(rows);
    outcome.found.push(...rows.map((row) => row.uid));
  }
  return outcome;
}

/**
 * The answer's data: how many changed, how many already had the values asked for (a bulk update leaves them
 * alone: no write, no history), and the named uids not found.
 */
export function bulkData(request: FastifyRequest, selection: Selection, { found, changed }: BulkOutcome) {
  return { changed, unchanged: found.length - changed, refused: refusals(request, selection, found) };
}

/**
 * The ids of the selected records the caller may see, in the caller's transaction, in id order. A uid the
 * caller may not see is left out as if it did not exist; more than BULK_MATCHING_MAX matches are refused as a
 * whole, since the caller cannot know which of them would be changed.
 */
export async function selectedIds<TB extends keyof Database>(
  trx: Kysely<Database>,
  engine: Engine,
  list: BulkList<TB>,
  selection: Selection,
): Promise<number[]> {
  const byId = (ids: number[]) => ids.sort((a, b) => a - b);
  if (selection.matching) {
    const { type, query } = selection.matching;
    const ids = await matchingIds(list.records(trx, type), list.spec, query, engine, BULK_MATCHING_MAX + 1);
    if (ids.length > BULK_MATCHING_MAX)
      throw badRequest('api.bulk_too_many_matching', { max: BULK_MATCHING_MAX });
    return byId(ids);
  }
  const uids = [...new Set(selection.uids ?? [])];
  const uid = sql.ref(list.uid);
  const rows = await list
    .records(trx, 'all')
    .select(sql<number>`${list.spec.id}`.as('id'))
    .where(sql<SqlBool>`${uid} IN (${sql.join(uids)})`)
    .$castTo<{ id: number }>()
    .execute();
  return byId(rows.map((row) => row.id));
}

/**
 * The named uids that were not changed: another company's, unknown, or deleted meanwhile, all alike "not found"
 * (a record elsewhere is as unknown as a missing one, as in the single calls).
 */
function refusals(request: FastifyRequest, selection: Selection, found: readonly string[]): BulkRefusal[] {
  const done = new Set(found);
  const reason = translate(request.language, { key: 'api.not_found' });
  return [...new Set(selection.uids ?? [])].filter((uid) => !done.has(uid)).map((uid) => ({ uid, reason }));
}
