import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { PAGE_SIZE_DEFAULT, type FileFormat } from '@contract/domain';
import type { ListQuery } from '@contract/lists';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';
import type { Context } from './context';
import { countOf } from './counts';
import { foldsPage } from './folds-page';
import { after, DEEP_OFFSET, orderedIds, type Order, type OrderedRow } from './list-order';
import { applyFilters, searchTerms, type ListSpec } from './list-spec';
import { versioned } from './preconditions';
import { streamTurn } from './stream-turns';
import { containsTerms } from './text-search';

/**
 * What a list reads, from the given database (the server's, or a snapshot while an unpaged list reads its ids):
 * `records` is the listed table alone with its tab and company scope (no join, so that counts and deep pages
 * read an index only); `rows` loads everything the entity shows for a page's ids.
 */
type ListSource<TB extends keyof Database, Row> = (db: Kysely<Database>) => {
  records: SelectQueryBuilder<Database, TB, object>;
  rows(ids: readonly number[]): Promise<Row[]>;
};

/** What a list call answers: the records, and with `page` the Django REST paging fields. */
export interface ListAnswer {
  status: number;
  response: unknown[];
  count?: number;
  next?: string | null;
  previous?: string | null;
}

/** Rows read per query while an unpaged list streams: small, so that other calls wait little between them. */
const STREAM_BATCH = 100;

/** From this many matches on, a page is read in the list's order rather than sorted from the matches. */
const MANY_MATCHES = 2000;

/**
 * Every record of an unpaged list, a batch at a time as they are read, for a file rather than the contract's
 * JSON (`format=xlsx` or `csv`: server/export/ writes them).
 */
export class ListRows<T> {
  constructor(
    readonly format: FileFormat,
    readonly batches: AsyncIterable<T[]>,
  ) {}
}

/**
 * Runs a list: with `page` the Django REST page (count, next, previous), without it every record, streamed;
 * with `format=xlsx` or `csv` every record (paging ignored) as ListRows.
 */
export async function runList<TB extends keyof Database, Row extends { version: number }, T extends object>(
  request: FastifyRequest,
  ctx: Pick<Context, 'db' | 'engine' | 'counts' | 'snapshot'>,
  source: ListSource<TB, Row>,
  spec: ListSpec,
  query: ListQuery & Record<string, unknown>,
  toRecord: (row: Row) => T,
): Promise<ListAnswer | Readable | ListRows<T>> {
  const { engine, counts } = ctx;
  const order = orderingOf(spec, query.ordering);
  if (query.format === 'xlsx' || query.format === 'csv')
    return new ListRows(query.format, streamEntities(ctx, source, spec, query, order, toRecord));
  const toEntity = (row: Row) => versioned(request, toRecord(row), row.version);
  if (query.page === undefined) {
    // One batch read ahead, not Readable.from's default 16: a stream that may read ahead reads them all at
    // once when its client catches up, while every other call waits.
    const entities = streamEntities(ctx, source, spec, query, order, toEntity);
    return Readable.from(streamAnswer(entities), { highWaterMark: 1 });
  }

  const { records, rows } = source(ctx.db);
  const filtered = applyFilters(records, spec, query, { engine, matches: 'few' });
  const pageSize = query.page_size ?? PAGE_SIZE_DEFAULT;
  const count = await countOf(filtered, counts);
  const offset = (query.page - 1) * pageSize;
  const paging = { offset, size: pageSize };
  const pageOrder = { ...order, first: nameFirst(spec, query, engine, offset) };
  const many = () => applyFilters(records, spec, query, { engine, matches: 'many' });
  const ids =
    count < MANY_MATCHES
      ? await pageIds(filtered, spec, pageOrder, paging, counts)
      : ((await foldsPage({ ...ctx, records, spec, query, order: pageOrder, paging, count })) ??
        (await pageIds(many(), spec, pageOrder, paging, counts)));
  return {
    status: 200,
    response: await entitiesOf(
      ids.map((row) => row.id),
      rows,
      toEntity,
    ),
    count,
    next: query.page * pageSize < count ? pageLink(request, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(request, query.page - 1) : null,
  };
}

async function entitiesOf<Row, T>(
  ids: readonly number[],
  rows: (ids: readonly number[]) => Promise<Row[]>,
  toEntity: (row: Row) => T,
): Promise<T[]> {
  return ids.length === 0 ? [] : inOrder(ids, await rows(ids)).map(toEntity);
}

/**
 * `rank=name` with a search: the rows whose name (the first search column) holds every term come first. On
 * pages within DEEP_OFFSET only: deeper pages are read after the row before them, in the list's order alone.
 */
function nameFirst(
  spec: ListSpec,
  query: ListQuery,
  engine: Engine,
  offset: number,
): Expression<SqlBool> | undefined {
  const terms = searchTerms(query);
  const name = spec.search[0];
  if (query.rank !== 'name' || terms.length === 0 || !name || offset >= DEEP_OFFSET) return undefined;
  return containsTerms(engine, spec.text, [name], terms);
}

/** One of the spec's orderings, either way; a name of Object's own (`constructor`, `__proto__`) is not one. */
const offered = (spec: ListSpec, ordering: string) =>
  Object.hasOwn(spec.ordering, ordering.replace(/^-/, ''));

/** The ordering asked for, or the default one, in its own direction, when the name is not offered. */
function orderingOf(spec: ListSpec, ordering: string | undefined): Order {
  const asked = ordering?.trim() ?? '';
  const wanted = offered(spec, asked) ? asked : spec.defaultOrdering;
  const column = spec.ordering[wanted.replace(/^-/, '')] ?? spec.id;
  return { column, descending: wanted.startsWith('-') };
}

/**
 * A page's ids. Deep pages start after the row before them, kept until the next write like the counts: an
 * OFFSET reads (and PostgreSQL checks) every entry it skips, 50,000 of them for page 2,000, on every call.
 */
async function pageIds<DB, TB extends keyof DB>(
  qb: SelectQueryBuilder<DB, TB, object>,
  spec: ListSpec,
  order: Order,
  { offset, size }: { offset: number; size: number },
  counts: Context['counts'],
): Promise<OrderedRow[]> {
  const ordered = orderedIds(qb, spec.id, order);
  if (offset < DEEP_OFFSET) return ordered.limit(size).offset(offset).execute();
  const previous = ordered.limit(1).offset(offset - 1);
  const before = await counts(previous, async () => (await previous.executeTakeFirst()) ?? null);
  return before
    ? orderedIds(after(qb, spec.id, order, before), spec.id, order)
        .limit(size)
        .execute()
    : [];
}

/** Ids read per query while an unpaged list fixes what it lists: other calls are answered between them. */
const ID_CHUNK = 10_000;

/**
 * Every matching id in the list's order, a chunk at a time (keyset) from one snapshot: what an unpaged list
 * lists, fixed as the call starts. In chunks, because one statement over a million ids kept SQLite, and with
 * it every other call, busy for 1.2 s; the snapshot ends before the first record is sent. Four bytes an id:
 * a million of them take 4 MB while the list streams.
 */
async function listedIds<TB extends keyof Database, Row>(
  ctx: Pick<Context, 'engine' | 'snapshot'>,
  source: ListSource<TB, Row>,
  spec: ListSpec,
  query: Record<string, unknown>,
  order: Order,
): Promise<Int32Array> {
  const chunks: Int32Array[] = [];
  const snapshot = await ctx.snapshot();
  try {
    const all = applyFilters(source(snapshot.db).records, spec, query, {
      engine: ctx.engine,
      matches: 'many',
    });
    let last: OrderedRow | undefined;
    for (;;) {
      const rows = await orderedIds(last ? after(all, spec.id, order, last) : all, spec.id, order)
        .limit(ID_CHUNK)
        .execute();
      last = rows.at(-1);
      if (!last) break;
      chunks.push(Int32Array.from(rows, (row) => row.id));
      await streamTurn();
    }
  } finally {
    await snapshot.end();
  }
  const ids = new Int32Array(chunks.reduce((sum, chunk) => sum + chunk.length, 0));
  chunks.reduce((offset, chunk) => (ids.set(chunk, offset), offset + chunk.length), 0);
  return ids;
}

/**
 * Every matching record in the list's order, a batch at a time: the ids as the call starts, then each batch's
 * records in a short query of its own. No transaction stays open while the client reads, so a client that
 * stops reading holds no database connection. A record edited meanwhile is listed once (as it is when its
 * batch is read), one deleted meanwhile is left out.
 */
async function* streamEntities<TB extends keyof Database, Row, T>(
  ctx: Pick<Context, 'db' | 'engine' | 'snapshot'>,
  source: ListSource<TB, Row>,
  spec: ListSpec,
  query: Record<string, unknown>,
  order: Order,
  toEntity: (row: Row) => T,
): AsyncGenerator<T[]> {
  const ids = await listedIds(ctx, source, spec, query, order);
  const { rows } = source(ctx.db);
  for (let start = 0; start < ids.length; start += STREAM_BATCH) {
    const entities = await entitiesOf(Array.from(ids.subarray(start, start + STREAM_BATCH)), rows, toEntity);
    if (entities.length > 0) yield entities;
    await streamTurn();
  }
}

/** The contract's `{status, response}` answer, written as the records arrive. */
async function* streamAnswer<T>(batches: AsyncIterable<T[]>): AsyncGenerator<string> {
  yield '{"status":200,"response":[';
  let first = true;
  for await (const items of batches) {
    // Written as they are: toEntity answers the contract's type, and the streaming tests check that the
    // stream equals the pages the answer schema writes (through it, four lists at once took half again as
    // long, and other calls waited that much longer meanwhile).
    yield (first ? '' : ',') + items.map((item) => JSON.stringify(item)).join(',');
    first = false;
  }
  yield ']}';
}

function inOrder<Row>(ids: readonly number[], rows: readonly Row[]): Row[] {
  const byId = new Map(rows.map((row) => [(row as { id: number }).id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The URL of another page of the same call: the request's own, with `page` replaced. */
export function pageLink(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, request.server.publicUrl);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/**
 * The ids of the records a list shows for this query (its tab and scope in `records`, its filters and search),
 * at most `limit` of them, in no order: what a bulk action's "all matching" changes.
 */
export async function matchingIds<DB, TB extends keyof DB>(
  records: SelectQueryBuilder<DB, TB, object>,
  spec: ListSpec,
  query: Record<string, unknown>,
  engine: Engine,
  limit: number,
): Promise<number[]> {
  const rows = await applyFilters(records, spec, query, { engine, matches: 'few' })
    .select(sql<number>`${spec.id}`.as('id'))
    .limit(limit)
    .$castTo<{ id: number }>()
    .execute();
  return rows.map((row) => row.id);
}
