/**
 * `npm run bench:calendar`: issue 33's figure, the interviews calendar's month view at BENCH_INTERVIEWS
 * interviews (default 10,000) in that month, in Chromium, printed (no pass/fail; the target is ≤ 300 ms from the
 * list's answer to the month painted).
 *
 * Seeds the demo (BENCH_CANDIDATES candidates, default 2,000) into a fresh temporary data folder, schedules the
 * interviews through the API (interview-create, as the form does: the administrator conducts them all, so the
 * invitations go to the outbox), starts the real server with the built app, signs in and opens the month view
 * BENCH_ROUNDS times (default 5). Measured on the page's clock: the interview-list call's answer (Resource
 * Timing's responseEnd) to the first frame after the month showed its events (a MutationObserver on the month
 * view, then requestAnimationFrame and a message posted from it), with React commits and long tasks between.
 */
import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { API_PATHS, apiPath } from '../../contract/paths';
import appTexts from '../../i18n/app';
import { launchBrowser } from '../chromium';
import { ADMIN, benchData, seed, startServer } from './server';
import { adminToken } from './sign-in';

const INTERVIEWS = Number(process.env.BENCH_INTERVIEWS ?? 10_000);
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** The month shown: its interviews start on its working days, 8:00 to 17:45 UTC. */
const MONTH = { year: 2027, month: 3 };
const CLIENTS = 8;
const en = appTexts.english.app;

/** The page's own record: the month's event count as it changes, each with the frame that showed it. */
const INSTRUMENT = `(() => {
  const bench = { commits: [], longTasks: [], shown: [] };
  window.__bench = bench;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true, renderers: new Map(), inject: () => 1, onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => { bench.commits.push(performance.now()); }, onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {}, setStrictMode: () => {}, checkDCE: () => {},
  };
  performance.setResourceTimingBufferSize(5000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  let last = -1;
  new MutationObserver(() => {
    const events = document.querySelectorAll('.rbc-month-view .rbc-event').length;
    if (events === last) return;
    last = events;
    const change = { dom: performance.now(), painted: 0, events };
    bench.shown.push(change);
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { change.painted = performance.now(); };
      channel.port2.postMessage(0);
    });
  }).observe(document, { subtree: true, childList: true });
})();`;

interface Recorded {
  commits: number[];
  longTasks: [number, number][];
  shown: { dom: number; painted: number; events: number }[];
  list: { responseEnd: number; decodedBodySize: number } | undefined;
}

/** Runs `work` for each item, `clients` at a time. */
async function inParallel<T>(items: readonly T[], clients: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** The interviews, spread over the month's working days through the API, a few calls at a time. */
async function scheduleInterviews(base: string, token: string): Promise<void> {
  const call = async (path: string, init?: RequestInit) => {
    const answer = await fetch(new URL(`/api/${path}`, base), {
      ...init,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    if (!answer.ok) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as { response: unknown };
  };
  const me = (await call(apiPath('profile'))).response as { user_uid: string };
  const page = await call(`${apiPath('candidateList', { status: 'all' })}?page=1&page_size=100`);
  const candidates = (page.response as { uid: string }[]).map((candidate) => candidate.uid);
  const days = Array.from(
    { length: 31 },
    (_, day) => new Date(Date.UTC(MONTH.year, MONTH.month - 1, day + 1)),
  ).filter((day) => day.getUTCMonth() === MONTH.month - 1 && day.getUTCDay() % 6 !== 0);
  const starts = Array.from({ length: INTERVIEWS }, (_, index) => {
    const day = days[index % days.length] as Date;
    const slot = Math.floor(index / days.length) % 40;
    return new Date(day.getTime() + (8 * 60 + slot * 15) * 60_000).toISOString();
  });
  let done = 0;
  await inParallel(starts, CLIENTS, async (starts_at) => {
    await call(apiPath('interviewCreate'), {
      method: 'POST',
      body: JSON.stringify({
        candidate_uid: candidates[done % candidates.length],
        round: 'First_Interview',
        starts_at,
        duration_minutes: 30,
        location: 'Room 1',
        video_link: '',
        interviewer_uids: [me.user_uid],
        time_zone: 'Europe/Berlin',
        move_candidate: false,
      }),
    });
    done += 1;
    if (done % 1000 === 0) console.log(`scheduled ${done} of ${INTERVIEWS}`);
  });
}

interface Round {
  total: number;
  commits: number;
  longTaskMs: number;
}

async function monthRound(page: Page, url: string): Promise<Round> {
  // A fresh document each round: nothing of the last round's answer is cached in the app.
  await page.goto(url);
  await page.locator('.rbc-month-view .rbc-event').first().waitFor();
  await page.waitForFunction(
    'window.__bench.shown.some((change) => change.events > 0 && change.painted > 0)',
  );
  const recorded = (await page.evaluate(`({
    ...window.__bench,
    list: performance.getEntriesByType('resource').map((entry) => entry.toJSON())
      .filter((entry) => new URL(entry.name).pathname === '/api/${API_PATHS.interviewList}').pop(),
  })`)) as Recorded;
  const end = recorded.list?.responseEnd ?? NaN;
  const shown = recorded.shown.find((change) => change.events > 0 && change.dom >= end);
  const painted = shown?.painted ?? NaN;
  return {
    total: painted - end,
    commits: recorded.commits.filter((time) => time >= end && time <= painted).length,
    longTaskMs: recorded.longTasks
      .filter(([start]) => start >= end && start <= painted)
      .reduce((sum, [, length]) => sum + length, 0),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  const data = await benchData(undefined, undefined);
  await seed(data, CANDIDATES);
  const server = await startServer(data, { app: true });
  const browser = await launchBrowser();
  try {
    const started = Date.now();
    await scheduleInterviews(server.base, await adminToken(server.base));
    console.log(`${INTERVIEWS} interviews scheduled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const context = await browser.newContext({
      baseURL: server.base,
      viewport: { width: 1280, height: 900 },
    });
    await context.addInitScript(INSTRUMENT);
    const date = `${MONTH.year}-${String(MONTH.month).padStart(2, '0')}-15`;
    const page = await context.newPage();
    await page.goto('/');
    await page.getByLabel(en.sign_in.email, { exact: true }).fill(ADMIN.email);
    await page.getByLabel(en.sign_in.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: en.sign_in.submit, exact: true }).click();
    await page.getByRole('navigation').getByRole('menuitem', { name: en.menu.interviews }).waitFor();
    const month = `/interviews?view=month&date=${date}`;
    // One round first, unmeasured: the calendar's code into the browser's cache, the server warm.
    await monthRound(page, month);
    const rounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round += 1) rounds.push(await monthRound(page, month));
    const figure = (pick: (round: Round) => number) =>
      `${median(rounds.map(pick)).toFixed(0)} (${rounds.map((round) => pick(round).toFixed(0)).join(', ')})`;
    console.log(`month view at ${INTERVIEWS} interviews in the month, ${ROUNDS} rounds, median (each):`);
    console.log(`  answer → month painted: ${figure((round) => round.total)} ms (target ≤ 300)`);
    console.log(`  React commits meanwhile: ${figure((round) => round.commits)}`);
    console.log(`  long tasks meanwhile: ${figure((round) => round.longTaskMs)} ms`);
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(data.dataDir, { recursive: true, force: true });
  }
}

await main();
