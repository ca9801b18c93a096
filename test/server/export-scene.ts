import http from 'node:http';
import { beforeAll, expect } from 'vitest';
import { ADMIN, callPath, type TestApi } from './harness';
import { screenRows } from './csv';
import type { ListCall } from './lists/calls';
import { buildRecords, type ListRecords } from './lists/records';
import { continueIds, insertKeyed } from './lists/write';

/**
 * The scene of the export tests (issue 12's CSV, issue 31's workbook): the list calls they export, a database
 * of several thousand records, and the ways a client asks for, leaves or reads slowly an export.
 */

export type Lang = 'en' | 'de';
const LANGUAGE = { en: 'english', de: 'german' } as const;
export type ExportFormat = 'csv' | 'xlsx';

type Resource = keyof ReturnType<typeof screenRows>;

const RESOURCE_OF: Partial<Record<ListCall['name'], Resource>> = {
  userList: 'users',
  userListByType: 'users',
  companyManagementList: 'customers',
  companyListByType: 'customers',
  vacancyList: 'vacancies',
  candidateList: 'candidates',
};

/** The list `call` reads, and its screen in `lang`: the export's expected header and rows. */
export function listOf(call: ListCall, lang: Lang) {
  const resource: Resource = RESOURCE_OF[call.name] ?? expect.fail(`${call.name} is not a list`);
  const language = LANGUAGE[lang];
  return { resource, language, screen: screenRows(language)[resource] };
}

/** Each list with filters, searches and orders of its own, exported in both languages. */
export const CALLS: ListCall[] = [
  { name: 'candidateList', params: { status: 'all' } },
  { name: 'candidateList', params: { status: 'all' }, query: { ordering: '-created_at', search: 'müller' } },
  {
    name: 'candidateList',
    params: { status: 'active' },
    query: { vacancy__vacancy_company__company_name__icontains: 'gmbh', ordering: 'company_name' },
  },
  { name: 'candidateList', params: { status: 'inactive' }, query: { candidate_status: 'First_Interview' } },
  { name: 'userList', query: { ordering: '-email' } },
  { name: 'userListByType', params: { type: 'active' }, query: { search: 'ü' } },
  { name: 'companyManagementList', query: { ordering: 'folder_id' } },
  { name: 'companyListByType', params: { type: 'inactive' } },
  { name: 'vacancyList', params: { type: 'all' }, query: { ordering: '-vacancy_quota' } },
  { name: 'vacancyList', params: { type: 'active' }, query: { search: 'er', created_at_lte: '2024-05-31' } },
];

/** Several batches of the server's 100 rows, and more than a socket takes at once. */
export const CANDIDATES = 3_000;

/** Every candidate: the scene's largest export. */
const ALL_CANDIDATES: ListCall = { name: 'candidateList', params: { status: 'all' } };

/** The URL of `call`'s export as `format`, with the call's own query. */
function exportUrl(api: TestApi, call: ListCall, format: ExportFormat): URL {
  const url = new URL(callPath(call.name, call.params), api.baseUrl);
  for (const [key, value] of Object.entries({ ...call.query, format })) url.searchParams.set(key, value);
  return url;
}

/** `call`'s export as `format`, asked for in `lang` (an empty token: asked for signed out). */
export const fetchExport = (api: TestApi, token: string, call: ListCall, lang: Lang, format: ExportFormat) =>
  fetch(exportUrl(api, call, format), {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    signal: AbortSignal.timeout(20_000),
  });

/** Asks for `url` and leaves once the first bytes arrive; answers the status. */
const leaveOnce = (url: URL, token: string) =>
  new Promise<number>((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.once('data', () => {
        request.destroy();
        resolve(response.statusCode ?? 0);
      });
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
  });

/**
 * `call`'s status once it is not 503 (no download slot free), within 10 s: the server frees a slot only once
 * it has seen its client leave.
 */
async function untilServed(call: () => Promise<number>): Promise<number> {
  const deadline = Date.now() + 10_000;
  let status = await call();
  while (status === 503 && Date.now() < deadline) status = await call();
  return status;
}

/**
 * Leaves `times` exports of every candidate midway, more than the server has download slots, each expected to
 * start (200) once a slot is free; then waits until the server serves a whole export again.
 */
async function leaveMidway(api: TestApi, token: string, format: ExportFormat, times: number) {
  const url = exportUrl(api, ALL_CANDIDATES, format);
  for (let left = 0; left < times; left++) expect(await untilServed(() => leaveOnce(url, token))).toBe(200);
  const whole: ListCall = { name: 'companyManagementList' };
  expect(await untilServed(async () => (await fetchExport(api, token, whole, 'en', format)).status)).toBe(
    200,
  );
}

/**
 * Reads the export of every candidate as a client that pauses after its first chunk, then reads the rest, and
 * checks that it was sent as it was written: no length known in advance, and a small part of it held at the
 * pause. Answers the whole body.
 */
async function readStreamed(api: TestApi, token: string, format: ExportFormat): Promise<Buffer> {
  const url = exportUrl(api, ALL_CANDIDATES, format);
  const chunks: Buffer[] = [];
  let paused: http.IncomingMessage | undefined;
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        if (paused) return;
        paused = response.pause();
        resolve(response);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  const atPause = chunks.reduce((size, chunk) => size + chunk.length, 0);
  const ended = new Promise<void>((resolve) => answer.on('end', resolve));
  answer.resume();
  await ended;
  const body = Buffer.concat(chunks);
  expect(answer.headers['transfer-encoding']).toBe('chunked');
  expect(answer.headers['content-length']).toBeUndefined();
  expect(atPause).toBeGreaterThan(0);
  expect(atPause).toBeLessThan(body.length / 10);
  return body;
}

/**
 * Fills the suite's database before its tests: companies, users, vacancies and CANDIDATES candidates. Answers
 * what was written and the administrator's token, once the suite's beforeAll has run, and the ways the
 * administrator leaves or reads slowly the `format` export of every candidate.
 */
export function exportScene(api: () => TestApi, format: ExportFormat) {
  let records: ListRecords | undefined;
  let admin = '';
  beforeAll(async () => {
    records = buildRecords({
      companies: 6,
      users: 40,
      vacancies: 30,
      candidates: CANDIDATES,
      names: 40,
      passwordHash: 'not used: these users never sign in',
    });
    await insertKeyed(api().db, records);
    await continueIds(api().db, api().server.ctx.engine);
    admin = await api().login(ADMIN.email, ADMIN.password);
  });
  return {
    records: () => records ?? expect.fail('export scene not written'),
    admin: () => admin,
    leaveMidway: (times: number) => leaveMidway(api(), admin, format, times),
    readStreamed: () => readStreamed(api(), admin, format),
  };
}
