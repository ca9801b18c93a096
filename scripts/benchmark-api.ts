/**
 * `npm run bench:api`: the API's speed and memory, printed as figures (no pass/fail) in markdown tables.
 *
 * The data: the plain demo on a fresh SQLite database (or PostgreSQL with BENCH_DATABASE_URL); with
 * BENCH_CANDIDATES=N the scaled demo (DEMO_CANDIDATES=N), seeded once into .bench/<engine>-N/ (and the
 * PostgreSQL database recruit_bench_N on BENCH_DATABASE_URL's server) and reused by later runs.
 * The server runs as a child process, so that its memory is its own, with WORKERS (every core by default): memory
 * is the largest worker's. Each case: BENCH_WARMUP untimed calls,
 * then BENCH_REQUESTS calls at one client (p50, p99) and BENCH_REQUESTS shared by 10 clients (requests a
 * second), each phase cut off after BENCH_SECONDS. Then the unpaged candidate list, four of them at once with
 * the server's peak memory and other calls' latency meanwhile, other calls' latency while clients stall their
 * exports, the password-reset link's timing, and another company's page while one StaffAdmin loops bulk updates.
 * Then every candidate exported as an Excel workbook and as CSV: time and the server's peak memory growth, with
 * a client that reads at once and one that stalls midway (bench/exports.ts).
 * Then live updates (bench/live-events.ts): a write's event at another client, writes a second with 200 open
 * streams, memory per stream. Then erasing one candidate (bench/erasure.ts; 25 erased for good per run). Then
 * the retention sweep of 10,000 candidates at a second server's start and the list's latency meanwhile
 * (bench/sweep.ts; those 10,000 are erased for good from the bench data on every run).
 * Last, the peer comparison (bench/peer.ts, issue 32): two candidate-list calls against ours and a Django REST
 * Framework peer at 10 clients, on SQLite data of its own at each size of BENCH_PEER_CANDIDATES (default
 * 100000,1000000, seeded once into .bench/sqlite-N), whatever the run's own engine and size.
 * `npm run bench:api -- --only events` (or `--only lists`, `--only xlsx`, `--only erase`, `--only sweep`,
 * `--only peer`) runs only that part; `--only lists` is the list and dashboard calls' table alone, which writes
 * nothing, `--only unpaged` that table and the unpaged lists after it (their memory figures as the whole run
 * measures them, after the table's calls), and `--only plans` prints every query those calls run with its
 * plan (bench/plans.ts).
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import { apiPath, type ApiPathName } from '@contract/paths';
import { candidateListSpec } from '../server/candidates/queries';
import { demoPassword } from '../server/demo/seed';
import {
  getSize,
  markdownTable,
  measure,
  ms,
  percentile,
  sequential,
  type Budget,
  type Call,
} from './bench/measure';
import { erasureTiming } from './bench/erasure';
import { exportMemory } from './bench/exports';
import { liveEvents } from './bench/live-events';
import { plansServer, printPlans, type PlansServer } from './bench/plans';
import { sweepTiming } from './bench/sweep';
import { peerComparison } from './bench/peer';
import { ADMIN, benchData, rssMiB, seed, startServer, type BenchData } from './bench/server';
import { adminToken } from './bench/sign-in';

const count = (value: string | undefined) => (value ? Number(value.replace(/_/g, '')) : undefined);
const candidates = count(process.env.BENCH_CANDIDATES);
const budget: Budget = {
  warmup: count(process.env.BENCH_WARMUP) ?? 5,
  requests: count(process.env.BENCH_REQUESTS) ?? 200,
  seconds: count(process.env.BENCH_SECONDS) ?? 10,
  clients: 10,
};
const UNPAGED_ROUNDS = count(process.env.BENCH_UNPAGED_ROUNDS) ?? 3;
const PARTS = ['lists', 'unpaged', 'plans', 'xlsx', 'events', 'erase', 'sweep', 'peer'] as const;
const only = onlyPart(process.argv.slice(2));

const PEER_SIZES = (process.env.BENCH_PEER_CANDIDATES ?? '100000,1000000')
  .split(',')
  .map((size) => count(size) ?? 0)
  .filter((size) => size > 0);
// Issue 32's load: 10 clients for BENCH_SECONDS (10 s), as many calls as they make.
const peerBudget: Budget = { ...budget, warmup: 2, requests: Infinity };

if (only !== 'peer') await ownParts();
if (only === undefined || only === 'peer') await peerComparison(PEER_SIZES, peerBudget);

/** Every part but the peer comparison (which seeds and starts servers of its own): on the run's own data. */
async function ownParts() {
  const data = await benchData(candidates, process.env.BENCH_DATABASE_URL);
  const seeding = performance.now();
  await seed(data, candidates);
  console.log(`seeding step: ${((performance.now() - seeding) / 1000).toFixed(1)} s (${data.dataDir})\n`);
  const plans = only === 'plans' ? await plansServer(data) : undefined;
  const server = plans ?? (await startServer(data));
  try {
    if (only === undefined || only === 'lists' || only === 'unpaged' || plans)
      await benchmark(server, data, plans);
    if (only === undefined || only === 'xlsx')
      await exportMemory(server.base, server.pid, await adminToken(server.base));
    if (only === undefined || only === 'erase')
      await erasureTiming(server.base, await adminToken(server.base));
    if (only === undefined || only === 'events')
      await liveEvents(data, server, adminToken, {
        writes: count(process.env.BENCH_EVENT_WRITES) ?? 200,
        seconds: budget.seconds,
      });
    if (only === undefined || only === 'sweep')
      await sweepTiming(data, server.base, await adminToken(server.base));
  } finally {
    await server.stop();
    if (data.temporary) await fs.rm(data.dataDir, { recursive: true, force: true });
  }
}

/** `--only events`: that part alone (the seeding and the server as always); undefined: every part. */
function onlyPart(args: readonly string[]): (typeof PARTS)[number] | undefined {
  const at = args.indexOf('--only');
  if (at < 0) return undefined;
  const part = PARTS.find((name) => name === args[at + 1]);
  if (!part) throw new Error(`--only takes one of: ${PARTS.join(', ')}`);
  return part;
}

/**
 * The list calls' table, then the other calls; `--only lists`: the table alone, which writes nothing;
 * `--only unpaged`: the table and the unpaged lists; `--only plans`: each list call's queries with their
 * plans instead (bench/plans.ts).
 */
async function benchmark(server: { base: string; pid: number }, data: BenchData, plans?: PlansServer) {
  const { base, pid } = server;
  const urlOf = (name: ApiPathName, options: CallOptions) => {
    const url = new URL(`/api/${apiPath(name, options.params ?? {})}`, base);
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    return url;
  };
  const authorization = (token?: string): Record<string, string> =>
    token ? { authorization: `Bearer ${token}` } : {};
  const request = async (name: ApiPathName, options: CallOptions) =>
    fetch(urlOf(name, options), {
      method: options.body ? 'POST' : 'GET',
      headers: {
        ...authorization(options.token),
        ...(options.body ? { 'content-type': 'application/json' } : {}),
      },
      body: options.body ? JSON.stringify(options.body) : undefined,
      signal: AbortSignal.timeout(600_000),
    });
  const send = async (name: ApiPathName, options: CallOptions) => {
    const response = await request(name, options);
    if (!response.ok) {
      throw new Error(`${name} ${response.url}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    }
    return response;
  };
  const call = async (name: ApiPathName, options: CallOptions = {}) => (await send(name, options)).text();
  // The answer's size, read as it streams and never held: a million candidates' list is larger than a string
  // may be (660 MB), and the client's own memory and decoding are not what is measured.
  const bytes = (name: ApiPathName, options: CallOptions) =>
    getSize(urlOf(name, options), authorization(options.token));
  const login = async (email: string, password: string) =>
    (
      JSON.parse(await call('login', { body: { email, password, user_role: 'SuperAdmin' } })) as {
        access: string;
      }
    ).access;
  const admin = await login(ADMIN.email, ADMIN.password);
  const page = async (name: ApiPathName, params: Record<string, string>, query: Query, token = admin) =>
    JSON.parse(await call(name, { params, query: { page: 1, page_size: 25, ...query }, token })) as Paged;

  // What the data offers: its size, a CustomerAdmin to sign in as, and a search term only a few rows match.
  const all = { status: 'all' };
  const total = (await page('candidateList', all, { page_size: 1 })).count;
  const firstCustomerAdmin = (
    await page('userListByType', { type: 'active' }, { search: 'customeradmin', page_size: 1 })
  ).response[0];
  const customerAdmin = firstCustomerAdmin?.email;
  const customerCompany = firstCustomerAdmin?.company?.company_name;
  if (!customerAdmin) throw new Error('no Approved CustomerAdmin in the data');
  const scoped = await login(customerAdmin, demoPassword());
  const middle = Math.max(1, Math.ceil(total / 2));
  const sample = (await page('candidateList', all, { page: middle, page_size: 1, ordering: 'created_at' }))
    .response[0];
  const rare = sample?.candidate_phone_number?.split(' ').at(-1) ?? 'zzz';
  const rareHits = (await page('candidateList', all, { search: rare, page_size: 1 })).count;
  const deep = Math.min(2000, Math.max(1, Math.ceil(total / 25)));
  const today = Date.now();
  const day = (daysAgo: number) => new Date(today - daysAgo * 86_400_000).toISOString().slice(0, 10);

  const list =
    (name: ApiPathName, params: Record<string, string>, query: Query = {}, token = admin): Call =>
    () =>
      bytes(name, { params, query: { page: 1, page_size: 25, ...query }, token });
  const candidatePage = (query: Query, token = admin) => list('candidateList', all, query, token);
  const orderings = Object.keys(candidateListSpec.ordering).flatMap((field) => [field, `-${field}`]);
  const cases: [string, Call][] = [
    ['users, page 1', list('userList', {})],
    ['customers, page 1', list('companyManagementList', {})],
    ['vacancies, page 1', list('vacancyList', { type: 'all' })],
    ['candidates, page 1', candidatePage({})],
    ['candidates, inactive tab', list('candidateList', { status: 'inactive' })],
    ...orderings.map((ordering): [string, Call] => [
      `candidates, ordering=${ordering}`,
      candidatePage({ ordering }),
    ]),
    [`candidates, page ${deep}`, candidatePage({ page: deep })],
    ['search=müller (common)', candidatePage({ search: 'müller' })],
    ['search=müller, page 2', candidatePage({ search: 'müller', page: 2 })],
    [`search=${rare} (rare: ${rareHits})`, candidatePage({ search: rare })],
    ['search=anna müller (two terms)', candidatePage({ search: 'anna müller' })],
    [
      'company name icontains müller',
      candidatePage({ vacancy__vacancy_company__company_name__icontains: 'müller' }),
    ],
    ['candidate name icontains anna', candidatePage({ candidate_name__icontains: 'anna' })],
    ['candidate email icontains schmidt', candidatePage({ candidate_email__icontains: 'schmidt' })],
    ['vacancy title icontains pflege', candidatePage({ vacancy__vacancy_title__icontains: 'pflege' })],
    ['candidate_status=Contract_Signed', candidatePage({ candidate_status: 'Contract_Signed' })],
    ['created 90 to 60 days ago', candidatePage({ created_at_gte: day(90), created_at_lte: day(60) })],
    [`company scope (CustomerAdmin)`, candidatePage({}, scoped)],
    ['dashboard (SubAdmin)', () => bytes('dashboard', { token: admin })],
    ['dashboard (CustomerAdmin)', () => bytes('dashboard', { token: scoped })],
  ];

  const counts = await Promise.all(
    (['userList', 'companyManagementList'] as const).map(async (name) => (await page(name, {}, {})).count),
  );
  const vacancies = (await page('vacancyList', { type: 'all' }, {})).count;
  console.log(
    `${data.engine}: ${total.toLocaleString('en')} candidates, ${vacancies} vacancies, ${counts[1]} customers, ` +
      `${counts[0]} users; CustomerAdmin ${customerAdmin}; pages of 25; ${budget.warmup} warm-up calls, ` +
      `${budget.requests} at 1 client, ${budget.requests} shared by ${budget.clients} clients, ` +
      `at most ${budget.seconds} s a phase\n`,
  );
  if (plans) return printPlans(data, plans, cases);
  const rows: string[][] = [];
  for (const [label, run] of cases) {
    try {
      const figures = await measure(run, budget);
      rows.push([
        label,
        ms(figures.p50),
        ms(figures.p99),
        figures.perSecond.toFixed(0),
        String(figures.n),
        (figures.bytes / 1024).toFixed(1),
      ]);
    } catch (error) {
      rows.push([
        label,
        'error',
        error instanceof Error ? error.message.slice(0, 80) : String(error),
        '',
        '',
        '',
      ]);
    }
    process.stdout.write('.');
  }
  console.log(
    `\n\n${markdownTable(['call', 'p50 ms', 'p99 ms', `req/s at ${budget.clients}`, 'n', 'KiB'], rows)}\n`,
  );
  if (only === 'lists') return;

  // The unpaged candidate list: the contract's whole array, streamed.
  const unpaged = () => bytes('candidateList', { params: all, token: admin });
  const size = await unpaged();
  const whole = await sequential(unpaged, UNPAGED_ROUNDS, Infinity);
  const before = await rssMiB(pid);
  let peak = before ?? 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, (await rssMiB(pid)) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  // Other calls meanwhile, one client: a page of candidates and the dashboard, in turn.
  const others: number[] = [];
  const probe = (async () => {
    const calls = [candidatePage({}), () => bytes('dashboard', { token: admin })];
    for (let i = 0; running; i++) {
      const start = performance.now();
      await calls[i % calls.length]?.();
      others.push(performance.now() - start);
    }
  })();
  const fourStart = performance.now();
  await Promise.all(Array.from({ length: 4 }, unpaged));
  const four = performance.now() - fourStart;
  running = false;
  await Promise.all([sampler, probe]);
  const memory = (value: number | undefined) => (value === undefined ? 'n/a' : `${value.toFixed(0)} MiB`);
  console.log(
    markdownTable(
      ['unpaged candidate list', 'figure'],
      [
        ['size', `${(size / 2 ** 20).toFixed(1)} MiB`],
        [`time, 1 at a time (p50 of ${whole.length})`, `${ms(percentile(whole, 0.5))} ms`],
        ['4 at once: time until all are done', `${ms(four)} ms`],
        ['4 at once: RSS per worker before', memory(before)],
        [
          '4 at once: RSS per worker, peak (sampled every 10 ms)',
          memory(before === undefined ? undefined : peak),
        ],
        ['4 at once: RSS per worker, growth', memory(before === undefined ? undefined : peak - before)],
        [`4 at once: other calls meanwhile (${others.length}), p50`, `${ms(percentile(others, 0.5))} ms`],
        [`4 at once: other calls meanwhile, p99`, `${ms(percentile(others, 0.99))} ms`],
      ],
    ),
  );
  if (only === 'unpaged') return;

  await stalledClients(base, admin, candidatePage({}, scoped));

  await resetLinkTiming((email) =>
    call('passwordResetLink', { params: { lang: 'english' }, body: { email } }),
  );

  const staff = (
    await page('userListByType', { type: 'active' }, { search: 'staffadmin', page_size: 100 })
  ).response.find((user) => user.company?.company_name !== customerCompany);
  if (!staff?.email) throw new Error('no Approved StaffAdmin outside the CustomerAdmin’s company');
  await bulkLoopTiming(candidatePage({}, scoped), await login(staff.email, demoPassword()), (token, set) =>
    request('candidateBulkUpdate', {
      token,
      body: { matching: { type: 'all', query: {} }, set: { candidate_status: set } },
    }),
  );
}

/**
 * Issue 27 item 9: another company's candidate page, idle and while one StaffAdmin loops bulk "all matching"
 * updates of every candidate of their company (no pause, as a script would: refused calls are sent again at
 * once). Goal: p99 within 2× of idle.
 */
async function bulkLoopTiming(
  otherPage: Call,
  staff: string,
  bulk: (token: string, set: string) => Promise<Response>,
) {
  const idle = await sequential(otherPage, budget.requests, budget.seconds);
  const answers = new Map<number, number>();
  let running = true;
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const response = await bulk(staff, i % 2 === 0 ? 'Contacted' : 'Applied');
      await response.arrayBuffer();
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
    }
  })();
  const busy = await sequential(otherPage, budget.requests, budget.seconds);
  running = false;
  await loop;
  const figures = (times: number[]) => [ms(percentile(times, 0.5)), ms(percentile(times, 0.99))];
  const statuses = [...answers].map(([status, n]) => `${n}× ${status}`).join(', ');
  console.log(
    '\nanother company’s candidate page (CustomerAdmin), idle and while one StaffAdmin loops bulk ' +
      '"all matching" updates (goal: p99 within 2× of idle):\n',
  );
  console.log(
    markdownTable(
      ['other company’s page', 'p50 ms', 'p99 ms', 'n', 'bulk calls answered'],
      [
        ['idle', ...figures(idle), String(idle.length), ''],
        ['while bulk updates loop', ...figures(busy), String(busy.length), statuses],
      ],
    ),
  );
}

/** Clients that stop reading their export, each about 1 KB in: how many the server took (200) or refused (503). */
async function stallExports(base: string, token: string, clients: number) {
  const url = new URL(`/api/${apiPath('candidateList', { status: 'all' })}?format=csv`, base);
  const stalled = await Promise.all(
    Array.from(
      { length: clients },
      () =>
        new Promise<{ status: number; leave: () => void }>((resolve, reject) => {
          const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
            let read = 0;
            response.on('data', (chunk: Buffer) => {
              read += chunk.length;
              if (read < 1024 || response.isPaused()) return;
              response.pause();
              resolve({ status: response.statusCode ?? 0, leave: () => request.destroy() });
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, leave: () => undefined }));
          });
          request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
        }),
    ),
  );
  return {
    taken: stalled.filter((client) => client.status === 200).length,
    leave: () => stalled.forEach((client) => client.leave()),
  };
}

/**
 * Stalled clients tolerated before other calls slow down: another user's candidate page, 20 calls in turn,
 * while 0, 4, 8 and 12 exports of the SubAdmin stall (the bench server's download bounds are 12; exports
 * under about 4 MB fit the socket buffers and end rather than stall: BENCH_CANDIDATES=60000 or more).
 */
async function stalledClients(base: string, token: string, other: Call) {
  const rows: string[][] = [];
  for (const clients of [0, 4, 8, 12]) {
    const stalled = await stallExports(base, token, clients);
    const times = await sequential(other, 20, Infinity);
    stalled.leave();
    rows.push([
      String(clients),
      String(stalled.taken),
      ms(percentile(times, 0.5)),
      ms(percentile(times, 0.99)),
    ]);
  }
  console.log(`\n${markdownTable(['stalled exports', 'taken (200)', 'other calls p50 ms', 'p99 ms'], rows)}`);
}

/**
 * The password-reset-link call must not tell by its timing whether an account exists: LINK_ROUNDS calls for a
 * known and for an unknown email, interleaved (known first in every other pair) so that drift weighs on both.
 */
async function resetLinkTiming(send: (email: string) => Promise<unknown>) {
  const LINK_ROUNDS = 50;
  const link = async (email: string) => {
    const start = performance.now();
    await send(email);
    return performance.now() - start;
  };
  const known: number[] = [];
  const unknown: number[] = [];
  for (let round = 0; round < LINK_ROUNDS; round++) {
    if (round % 2 === 0) known.push(await link(ADMIN.email));
    unknown.push(await link(`nobody-${round}@example.invalid`));
    if (round % 2 === 1) known.push(await link(ADMIN.email));
  }
  const [knownMedian, unknownMedian] = [percentile(known, 0.5), percentile(unknown, 0.5)];
  // Steadier on a busy machine: each pair's two calls ran back to back, under the same load.
  const withinPairs = percentile(
    known.map((time, round) => time - (unknown[round] ?? 0)),
    0.5,
  );
  console.log(
    `\npassword-reset link, ${LINK_ROUNDS} calls each for a known and an unknown email, interleaved ` +
      '(goal: under 0.5 ms apart, so that timing does not tell whether an account exists):\n',
  );
  console.log(
    markdownTable(
      ['password-reset link', 'p50 ms'],
      [
        ['known email', knownMedian.toFixed(2)],
        ['unknown email', unknownMedian.toFixed(2)],
        ['difference', (knownMedian - unknownMedian).toFixed(2)],
        ['difference within pairs', withinPairs.toFixed(2)],
      ],
    ),
  );
}

type Query = Record<string, string | number>;

interface CallOptions {
  params?: Record<string, string>;
  query?: Query;
  token?: string;
  body?: unknown;
}

interface Paged {
  count: number;
  response: { email?: string; candidate_phone_number?: string; company?: { company_name: string } }[];
}
