import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type Identifier,
  type RaRecord,
  type UpdateParams,
} from 'react-admin';
import type { BulkAnswer } from '@contract/bulk';
import type { DashboardAnswer, DashboardCharts } from '@contract/dashboard';
import type { HistoryEntry } from '@contract/history';
import type { FileFormat } from '@contract/domain';
import { apiPath } from '@contract/paths';
import type { Profile } from '@contract/profile';
import type { FunnelQuery, FunnelReport } from '@contract/reports';
import { API_URL, createAccountCalls, messageOf, type AccountCalls } from './accountCalls';
import { createCall, createDownload, type Answer, type Download, type FetchLike } from './http';
import { filterQuery, localList, pagingQuery, type Row } from './listing';
import { API_SPECS } from './apiSpecs';
import { staleError, versionOf } from './stale';
import type { ResourceName } from '../resources';
import type { BulkAction, ResourceSpec } from './resources';

/** The signed-in user as a record: a CustomerAdmin's `users` are user records too. */
export type ProfileRecord = Omit<Profile, 'id' | 'users'> & { id: string; pk: number; users?: RaRecord[] };

/** The funnel report's choice (contract/reports.ts funnelQuery) without its format, which the call picks. */
export type FunnelFilters = Omit<FunnelQuery, 'format'>;

/** One page of a record's history, newest first. */
interface HistoryPageParams {
  page: number;
  perPage: number;
  signal?: AbortSignal;
}

/** react-admin's calls plus the screens' own: dashboard, profile, history and the password reset flow. */
export interface AppDataProvider
  extends DataProvider, Pick<AccountCalls, 'requestPasswordReset' | 'resetPassword'> {
  getDashboard: () => Promise<{ data: DashboardAnswer }>;
  /** Every record of a list as it is filtered and sorted (not just the page), as the API's file. */
  exportList: (
    resource: string,
    params: Pick<GetListParams, 'filter' | 'sort' | 'meta'>,
    format: FileFormat,
  ) => Promise<Download>;
  getDashboardCharts: () => Promise<{ data: DashboardCharts }>;
  /** The hiring funnel of the applications the filters choose (issue 34). */
  getFunnelReport: (filters: FunnelFilters, signal?: AbortSignal) => Promise<{ data: FunnelReport }>;
  /** The funnel report's stage table as the API's file, in the user's language. */
  exportFunnelReport: (filters: FunnelFilters, format: FileFormat) => Promise<Download>;
  getProfile: () => Promise<{ data: ProfileRecord }>;
  getHistory: (
    /** The record's kind (its history's), as record-history/{kind}/{uid}/ names it. */
    subject: string,
    uid: string,
    params: HistoryPageParams,
  ) => Promise<{ data: HistoryEntry[]; total: number }>;
  /** One change to the selected records (`ids`), or to every record the list's `filter` matches. */
  bulkChange: (resource: string, params: BulkParams) => Promise<BulkResult>;
}

/**
 * The query keys of what the data provider reads beside react-admin's own calls: the dashboard's tiles and
 * charts, the funnel report (followed by its filters), and the history timelines (one record's timeline is
 * `history` followed by its kind and uid).
 * The screens read under these keys, and a live update marks them stale by the same ones.
 */
export const QUERY_KEYS = {
  dashboard: ['dashboard'],
  dashboardCharts: ['dashboard-charts'],
  funnelReport: ['funnel-report'],
  history: ['history'],
} as const;

/** A bulk call's selection and change; `set` is the call's (contract/bulk.ts), absent for a delete. */
export interface BulkParams {
  action: BulkAction;
  selection: { ids: Identifier[] } | { filter: Row };
  set?: Row;
  /** The version each selected record was read at, by uid: one changed since comes back refused. */
  versions?: Record<string, number>;
}

/** The answer's message ("12 candidates updated"), and how many changed and which were refused, why. */
export type BulkResult = { message: string } & BulkAnswer['data'];

function specOf(resource: string): ResourceSpec {
  const spec = API_SPECS[resource as ResourceName];
  if (!spec) throw new Error(`dataProvider: unknown resource '${resource}'`);
  return spec;
}

/** Records carry the uid as `id` (routes use uids) and the numeric id as `pk`. */
function toRecord(spec: ResourceSpec, item: unknown): RaRecord {
  const row = item as Row;
  const record: Row = { ...row, id: row[spec.uidField] as Identifier, pk: row.id };
  for (const [field, resource] of Object.entries(spec.nested ?? {})) {
    const nested = row[field];
    if (Array.isArray(nested)) record[field] = nested.map((entry) => toRecord(specOf(resource), entry));
  }
  return record as RaRecord;
}

/** The report's query string: only the filters that are set. */
const funnelParams = (filters: FunnelFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );

const rowsOf = (answer: Answer): unknown[] => (Array.isArray(answer.response) ? answer.response : []);

function readOnly(resource: string, action: string): never {
  throw new Error(`dataProvider: ${resource} cannot be ${action} through the API`);
}

export function createDataProvider(apiUrl: string, fetchImpl?: FetchLike): AppDataProvider {
  const call = createCall(apiUrl, fetchImpl);
  const account = createAccountCalls(apiUrl, fetchImpl);
  const send = (path: string, method: 'POST' | 'PUT', body: Row | FormData, ifMatch?: number) =>
    call(path, body instanceof FormData ? { method, form: body, ifMatch } : { method, json: body, ifMatch });

  /** A conditional write: its 412 carries the record as it now is, mapped as the resource's records are. */
  async function written(spec: ResourceSpec, write: Promise<Answer>): Promise<Answer> {
    try {
      return await write;
    } catch (error) {
      throw staleError(error, (item) => toRecord(spec, item));
    }
  }

  const download = createDownload(apiUrl, fetchImpl);

  /** The list call of a screen's filter, sort and page: one mapping for the list and its export. */
  function listCall(
    spec: ResourceSpec,
    params: Pick<GetListParams, 'filter' | 'sort' | 'meta' | 'pagination'>,
  ) {
    const filter = (params.filter ?? {}) as Row;
    const pageType = typeof filter.pageType === 'string' ? filter.pageType : 'all';
    const filters = filterQuery(filter, spec.filters, spec.defaults?.());
    const paging = pagingQuery(params.pagination, params.sort);
    return { path: spec.list(pageType, (params.meta ?? {}) as Row), filters, paging };
  }

  async function list(resource: string, params: GetListParams) {
    const spec = specOf(resource);
    const { path, filters, paging } = listCall(spec, params);
    // `meta.rank` 'name' (the global search): the records whose name matches come first.
    const rank: Record<string, string> =
      (params.meta as Row | undefined)?.rank === 'name' ? { rank: 'name' } : {};
    const answer = await call(path, { query: { ...filters, ...paging, ...rank }, signal: params.signal });
    const rows = rowsOf(answer).map((row) => toRecord(spec, row));
    if (typeof answer.count === 'number' && paging.page) return { data: rows, total: answer.count };
    // Without `count` the API answered its full list: filter, sort and page it here.
    return localList(rows, filters, params.sort, params.pagination);
  }

  /** A list's tab and its API query (search and filters): what `list` sends, and "all N matching" changes. */
  function listQuery(spec: ResourceSpec, filter: Row) {
    const type = typeof filter.pageType === 'string' ? filter.pageType : 'all';
    return { type, query: filterQuery(filter, spec.filters, spec.defaults?.()) };
  }

  async function bulkChange(
    resource: string,
    { action, selection, set, versions }: BulkParams,
  ): Promise<BulkResult> {
    const spec = specOf(resource);
    const path = spec.bulk?.[action];
    if (!path) return readOnly(resource, 'changed in bulk');
    const chosen =
      'ids' in selection
        ? { uids: selection.ids.map(String) }
        : { matching: listQuery(spec, selection.filter) };
    const known = versions && Object.keys(versions).length > 0 ? { versions } : {};
    const answer = await call(path, {
      method: 'POST',
      json: { ...chosen, ...(set ? { set } : {}), ...known },
    });
    return { message: String(answer.response), ...(answer.data as BulkAnswer['data']) };
  }

  async function one(resource: string, id: Identifier, signal?: AbortSignal): Promise<RaRecord> {
    const spec = specOf(resource);
    if (!spec.detail) {
      const found = (await list(resource, { signal })).data.find((record) => record.id === id);
      if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404, null);
      return found as RaRecord;
    }
    const answer = await call(spec.detail(String(id)), { signal });
    const found = rowsOf(answer).map((row) => toRecord(spec, row))[0];
    if (!found) throw new HttpError('ra.notification.item_doesnt_exist', 404, null);
    // The detail's version is its ETag; a server without versions sends none, and the record has none.
    return answer.etag === undefined ? found : ({ ...found, version: answer.etag } as RaRecord);
  }

  async function create(resource: string, params: CreateParams) {
    const spec = specOf(resource);
    if (!spec.create) return readOnly(resource, 'created');
    const data = params.data as Row;
    const answer = await send(
      spec.create.path((params.meta ?? {}) as Row),
      'POST',
      await spec.create.body(data),
    );
    const record = answer.data
      ? toRecord(spec, answer.data)
      : ({ ...data, id: data[spec.uidField] ?? '' } as RaRecord);
    return { data: record, meta: messageOf(answer) };
  }

  async function update(resource: string, params: UpdateParams) {
    const spec = specOf(resource);
    if (!spec.update) return readOnly(resource, 'updated');
    const data = params.data as Row;
    // The form's version (raised when a stale save was resolved), else the record's as it was read.
    const version = versionOf(data) ?? versionOf(params.previousData);
    const body = await spec.update.body(data);
    const answer = await written(spec, send(spec.update.path(String(params.id)), 'PUT', body, version));
    const record = answer.data
      ? toRecord(spec, answer.data)
      : ({ ...params.previousData, ...data, id: params.id } as RaRecord);
    return { data: record, meta: messageOf(answer) };
  }

  async function remove(resource: string, params: DeleteParams) {
    const spec = specOf(resource);
    if (!spec.remove) return readOnly(resource, 'deleted');
    const ifMatch = versionOf(params.previousData);
    const answer = await written(spec, call(spec.remove(String(params.id)), { method: 'DELETE', ifMatch }));
    return { data: params.previousData ?? ({ id: params.id } as RaRecord), meta: messageOf(answer) };
  }

  // react-admin's methods are generic in the record type; the API's records are what the screens declare.
  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) => {
      const page = await list(resource, params);
      return { data: page.data as R[], total: page.total };
    },
    getOne: async <R extends RaRecord>(
      resource: string,
      params: { id: Identifier; signal?: AbortSignal },
    ) => ({
      data: (await one(resource, params.id, params.signal)) as R,
    }),
    getMany: async <R extends RaRecord>(
      resource: string,
      params: { ids: Identifier[]; signal?: AbortSignal },
    ) => {
      if (specOf(resource).detail) {
        return { data: (await Promise.all(params.ids.map((id) => one(resource, id, params.signal)))) as R[] };
      }
      const all = (await list(resource, { signal: params.signal })).data;
      return { data: all.filter((record) => params.ids.includes(record.id as Identifier)) as R[] };
    },
    getManyReference: async <R extends RaRecord>(
      resource: string,
      params: GetListParams & { target: string; id: Identifier },
    ) => {
      const page = await list(resource, {
        ...params,
        filter: { ...params.filter, [params.target]: params.id },
      });
      return { data: page.data as R[], total: page.total };
    },
    create: async <R extends RaRecord>(resource: string, params: CreateParams) => {
      const result = await create(resource, params);
      return { ...result, data: result.data as R };
    },
    update: async <R extends RaRecord>(resource: string, params: UpdateParams) => {
      const result = await update(resource, params);
      return { ...result, data: result.data as R };
    },
    updateMany: async (resource, params) => {
      for (const id of params.ids) await update(resource, { id, data: params.data, previousData: { id } });
      return { data: params.ids };
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams) => {
      const result = await remove(resource, params);
      return { ...result, data: result.data as R };
    },
    deleteMany: async (resource, params) => {
      for (const id of params.ids) await remove(resource, { id });
      return { data: params.ids };
    },
    getDashboard: async () => ({ data: (await call(apiPath('dashboard'))).response as DashboardAnswer }),
    exportList: (resource, params, format) => {
      const { path, filters, paging } = listCall(specOf(resource), params);
      return download(path, { ...filters, ...paging, format }, `${resource}.${format}`);
    },
    getDashboardCharts: async () => ({
      data: (await call(apiPath('dashboardCharts'))).response as DashboardCharts,
    }),
    getFunnelReport: async (filters, signal) => {
      const answer = await call(apiPath('funnelReport'), { query: funnelParams(filters), signal });
      return { data: answer.response as FunnelReport };
    },
    exportFunnelReport: (filters, format) =>
      download(apiPath('funnelReport'), { ...funnelParams(filters), format }, `funnel-report.${format}`),
    getProfile: async () => {
      const { users, ...profile } = (await call(apiPath('profile'))).response as Profile;
      const data: ProfileRecord = { ...profile, id: profile.user_uid, pk: profile.id };
      if (users) data.users = users.map((user) => toRecord(specOf('users'), user));
      return { data };
    },
    getHistory: async (subject, uid, { page, perPage, signal }) => {
      const answer = await call(apiPath('recordHistory', { kind: subject, id: uid }), {
        query: pagingQuery({ page, perPage }),
        signal,
      });
      const data = rowsOf(answer) as HistoryEntry[];
      return { data, total: answer.count ?? data.length };
    },
    bulkChange,
    requestPasswordReset: account.requestPasswordReset,
    resetPassword: account.resetPassword,
  };
}

export const dataProvider = createDataProvider(API_URL);
export default dataProvider;
