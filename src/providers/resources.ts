import { toApiDate, today } from '../common/dates';
import type { FilterRule, Query, Row } from './listing';

/** A write call: its path, and its body as JSON or as a multipart form. */
interface WriteCall<Path> {
  path: Path;
  body: (data: Row) => Row | FormData | Promise<Row | FormData>;
}

const loadPayloads = () => import('./payloads');

/**
 * The body builder `name` of the resource's `payload.ts` (its module's type `M`, imported as a type only), loaded
 * with the first write: no screen needs it to show, so the signed-in shell does not carry it (the shell loads
 * it when idle, see preloadPayloads).
 */
export const payload =
  <M>(name: keyof M & string) =>
  async (data: Row): Promise<Row | FormData> =>
    (await loadPayloads()).build(name, data);

/** Loads the write bodies ahead of the first write, which may come while the server cannot be reached. */
export const preloadPayloads = (): void => void loadPayloads().catch(() => {});

/** How one resource speaks to the API: the `api` of its declaration (src/<resource>/resource.ts). */
export interface ResourceSpec {
  /** The field holding the uid, which becomes the record's `id`. */
  uidField: string;
  /** The list call for the screen's pageType ('all', 'active', ...) and meta. */
  list: (pageType: string, meta: Row) => string;
  filters: Record<string, FilterRule>;
  /** Filter values the API gets unless the screen sets them. */
  defaults?: () => Query;
  /** Detail call; without one a record is looked up in the list. */
  detail?: (id: string) => string;
  /** The create call, given the call's meta (the parent record of a nested resource). */
  create?: WriteCall<(meta: Row) => string>;
  update?: WriteCall<(id: string) => string>;
  remove?: (id: string) => string;
  /** Nested lists of another resource's records (by its name), mapped like that resource's own. */
  nested?: Record<string, string>;
  /** The bulk calls (issue 12): one change to many selected records, or to all the list matches. */
  bulk?: Partial<Record<BulkAction, string>>;
}

/** A bulk call: a change, a deletion, or a mail to each record (issue 34: a template to candidates). */
export type BulkAction = 'update' | 'delete' | 'mail';

export const q: Record<string, FilterRule> = { q: { param: 'search' } };
export const date = (param: string): FilterRule => ({ param, value: (value) => toApiDate(value) || value });
/**
 * The end date defaults to today (spec section 9). The API dates records by their UTC day, so the later of the
 * local and the UTC day is sent: west of Greenwich, in the evening, a record made a moment ago stays listed.
 */
export const endsToday = () => {
  const utcDay = new Date().toISOString().slice(0, 10);
  return { created_at_lte: utcDay > today() ? utcDay : today() };
};
export const byType = (pageType: string) => pageType || 'all';
