import type { FastifyRequest } from 'fastify';
import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { ListQuery } from '@contract/lists';
import { containsText } from '../db/fold';

/** A column or expression, written as SQL (`sql.ref('users.full_name')`). */
export type Column = RawBuilder<unknown>;

/**
 * How one list call filters, searches and orders, in Django REST terms. Filters are keyed by their query
 * parameter; an empty value means no filter. `search` splits on white space and every term must match one
 * of the search columns. `ordering` maps public field names to columns (`name` or `-name`).
 */
export interface ListSpec {
  filters: Record<string, (value: string) => Expression<SqlBool>>;
  search: Column[];
  ordering: Record<string, Column>;
  defaultOrdering: string;
  /** Breaks ties, so that pages never overlap. */
  id: Column;
}

/** What a list call answers: the records, and with `page` the Django REST paging fields. */
export interface ListAnswer {
  status: number;
  response: unknown[];
  count?: number;
  next?: string | null;
  previous?: string | null;
}

/** Text columns order without regard to case or accents, as German readers expect (db/fold.ts). */
export const folded = (column: Column): Column => sql`sortkey(${column})`;

/** `column` contains the value, ignoring case (Django's __icontains). */
export const contains = (column: Column) => (value: string) => containsText(column, value);

/** The largest id either database stores (PostgreSQL's integer): a larger one matches nothing. */
const ID_MAX = 2_147_483_647;

/** An id filter (the contract has checked the value is digits). */
export const idIs = (column: Column) => (value: string) =>
  Number(value) <= ID_MAX ? sql<SqlBool>`${column} = ${Number(value)}` : sql<SqlBool>`1 = 0`;

/** created_at_gte and created_at_lte: the day a record was made (its ISO timestamp's date) within the range. */
export function createdBetween(createdAt: Column): ListSpec['filters'] {
  const day = sql`substr(${createdAt}, 1, 10)`;
  return {
    created_at_gte: (value) => sql<SqlBool>`${day} >= ${value}`,
    created_at_lte: (value) => sql<SqlBool>`${day} <= ${value}`,
  };
}

/** Runs a list: the plain array, or with `page` the Django REST page (count, next, previous). */
export async function runList<DB, TB extends keyof DB, O, T>(
  request: FastifyRequest,
  base: SelectQueryBuilder<DB, TB, O>,
  spec: ListSpec,
  query: ListQuery & Record<string, unknown>,
  toEntity: (row: O) => T,
) {
  const filtered = applyFilters(base, spec, query);
  const ordered = applyOrdering(filtered, spec, query.ordering);
  if (query.page === undefined) return { status: 200, response: (await ordered.execute()).map(toEntity) };

  const pageSize = query.page_size ?? 25;
  const counted = await filtered
    .clearSelect()
    .select(sql<number | string>`count(*)`.as('count'))
    .$castTo<{ count: number | string }>()
    .executeTakeFirst();
  const count = Number(counted?.count ?? 0);
  const rows = await ordered
    .limit(pageSize)
    .offset((query.page - 1) * pageSize)
    .execute();
  return {
    status: 200,
    response: rows.map(toEntity),
    count,
    next: query.page * pageSize < count ? pageLink(request, query.page + 1) : null,
    previous: query.page > 1 ? pageLink(request, query.page - 1) : null,
  };
}

function applyFilters<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  spec: ListSpec,
  query: Record<string, unknown>,
): SelectQueryBuilder<DB, TB, O> {
  let qb = base;
  for (const [name, condition] of Object.entries(spec.filters)) {
    const value = query[name];
    if (typeof value === 'string' && value.trim() !== '') qb = qb.where(condition(value.trim()));
  }
  const terms = typeof query.search === 'string' ? query.search.split(/\s+/).filter(Boolean) : [];
  for (const term of terms) {
    qb = qb.where(
      sql<boolean>`(${sql.join(
        spec.search.map((column) => containsText(column, term)),
        sql` OR `,
      )})`,
    );
  }
  return qb;
}

function applyOrdering<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  spec: ListSpec,
  ordering: string | undefined,
): SelectQueryBuilder<DB, TB, O> {
  const wanted = ordering?.trim() || spec.defaultOrdering;
  const descending = wanted.startsWith('-');
  const column = spec.ordering[wanted.replace(/^-/, '')] ?? spec.ordering[spec.defaultOrdering];
  if (!column) return qb;
  const direction = descending ? sql`DESC` : sql`ASC`;
  return qb.orderBy(sql`${column} ${direction}`).orderBy(sql`${spec.id} ${direction}`);
}

function pageLink(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, request.server.publicUrl);
  url.searchParams.set('page', String(page));
  return url.toString();
}
