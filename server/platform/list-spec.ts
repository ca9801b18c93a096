import { sql, type Expression, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { searchWords } from '@contract/search';
import type { Engine } from '../db/connect';
import type { SearchTable } from '../db/list-indexes';
import type { Database } from '../db/schema';
import type { Column } from './list-order';
import { containsTerms, type Matches } from './text-search';

/** How a condition is built: the engine, and how the caller's count says to read the matches. */
export interface FilterContext {
  engine: Engine;
  matches: Matches;
}

/**
 * One filter: the condition for the caller's (trimmed, non-empty) value. `searches`: it looks for text in a
 * stored fold (a `contains` filter), which `folds` reading tests on the ordering's index.
 */
export type Filter = ((value: string, context: FilterContext) => Expression<SqlBool>) & { searches?: true };

/**
 * How one list call filters, searches and orders, in Django REST terms, on the listed table's own columns
 * (stored keys, db/keys.ts, so that indexes serve them). Filters are keyed by their query parameter.
 * `search` splits on white space and every term must be in one of the search columns (or `searchAlso`); the
 * first search column is the record's name, which `rank=name` puts first.
 * `ordering` maps public field names to columns (`name` or `-name`).
 */
export interface ListSpec {
  text: SearchTable;
  filters: Record<string, Filter>;
  search: readonly string[];
  searchAlso?: (term: string) => Expression<SqlBool>;
  ordering: Record<string, Column>;
  defaultOrdering: string;
  /**
   * The ordering whose index carries every search fold and every column the records' tab and scope and the
   * filters test (SQLite: migration 021 for the candidates), so that a search with many matches may read it
   * in order testing each entry (folds-page.ts).
   */
  foldsIndexed?: string;
  /** Breaks ties, so that pages never overlap. */
  id: Column;
}

/**
 * A list's `ordering` and tie-breaking `id` on `table`: each name in `keyed` sorts by its stored key
 * (`<name>_key`, db/keys.ts), each in `plain` by its own column, and `id` by the id.
 */
export function orderings(
  table: keyof Database,
  keyed: readonly string[],
  plain: readonly string[] = [],
): Pick<ListSpec, 'ordering' | 'id'> {
  const ref = (column: string) => sql.ref(`${table}.${column}`);
  return {
    ordering: Object.fromEntries([
      ...keyed.map((name) => [name, ref(`${name}_key`)]),
      ...plain.map((name) => [name, ref(name)]),
      ['id', ref('id')],
    ]),
    id: ref('id'),
  };
}

/** `column` (a stored fold of `text.table`) contains the value, ignoring case (Django's __icontains). */
const contains = (text: SearchTable, column: string): Filter =>
  Object.assign(
    (value: string, { engine, matches }: FilterContext) =>
      containsTerms(engine, text, [column], [value], matches),
    { searches: true as const },
  );

/** One `contains` filter per query parameter, each on the stored fold it names. */
export const foldFilters = (text: SearchTable, folds: Record<string, string>): Record<string, Filter> =>
  Object.fromEntries(Object.entries(folds).map(([param, column]) => [param, contains(text, column)]));

/** The largest id either database stores (PostgreSQL's integer): a larger one matches nothing. */
const ID_MAX = 2_147_483_647;

/** An id filter (the contract has checked the value is digits). */
export const idIs =
  (column: Column): Filter =>
  (value) =>
    Number(value) <= ID_MAX ? sql<SqlBool>`${column} = ${Number(value)}` : sql<SqlBool>`1 = 0`;

/**
 * created_at_gte and created_at_lte: the day a record was made (its ISO timestamp's date) within the range.
 * With many matches, SQLite checks the range on the rows of the ordering's index (which carries created_at for
 * the default ordering) rather than reading the range's index and sorting every match: a unary + keeps it
 * off the range's index (100,000 candidates, 8,000 in the range: 5.9 ms to 0.05 ms for the first page).
 */
export function createdBetween(createdAt: Column): ListSpec['filters'] {
  const column = ({ engine, matches }: FilterContext) =>
    engine === 'sqlite' && matches !== 'few' ? sql`+${createdAt}` : createdAt;
  return {
    created_at_gte: (value, context) => sql<SqlBool>`${column(context)} >= ${value}`,
    // The timestamps of that day sort before the next day's date; every timestamp is on or before 9999-12-31.
    created_at_lte: (value, context) => {
      const next = nextDay(value);
      return next === undefined ? sql<SqlBool>`1 = 1` : sql<SqlBool>`${column(context)} < ${next}`;
    },
  };
}

/** The day after `day` (YYYY-MM-DD); none after 9999-12-31, which a four-digit year cannot write. */
function nextDay(day: string): string | undefined {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  date.setUTCDate(date.getUTCDate() + 1);
  return date.getUTCFullYear() > 9999 ? undefined : date.toISOString().slice(0, 10);
}

export function applyFilters<DB, TB extends keyof DB>(
  base: SelectQueryBuilder<DB, TB, object>,
  spec: ListSpec,
  query: Record<string, unknown>,
  context: FilterContext,
): SelectQueryBuilder<DB, TB, object> {
  return conditionsOf(spec, query, context).reduce((qb, condition) => qb.where(condition), base);
}

/** The filters given a value, each with it. */
export function givenFilters(spec: ListSpec, query: Record<string, unknown>): [Filter, string][] {
  return Object.entries(spec.filters).flatMap(([name, filter]) => {
    const value = query[name];
    return typeof value === 'string' && value.trim() !== '' ? [[filter, value.trim()]] : [];
  });
}

/** The search's terms, if any. */
export const searchTerms = (query: Record<string, unknown>) =>
  typeof query.search === 'string' ? searchWords(query.search) : [];

/** Whether the call looks for text: a search, or a filter on a stored fold. */
export const searchesText = (spec: ListSpec, query: Record<string, unknown>): boolean =>
  searchTerms(query).length > 0 || givenFilters(spec, query).some(([filter]) => filter.searches);

/** What the call's filters and search ask of each row, as conditions that must all hold. */
export function conditionsOf(
  spec: ListSpec,
  query: Record<string, unknown>,
  context: FilterContext,
): Expression<SqlBool>[] {
  const filters = givenFilters(spec, query).map(([filter, value]) => filter(value, context));
  const terms = searchTerms(query);
  const inFields = (some: string[]) =>
    containsTerms(context.engine, spec.text, spec.search, some, context.matches);
  if (terms.length === 0) return filters;
  const { searchAlso } = spec;
  if (!searchAlso) return [...filters, inFields(terms)];
  return [...filters, ...terms.map((term) => sql<SqlBool>`(${inFields([term])} OR ${searchAlso(term)})`)];
}
