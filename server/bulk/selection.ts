import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { BulkRefusal } from '@contract/bulk';
import {
  BULK_MATCHING_MAX,
  BULK_MATCHING_MAX_IN_COMPANY,
  type ListType,
  type UserRole,
} from '@contract/domain';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import { lastChange } from '../db/versions';
import type { Actor } from '../platform/access';
import { badRequest, PartlyDone } from '../platform/errors';
import { translate } from '../platform/i18n';
import type { ListSpec } from '../platform/list-spec';
import { matchingIds } from '../platform/lists';

/** What a bulk call names: records by uid, or every record a list tab shows with its search and filters. */
export interface Selection {
  uids?: string[];
  matching?: { type: ListType; query: Record<string, unknown> };
  /** The versions the records were read at, by uid: a record changed since is refused as stale. */
  versions?: Record<string, number>;
}

/** The list a bulk call selects from: its records per tab, already limited to the caller's company. */
export interface BulkList<TB extends keyof Database> {
  records(db: Kysely<Database>, tab: ListType): SelectQueryBuilder<Database, TB, object>;
  spec: ListSpec;
  /** The uid column, qualified ('candidates.uid'). */
  uid: string;
}

/**
 * Rows per transaction. Each chunk commits on its own and the event loop turns between chunks, so that another
 * company's calls are served between them: on SQLite they queue for the one shared connection, on PostgreSQL
 * no row stays locked and no connection stays held for the whole call. A few hundred ids also stay far below
 * either database's limit of parameters.
 */
export const ROWS_PER_CHUNK = 200;

/**
 * What a bulk call did: the uids of the records it found (and worked on), how many of them it changed, and
 * those it left alone as changed since the caller read them.
 */
export interface BulkOutcome {
  found: string[];
  changed: number;
  stale: string[];
}

/** How a bulk call works through its ids, chunk by chunk. */
export interface ChunkWork<R extends { uid: string; version: number }> {
  /** Reads and locks a chunk's rows (those still there), in the chunk's transaction. */
  lock(trx: Kysely<Database>, ids: number[]): Promise<R[]>;
  /** Changes those that need it, in the same transaction; answers how many did. */
  work(trx: Kysely<Database>, rows: R[]): Promise<number>;
  /** After a chunk has committed (files of deleted records go then, and only then). */
  committed?(): Promise<void>;
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Works through the selected ids ROWS_PER_CHUNK at a time, each chunk in a transaction of its own.
 *
 * A failure midway leaves the chunks before it written (with their history), and the failed chunk not at all:
 * undoing committed chunks would need a transaction as long as the whole call, which is what held every other
 * call up. The caller is told how many records were done (PartlyDone), and repeating the call does the rest, as
 * an update leaves alone what already has the values asked for and a deletion no longer finds what it deleted.
 */
export async function inChunks<R extends { uid: string; version: number }>(
  db: Kysely<Database>,
  ids: readonly number[],
  chunk: ChunkWork<R>,
  versions: Selection['versions'] = {},
): Promise<BulkOutcome> {
  const outcome: BulkOutcome = { found: [], changed: 0, stale: [] };
  // Compared under the chunk's locks, so that a write made meanwhile is either seen here or waits for this one.
  const isStale = (row: R) => versions[row.uid] !== undefined && versions[row.uid] !== row.version;
  for (let start = 0; start < ids.length; start += ROWS_PER_CHUNK) {
    if (start > 0) await turn();
    const part = ids.slice(start, start + ROWS_PER_CHUNK);
    try {
      const done = await db.transaction().execute(async (trx) => {
        const locked = await chunk.lock(trx, part);
        const rows = locked.filter((row) => !isStale(row));
        const stale = locked.filter(isStale).map((row) => row.uid);
        return { rows, stale, changed: rows.length === 0 ? 0 : await chunk.work(trx, rows) };
      });
      outcome.changed += done.changed;
      outcome.found.push(...done.rows.map((row) => row.uid));
      outcome.stale.push(...done.stale);
    } catch (error) {
      if (outcome.changed === 0) throw error;
      throw new PartlyDone(error, { key: 'api.bulk_partly_done', params: { smart_count: outcome.changed } });
    }
    await chunk.committed?.();
  }
  return outcome;
}

/**
 * The answer's data: how many changed, how many already had the values asked for (a bulk update leaves them
 * alone: no write, no history), and which were refused: those found but refused by the rules (`refused`, a
 * package still in use), the named uids not found, and those changed since the caller read them.
 */
export async function bulkData(
  db: Kysely<Database>,
  request: FastifyRequest,
  selection: Selection,
  { found, changed, stale }: BulkOutcome,
  kind: string,
  refused: readonly BulkRefusal[] = [],
) {
  const staleRefusals: BulkRefusal[] = [];
  for (const uid of stale) {
    const { changed_by: name } = await lastChange(db, { kind, subjectUid: uid, recordUid: uid });
    const message = name
      ? ({ key: 'api.changed_by_other', params: { name } } as const)
      : ({ key: 'api.changed_since_read' } as const);
    staleRefusals.push({ uid, reason: translate(request.language, message) });
  }
  return {
    changed,
    unchanged: found.length - changed - refused.length,
    refused: [...refused, ...refusals(request, selection, [...found, ...stale]), ...staleRefusals],
  };
}

/**
 * The ids of the selected records the caller may see, in id order. A uid the caller may not see is left out as
 * if it did not exist; more matches than the caller's cap are refused as a whole, since the caller cannot know
 * which of them would be changed.
 */
export async function selectedIds<TB extends keyof Database>(
  db: Kysely<Database>,
  engine: Engine,
  actor: Actor,
  list: BulkList<TB>,
  selection: Selection,
): Promise<number[]> {
  const byId = (ids: number[]) => ids.sort((a, b) => a - b);
  if (selection.matching) {
    const { type, query } = selection.matching;
    const max = bulkMatchingMax(actor.role);
    const ids = await matchingIds(list.records(db, type), list.spec, query, engine, max + 1);
    if (ids.length > max) throw badRequest('api.bulk_too_many_matching', { max });
    return byId(ids);
  }
  const uids = [...new Set(selection.uids ?? [])];
  const uid = sql.ref(list.uid);
  const rows = await list
    .records(db, 'all')
    .select(sql<number>`${list.spec.id}`.as('id'))
    .where(sql<SqlBool>`${uid} IN (${sql.join(uids)})`)
    .$castTo<{ id: number }>()
    .execute();
  return byId(rows.map((row) => row.id));
}

/** A SubAdmin's "all matching" spans every company; anyone else's one company, with a lower cap. */
const bulkMatchingMax = (role: UserRole) =>
  role === 'SubAdmin' ? BULK_MATCHING_MAX : BULK_MATCHING_MAX_IN_COMPANY;

/**
 * The named uids that were not changed: another company's, unknown, or deleted meanwhile, all alike "not found"
 * (a record elsewhere is as unknown as a missing one, as in the single calls).
 */
function refusals(request: FastifyRequest, selection: Selection, found: readonly string[]): BulkRefusal[] {
  const done = new Set(found);
  const reason = translate(request.language, { key: 'api.not_found' });
  return [...new Set(selection.uids ?? [])].filter((uid) => !done.has(uid)).map((uid) => ({ uid, reason }));
}
