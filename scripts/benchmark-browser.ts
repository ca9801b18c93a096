/**
 * `npm run bench:browser`: the candidate list as a user meets it in Chromium, on BENCH_CANDIDATES candidates
 * (default 100,000), printed as figures (no pass/fail). Issue 10's targets: sidebar to candidate rows ≤ 300 ms,
 * typing a search to its rows ≤ 300 ms after the debounce.
 *
 * Seeds .bench/sqlite-<N>/ as `npm run bench:api` does (the same folder: whichever runs first seeds it, and
 * seeding again adds nothing), starts the real server on it as `npm start` does (the app rebuilt into dist/ when
 * older than its sources), signs in as the administrator and measures BENCH_ROUNDS times (default 10):
 *  (a) a click on Candidates in the sidebar, from the dashboard just loaded (nothing cached in the app), to the
 *      first page's rows painted; the list screen's code loads lazily then (from the browser's cache);
 *  (a') the same with that code already loaded in the page (the inactive candidates were open before);
 *  (b) typing BENCH_SEARCH (default 'müller') into the candidate list's search box, from the last keystroke to
 *      the filtered rows painted, in total and after the search form's debounce;
 * and, for both, the list call alone as the browser saw it (Resource Timing), the wait before it was sent and
 * the time from its answer to the rows, with the app's other calls, React commits and long tasks meanwhile.
 *
 * Times are taken in the page, on its performance.now() clock: the click's and the last keystroke's event
 * timestamps; "rows painted" is the first frame after the DOM showed the expected rows (a MutationObserver,
 * then requestAnimationFrame and a message posted from it, which runs once that frame is drawn).
 *
 * BENCH_DATA_DIR serves an existing SQLite data folder instead (nothing is seeded; signing in writes to it),
 * with the administrator's password in BENCH_ADMIN_PASSWORD (default: the benchmarks' own).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request, Response } from 'playwright-core';
import { API_PATHS } from '../contract/paths';
import appTexts from '../i18n/app';
import candidateTexts from '../i18n/candidates';
import { launchBrowser } from './chromium';
import { ADMIN, benchData, seed, startServer, type BenchData } from './bench/server';

const CANDIDATES = Number((process.env.BENCH_CANDIDATES ?? '100000').replace(/_/g, ''));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const TERM = process.env.BENCH_SEARCH ?? 'müller';
const ADMIN_PASSWORD = process.env.BENCH_ADMIN_PASSWORD ?? ADMIN.password;
/** react-admin's FilterLiveForm applies what was typed 500 ms after the last change (its default `debounce`). */
const DEBOUNCE_MS = 500;
const en = { app: appTexts.english.app, candidates: candidateTexts.english.candidates };
if (!Number.isInteger(CANDIDATES) || CANDIDATES < 1) throw new Error('BENCH_CANDIDATES: a positive number');
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('BENCH_ROUNDS: a positive number');

/** The data measured: BENCH_DATA_DIR as it is, or the benchmarks' own SQLite folder for N, seeded. */
async function prepareData(): Promise<BenchData> {
  const own = process.env.BENCH_DATA_DIR;
  if (own !== undefined) {
    console.log(`serving ${own} as it is (BENCH_DATA_DIR): nothing seeded`);
    return { dataDir: path.resolve(own), engine: 'sqlite', temporary: false };
  }
  const data = await benchData(CANDIDATES, undefined);
  await seed(data, CANDIDATES);
  return data;
}

/**
 * What the page records, on its own clock: the last click's and keystroke's timestamps, every change of the
 * list's rows (with the frame that showed it), React commits (through the hook React calls when DevTools are
 * there) and long tasks. A string: tsx would add helpers to a function's source that the page does not have.
 */
const INSTRUMENT = `(() => {
  const bench = { commits: [], longTasks: [], rows: [], click: 0, input: 0 };
  window.__bench = bench;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => { bench.commits.push(performance.now()); },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    setStrictMode: () => {},
    checkDCE: () => {},
  };
  performance.setResourceTimingBufferSize(5000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('click', (event) => { bench.click = event.timeStamp; }, true);
  document.addEventListener('input', (event) => { bench.input = event.timeStamp; }, true);
  let last = '';
  const look = () => {
    const main = document.querySelector('main');
    const body = main && main.querySelector('table tbody');
    const pages = main && main.querySelector('.MuiTablePagination-displayedRows');
    const rows = body ? body.textContent + ' | ' + (pages ? pages.textContent : '') : '';
    if (rows === last) return;
    last = rows;
    const change = { dom: performance.now(), painted: 0, rows };
    bench.rows.push(change);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { change.painted = performance.now(); };
      channel.port2.postMessage(0);
    });
  };
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
})();`;

interface Recorded {
  commits: number[];
  longTasks: [number, number][];
  rows: { dom: number; painted: number; rows: string }[];
  click: number;
  input: number;
  resources: {
    name: string;
    initiatorType: string;
    startTime: number;
    requestStart: number;
    responseStart: number;
    responseEnd: number;
    encodedBodySize: number;
    decodedBodySize: number;
  }[];
}

const resetRecording = (page: Page) =>
  page.evaluate(`(() => {
    const bench = window.__bench;
    bench.commits = []; bench.longTasks = []; bench.rows = []; bench.click = 0; bench.input = 0;
    performance.clearResourceTimings();
  })()`);

const recording = (page: Page) =>
  page.evaluate(`({
    ...window.__bench,
    resources: performance.getEntriesByType('resource').map((entry) => entry.toJSON()),
  })`) as Promise<Recorded>;

/** One measured round: times in ms from the user's action (click or last keystroke). */
interface Sample {
  total: number;
  beforeRequest: number;
  network: number;
  serverWait: number;
  afterResponse: number;
  commits: number;
  longTaskMs: number;
  calls: string[];
}

const isListCall = (url: string) => new URL(url).pathname.includes('/api/customer-api/candidate-list/');
const shortName = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname.replace(/^\/api\//, '')}${search ? `?${decodeURIComponent(search.slice(1))}` : ''}`;
};

/** The first row's email in a list answer: the row the page must show first. */
async function firstEmail(response: Response): Promise<string> {
  const answer = (await response.json()) as { response?: { candidate_email?: string }[]; count?: number };
  const email = answer.response?.[0]?.candidate_email;
  if (!email) throw new Error(`no candidate in the answer of ${shortName(response.url())}`);
  return email;
}

/**
 * Waits until the page has painted the rows of `listAnswer` (its first row's email shown after the call was
 * made) and reads what the page recorded since `start` (the click or the last keystroke).
 */
async function measure(page: Page, listAnswer: Response, start: 'click' | 'input'): Promise<Sample> {
  const email = await firstEmail(listAnswer);
  await page.getByRole('main').locator('tbody tr').first().filter({ hasText: email }).waitFor();
  const listUrl = listAnswer.url();
  for (let attempt = 0; ; attempt++) {
    const recorded = await recording(page);
    const t0 = recorded[start];
    const call = recorded.resources.findLast((entry) => entry.name === listUrl);
    if (!call) throw new Error(`no resource timing for ${shortName(listUrl)}`);
    const shown = recorded.rows.find((change) => change.dom >= call.startTime && change.rows.includes(email));
    if (shown && shown.painted > 0 && t0 > 0) {
      const end = shown.painted;
      const overlap = (begin: number, length: number) =>
        Math.max(0, Math.min(end, begin + length) - Math.max(t0, begin));
      return {
        total: end - t0,
        beforeRequest: call.startTime - t0,
        network: call.responseEnd - call.startTime,
        serverWait: call.responseStart - call.requestStart,
        afterResponse: end - call.responseEnd,
        commits: recorded.commits.filter((time) => time >= t0 && time <= end).length,
        longTaskMs: recorded.longTasks.reduce((sum, [begin, length]) => sum + overlap(begin, length), 0),
        calls: recorded.resources
          .filter((entry) => entry.startTime >= t0 - 1 && entry.startTime <= end)
          .map(
            (entry) =>
              `${shortName(entry.name)} (${entry.initiatorType}, +${(entry.startTime - t0).toFixed(0)} ms, ` +
              `${(entry.responseEnd - entry.startTime).toFixed(0)} ms, ${(entry.encodedBodySize / 1024).toFixed(1)} KiB)`,
          ),
      };
    }
    if (attempt > 100) throw new Error('the rows were shown but their frame was never recorded');
    await page.waitForTimeout(20);
  }
}

/** The tab's live-update stream stays open while the page is: it is no work in progress. */
const isLiveStream = (url: string) => new URL(url).pathname === `/api/${API_PATHS.events}`;

/**
 * Each tracked page's requests in flight but the live-update stream: that never ends, so Playwright's
 * 'networkidle' never comes once it is open.
 */
const inFlight = new WeakMap<Page, Set<Request>>();
function trackRequests(page: Page): void {
  const requests = new Set<Request>();
  inFlight.set(page, requests);
  page.on('request', (request) => {
    if (!isLiveStream(request.url())) requests.add(request);
  });
  page.on('requestfinished', (request) => requests.delete(request));
  page.on('requestfailed', (request) => requests.delete(request));
}

/** Waits until no request but the live stream was in flight for 500 ms (Playwright's 'networkidle' rule). */
async function networkIdle(page: Page): Promise<void> {
  const requests = inFlight.get(page);
  if (!requests) throw new Error('networkIdle: the page is not tracked (trackRequests)');
  let idleSince = Date.now();
  while (Date.now() - idleSince < 500) {
    if (requests.size > 0) idleSince = Date.now();
    await page.waitForTimeout(50);
  }
}

/** A fresh document (no cached queries) with the candidate lists' stored filters, sort and page forgotten. */
async function freshPage(page: Page, url: string): Promise<void> {
  await page.evaluate(`(() => {
    for (const key of Object.keys(localStorage)) if (key.includes('candidates')) localStorage.removeItem(key);
  })()`);
  await page.goto(url);
  await sidebarCandidates(page).waitFor();
  await networkIdle(page);
}

const sidebar = (page: Page, name: string) =>
  page.getByRole('navigation').getByRole('menuitem', { name, exact: true });
const sidebarCandidates = (page: Page) => sidebar(page, en.app.menu.candidates);

/** (a) From the dashboard just loaded: the list screen's code comes from the browser's cache, lazily. */
async function sidebarRound(page: Page, home: string): Promise<Sample> {
  await freshPage(page, home);
  return clickCandidates(page);
}

/**
 * (a') The list screen's code already loaded in this page (another candidate list was open before), its
 * rows not: the inactive tab's list, then the dashboard, then Candidates in the sidebar (the active list).
 */
async function sidebarLoadedRound(page: Page, otherList: string): Promise<Sample> {
  await freshPage(page, otherList);
  await page.getByRole('main').locator('tbody tr').first().waitFor();
  await sidebar(page, en.app.menu.dashboard).click();
  await networkIdle(page);
  return clickCandidates(page);
}

async function clickCandidates(page: Page): Promise<Sample> {
  await resetRecording(page);
  const answer = page.waitForResponse((response) => isListCall(response.url()));
  await sidebarCandidates(page).click();
  return measure(page, await answer, 'click');
}

async function searchRound(page: Page, home: string): Promise<Sample> {
  await freshPage(page, home);
  await sidebarCandidates(page).click();
  await page.getByRole('main').locator('tbody tr').filter({ hasText: '@' }).first().waitFor();
  await networkIdle(page);
  const box = page.getByRole('textbox', { name: en.candidates.search });
  await box.click();
  await resetRecording(page);
  const answer = page.waitForResponse(
    (response) => isListCall(response.url()) && new URL(response.url()).searchParams.get('search') === TERM,
  );
  // About 12 characters a second: every keystroke comes well within the debounce.
  await page.keyboard.type(TERM, { delay: 80 });
  return measure(page, await answer, 'input');
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
};

/** The commit measured, and whether the app's or the server's files differ from it. */
function gitState(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', 'src', 'server', 'contract', 'i18n');
    return `commit ${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted changes in src/, server/ …' : ''}`;
  } catch {
    return 'commit unknown';
  }
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
let startLoad = '';

async function main() {
  const server = await startServer(await prepareData(), { app: true });
  process.once('SIGINT', () => void server.stop().then(() => process.exit(130)));
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 1280, height: 800 },
    });
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    trackRequests(page);
    await page.goto('/');
    await page.getByLabel(en.app.sign_in.email, { exact: true }).fill(ADMIN.email);
    await page.getByLabel(en.app.sign_in.password, { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: en.app.sign_in.submit, exact: true }).click();
    await sidebarCandidates(page).waitFor();
    const home = new URL(page.url()).pathname;

    // One round of each first, unmeasured: the screen's code into the browser's cache, the server warm.
    await sidebarRound(page, home);
    const otherList = await page
      .getByRole('tab', { name: en.app.list.inactive, exact: true })
      .getAttribute('href');
    if (!otherList) throw new Error('the candidate list has no Inactive tab');
    await sidebarLoadedRound(page, otherList);
    await searchRound(page, home);
    startLoad = loadAverage();
    const samples: Samples = { sidebar: [], sidebarLoaded: [], search: [] };
    for (let round = 0; round < ROUNDS; round++) {
      samples.sidebar.push(await sidebarRound(page, home));
      samples.sidebarLoaded.push(await sidebarLoadedRound(page, otherList));
      samples.search.push(await searchRound(page, home));
      process.stdout.write(`\rround ${round + 1} of ${ROUNDS}`);
    }
    process.stdout.write('\n');
    report(samples, browser.version());
  } finally {
    await browser.close();
    await server.stop();
  }
}

interface Samples {
  sidebar: Sample[];
  sidebarLoaded: Sample[];
  search: Sample[];
}

function report(samples: Samples, chromiumVersion: string) {
  const figures = (values: number[]) =>
    `${percentile(values, 0.5).toFixed(0).padStart(4)} | ${percentile(values, 0.9).toFixed(0).padStart(4)}`;
  const of = (list: Sample[], key: keyof Omit<Sample, 'calls'>) => list.map((sample) => sample[key]);
  const parts = (list: Sample[], sent: string): [string, string][] => [
    [`    ${sent} → list call sent, ms`, figures(of(list, 'beforeRequest'))],
    ['    list call, network as the browser saw it, ms', figures(of(list, 'network'))],
    ['      of which waiting for the first byte, ms', figures(of(list, 'serverWait'))],
    ['    list answer → rows painted, ms', figures(of(list, 'afterResponse'))],
    ['    React commits meanwhile', figures(of(list, 'commits'))],
    ['    long tasks meanwhile, ms of main thread', figures(of(list, 'longTaskMs'))],
  ];
  const rows: [string, string][] = [
    ['(a) sidebar click → candidate rows painted, ms', figures(of(samples.sidebar, 'total'))],
    ...parts(samples.sidebar, 'click'),
    ["(a') the same, the screen's code already loaded, ms", figures(of(samples.sidebarLoaded, 'total'))],
    ...parts(samples.sidebarLoaded, 'click'),
    [`(b) last keystroke of '${TERM}' → its rows painted, ms`, figures(of(samples.search, 'total'))],
    [
      `    the same, after the ${DEBOUNCE_MS} ms debounce, ms`,
      figures(of(samples.search, 'total').map((time) => time - DEBOUNCE_MS)),
    ],
    ...parts(samples.search, 'last keystroke'),
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    `\n${CANDIDATES.toLocaleString('en')} candidates (SQLite), ${ROUNDS} rounds each; ${gitState()}; ` +
      `Chromium ${chromiumVersion}, Node ${process.version}, ${os.cpus().length} cores, ` +
      `load average ${loadAverage()} (at the start: ${startLoad})\n`,
  );
  console.log(`| ${'measure'.padEnd(width)} |  p50 |  p90 |`);
  console.log(`| ${'-'.repeat(width)} | ---: | ---: |`);
  for (const [label, value] of rows) console.log(`| ${label.padEnd(width)} | ${value} |`);
  console.log(
    [
      '',
      "Times on the page's clock (performance.now()): from the click's or the last keystroke's event timestamp",
      'to the first frame drawn after the DOM showed the rows of the list call (its first row). The list call',
      'is Resource Timing (startTime to responseEnd; first byte: requestStart to responseStart). (a) starts',
      "on the dashboard just loaded, so the screen's code loads lazily (from the browser's cache); (a') opens",
      'the inactive candidates first, so only the rows are new. "After the debounce" subtracts react-admin',
      `FilterLiveForm's ${DEBOUNCE_MS} ms. Nothing is cached in the app at the start of a round (a page load);`,
      "the server's count cache is warm after the unmeasured first round (nothing is written meanwhile).",
    ].join('\n'),
  );
  const calls = (title: string, list: Sample[]) => {
    console.log(`\n${title}:`);
    for (const call of list.at(-1)?.calls ?? []) console.log(`  ${call}`);
  };
  calls('Requests in the last round of (a), from the click to the rows', samples.sidebar);
  calls("Requests in the last round of (a')", samples.sidebarLoaded);
  calls('Requests in the last round of (b), from the last keystroke to the rows', samples.search);
  console.log(
    `\nCommand: BENCH_CANDIDATES=${CANDIDATES} BENCH_ROUNDS=${ROUNDS} BENCH_SEARCH=${TERM} npm run bench:browser`,
  );
}

await main();
