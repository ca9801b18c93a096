import { sql, type Compilable, type Kysely } from 'kysely';
import type { Engine } from '../db/connect';
import type { Database } from '../db/schema';

/** Distinct counts kept at once (a list's filters, search and scope; not its order or page). */
const KEPT = 500;

/**
 * Exact list counts, kept until the data changes. Counting 750,000 active candidates reads 750,000 index
 * entries however the SQL is written; paging, re-sorting and coming back to a list ask for the same count
 * again. SQLite's list_generation (migration 005) says whether anything was written since; on PostgreSQL
 * every count is fresh (see the migration for why).
 */
export function listCounts(db: Kysely<Database>, engine: Engine) {
  let generation: number | undefined;
  const kept = new Map<string, unknown>();

  async function currentGeneration(): Promise<number | undefined> {
    if (engine !== 'sqlite') return undefined;
    const { rows } = await sql<{ value: number }>`SELECT value FROM list_generation WHERE id = 1`.execute(db);
    return rows[0]?.value;
  }

  /** The answer of `query` (a count or other aggregate), from `compute` unless known for this data. */
  return async function count<T>(query: Compilable, compute: () => Promise<T>): Promise<T> {
    const now = await currentGeneration();
    if (now === undefined) return compute();
    if (now !== generation) {
      kept.clear();
      generation = now;
    }
    const { sql: text, parameters } = query.compile();
    const key = JSON.stringify([text, parameters]);
    if (kept.has(key)) return kept.get(key) as T;
    const counted = await compute();
    if (kept.size >= KEPT) kept.delete(kept.keys().next().value ?? '');
    kept.set(key, counted);
    return counted;
  };
}

export type ListCounts = ReturnType<typeof listCounts>;
