import type { PaginationPayload, SortPayload } from 'react-admin';
import { PAGE_SIZE_MAX } from '@contract/domain';
import { toApiDate } from '../common/dates';

export type Row = Record<string, unknown>;
export type Query = Record<string, string>;

/** A screen filter and the API parameter it becomes (Django REST names), with its value's translation. */
export interface FilterRule {
  param: string;
  value?: (value: string) => string;
}

/** The dropdowns' 'All' entry means no filter, which the API spells as an empty value (spec section 7). */
export const allMeansAny = (value: string) => (value.trim().toLowerCase() === 'all' ? '' : value);

/** The role filter: the screens say Admin where the API says SubAdmin (spec section 7). */
export const adminIsSubadmin = (value: string) =>
  value.trim().toLowerCase() === 'admin' ? 'subadmin' : allMeansAny(value);

/** The screen's filter values as API parameters; filters without a rule (pageType, ...) stay on the screen. */
export function filterQuery(filter: Row, rules: Record<string, FilterRule>, defaults: Query = {}): Query {
  const query: Query = {};
  for (const [name, raw] of Object.entries(filter)) {
    const rule = rules[name];
    if (!rule || raw === undefined || raw === null) continue;
    const value = raw instanceof Date ? toApiDate(raw) : String(raw);
    query[rule.param] = rule.value ? rule.value(value) : value;
  }
  for (const [param, value] of Object.entries(defaults)) {
    if (query[param] === undefined) query[param] = value;
  }
  return query;
}

/** Records carry the uid as `id` and the numeric id as `pk`; API field paths use `__` where records use dots. */
const apiField = (field: string) => (field === 'pk' ? 'id' : field.replace(/\./g, '__'));
const recordPath = (path: string[]) => (path.length === 1 && path[0] === 'id' ? ['pk'] : path);

/** Asks the server for one page when react-admin pages within the API's page size limit. */
export function pagingQuery(pagination?: PaginationPayload, sort?: SortPayload): Query {
  const query: Query = {};
  if (sort?.field) query.ordering = `${sort.order === 'DESC' ? '-' : ''}${apiField(sort.field)}`;
  if (pagination && pagination.perPage <= PAGE_SIZE_MAX) {
    query.page = String(pagination.page);
    query.page_size = String(pagination.perPage);
  }
  return query;
}

function valueAt(row: unknown, path: string[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Row | null | undefined)?.[key], row);
}

function texts(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'object') return Object.values(value).flatMap(texts);
  return [String(value).toLowerCase()];
}

const dateOf = (row: Row) => String(row.created_at ?? '').slice(0, 10);

/** A related record ({uid, ...}, an interview's candidate) filters by its uid, as Django's by its key. */
const keyOf = (value: unknown): unknown =>
  typeof value === 'object' && value !== null && 'uid' in value ? value.uid : value;

/** One API filter as the browser applies it, with Django's meaning of the parameter's name. */
function matches(row: Row, param: string, value: string): boolean {
  const wanted = value.trim().toLowerCase();
  if (wanted === '') return true;
  if (param === 'search') {
    const haystack = texts(row);
    return wanted.split(/\s+/).every((term) => haystack.some((text) => text.includes(term)));
  }
  if (param === 'created_at_gte') return dateOf(row) >= value;
  if (param === 'created_at_lte') return dateOf(row) <= value;
  if (param.endsWith('__icontains')) {
    const actual = valueAt(row, param.slice(0, -'__icontains'.length).split('__'));
    return String(actual ?? '')
      .toLowerCase()
      .includes(wanted);
  }
  return String(keyOf(valueAt(row, recordPath(param.split('__')))) ?? '').toLowerCase() === wanted;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { sensitivity: 'base', numeric: true });
}

/** For answers without `count`: filters, sorts and pages the full list in the browser. */
export function localList(
  rows: Row[],
  query: Query,
  sort?: SortPayload,
  pagination?: PaginationPayload,
): { data: Row[]; total: number } {
  const filtered = rows.filter((row) =>
    Object.entries(query).every(([param, value]) => matches(row, param, value)),
  );
  if (sort?.field) {
    const path = recordPath(sort.field.split('.'));
    const direction = sort.order === 'DESC' ? -1 : 1;
    filtered.sort((a, b) => direction * compare(valueAt(a, path), valueAt(b, path)));
  }
  if (!pagination) return { data: filtered, total: filtered.length };
  const start = (pagination.page - 1) * pagination.perPage;
  return { data: filtered.slice(start, start + pagination.perPage), total: filtered.length };
}
