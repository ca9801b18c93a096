import { sql, type Compilable, type SelectQueryBuilder } from 'kysely';
import type { ListWrites } from '../db/list-writes';

/** Distinct answers kept at once (a list's filters, search and scope; the row before a deep page). */
const KEPT = 500;

/**
 * Exact list counts, kept until the data changes. Counting 750,000 active candidates reads 750,000 index
 * entries however the SQL is written; paging, re-sorting and coming back to a list ask for the same count
 * again. Deep pages keep the row before them the same way (lists.ts, pageIds). `writes` says whether anything was written since (db/list-writes.ts); `written` is called by the
 * server's own writes before they answer, so that their author's next page counts them.
 */
export function listCounts(writes: ListWrites) {
  let local = 0;
  let kept = new Map<string, unknown>();
  let keptFor: string | undefined;

  /** What the data is now, as far as kept counts go: undefined when nothing may be kept. */
  const version = async () => {
    const generation = await writes.generation();
    return generation === undefined ? undefined : `${generation}:${local}`;
  };

  /** The answer of `query` (a count or other aggregate), from `compute` unless known for this data. */
  async function count<T>(query: Compilable, compute: () => Promise<T>): Promise<T> {
    const before = await version();
    if (before === undefined) return compute();
    if (before !== keptFor) {
      kept = new Map();
      keptFor = before;
    }
    const { sql: text, parameters } = query.compile();
    const key = JSON.stringify([text, parameters]);
    if (kept.has(key)) return kept.get(key) as T;
    const counted = await compute();
    // A write seen meanwhile by another call may be missing from this count: it is answered, not kept.
    if (keptFor !== before) return counted;
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, counted);
    return counted;
  }

  return Object.assign(count, {
    written() {
      local++;
    },
  });
}

export type ListCounts = ReturnType<typeof listCounts>;

/** The number of rows `qb` selects, kept until the next write. */
export async function countOf<DB, TB extends keyof DB>(
  qb: SelectQueryBuilder<DB, TB, object>,
  counts: ListCounts,
): Promise<number> {
  const counting = qb
    .select(sql<number | string>`count(*)`.as('count'))
    .$castTo<{ count: number | string }>();
  return counts(counting, async () => Number((await counting.executeTakeFirst())?.count ?? 0));
}
