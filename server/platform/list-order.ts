import { sql, type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';

/** A column or expression, written as SQL (`sql.ref('candidates.created_at')`). */
export type Column = RawBuilder<unknown>;

/** A list's order: its ordering column either way, then its id the same way (lists.ts, ListSpec). */
export interface Order {
  column: Column;
  descending: boolean;
  /** Rows where this holds come before the others (`rank=name`); each part in the order above. */
  first?: Expression<SqlBool>;
}

/** A listed row's place in its order: its ordering column's value, then its id. */
export interface OrderedRow {
  id: number;
  sort_value: unknown;
}

/** The rows' ids and places, in the list's order. */
export function orderedIds<DB, TB extends keyof DB, O>(
  qb: SelectQueryBuilder<DB, TB, O>,
  id: Column,
  { column, descending, first }: Order,
) {
  const direction = descending ? sql`DESC` : sql`ASC`;
  const ranked = first ? qb.orderBy(sql`CASE WHEN ${first} THEN 0 ELSE 1 END`) : qb;
  return ranked
    .select([sql<number>`${id}`.as('id'), sql<unknown>`${column}`.as('sort_value')])
    .orderBy(sql`${column} ${direction}`)
    .orderBy(sql`${id} ${direction}`)
    .$castTo<OrderedRow>();
}

/** Rows listed after `row` in the list's order (keyset): an index finds where they start. */
export function after<DB, TB extends keyof DB>(
  qb: SelectQueryBuilder<DB, TB, object>,
  id: Column,
  order: Order,
  row: OrderedRow,
): SelectQueryBuilder<DB, TB, object> {
  const comparison = order.descending ? sql`<` : sql`>`;
  return qb.where(sql<SqlBool>`(${order.column}, ${id}) ${comparison} (${row.sort_value}, ${row.id})`);
}

/** From this offset on, a page is read after the row before it (lists.ts, pageIds). */
export const DEEP_OFFSET = 500;
