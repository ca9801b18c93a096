import { sql, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from '../db/schema';
import type { Context } from './context';
import { countOf } from './counts';
import { DEEP_OFFSET, orderedIds, type Order, type OrderedRow } from './list-order';
import { conditionsOf, givenFilters, searchesText, type ListSpec } from './list-spec';

/**
 * Fold tests (instr on one fold of one index entry) that cost what reading one match from FTS5 does. Measured
 * at 1,000,000 candidates on SQLite, the same moment for both (a busy machine, so only the ratio counts):
 * reading the page off FTS5's list of matches took 4.3 µs a match for `search=müller`, 5.7 for
 * `candidate_name__icontains=anna`, 12.4 for `candidate_email__icontains=schmidt` (the list is built whole
 * first, so its cost grows with the count); testing an entry took 5.7 µs over the search's five folds, 1.6 and
 * 2.1 µs over one: one match costs about four fold tests.
 */
const FOLD_TESTS_PER_MATCH = 4;
/** What one page of a list call with many matches reads from. */
export interface FoldsCall<TB extends keyof Database> extends Pick<Context, 'db' | 'engine' | 'counts'> {
  /** The listed table with its tab and scope, no filter yet. */
  records: SelectQueryBuilder<Database, TB, object>;
  spec: ListSpec;
  query: Record<string, unknown>;
  order: Order;
  paging: { offset: number; size: number };
  /** The call's count: how many rows match. */
  count: number;
}

/**
 * A page of a search (or `__icontains` filter) with many matches, read by testing each entry's folds on the
 * ordering's index (ListSpec.foldsIndexed) in order, rather than building FTS5's list of every match first;
 * undefined where that would cost more, or was cut off, and the caller reads it the FTS5 way.
 *
 * Why from the count and the page: the matches are spread through the list at about one in `total / count`
 * entries, so the page is expected within the first `(offset + size) * total / count` entries. FTS5's way
 * costs about `count` matches whatever the page; the folds' way `entries * tests` fold tests (`tests`: the
 * folds the first condition looks in, tested in every entry). So the page is read by its folds where its
 * expected entries are within what FTS5's way costs (`count * FOLD_TESTS_PER_MATCH / tests`). The matches are
 * not always spread evenly (a first name clusters in the name order), so the scan also stops there; a page
 * short of the rows the count says it holds was cut off, and is read again from FTS5 (at most about twice
 * FTS5's cost). Only in the ordering whose index carries the folds (elsewhere each entry would be looked up
 * in the table), for shallow pages (deeper ones start after the row before them, kept: lists.ts) and
 * without `rank=name`.
 */
export async function foldsPage<TB extends keyof Database>(
  call: FoldsCall<TB>,
): Promise<OrderedRow[] | undefined> {
  const { db, engine, counts, records, spec, query, order, count } = call;
  const { offset, size } = call.paging;
  const indexed = spec.foldsIndexed === undefined ? undefined : spec.ordering[spec.foldsIndexed];
  if (engine !== 'sqlite' || indexed === undefined || order.column !== indexed) return undefined;
  if (order.first || offset >= DEEP_OFFSET || !searchesText(spec, query)) return undefined;
  const total = await countOf(records, counts);
  const entries = Math.ceil((count * FOLD_TESTS_PER_MATCH) / foldsTested(spec, query));
  if (((offset + size) * total) / count > entries) return undefined;
  const conditions = conditionsOf(spec, query, { engine, matches: 'folds' });
  const tested = records.select(sql<SqlBool>`${sql.join(conditions, sql` AND `)}`.as('hit'));
  // SQLite reads the scan as a co-routine in its order, which the outer order keeps without a sort, and stops
  // at the page's last row.
  const scanned = db
    .selectFrom(orderedIds(tested, spec.id, order).limit(entries).as('scanned'))
    .where(sql<SqlBool>`scanned.hit`);
  const rows = await orderedIds(scanned, sql.ref('scanned.id'), {
    column: sql.ref('scanned.sort_value'),
    descending: order.descending,
  })
    .limit(size)
    .offset(offset)
    .execute();
  return rows.length >= Math.min(size, count - offset) ? rows : undefined;
}

/** The folds the call's first text condition looks in: a filter's one (filters come first), else the search's. */
const foldsTested = (spec: ListSpec, query: Record<string, unknown>) =>
  givenFilters(spec, query).some(([filter]) => filter.searches) ? 1 : spec.search.length;
