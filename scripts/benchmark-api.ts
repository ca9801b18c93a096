/**
 * `npm run bench:api`: the API's speed and memory on the demo data set, printed as figures (no pass/fail).
 * Starts the real server on a fresh SQLite database (or PostgreSQL with BENCH_DATABASE_URL), seeds the demo
 * data, then times each call sequentially over loopback, and compares password-reset links for a known and an
 * unknown email (the rate limit of that call is set out of the way).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../server/config';
import { apiPath, type ApiPathName } from '@contract/paths';
import { seedDemoData } from '../server/demo/seed';
import { createServer } from '../server/server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD: 'benchmark-password',
  LOGIN_RATE_LIMIT: '100000',
  LOG_LEVEL: 'silent',
  ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
});
const server = await createServer(config, pino({ level: 'silent' }));
const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
const seeded = performance.now();
const demo = await seedDemoData(server.ctx, pino({ level: 'silent' }));
console.log(`seeded demo data in ${(performance.now() - seeded).toFixed(0)} ms:`, {
  customers: demo.customers,
  users: demo.users,
  vacancies: demo.vacancies,
  candidates: demo.candidates,
});

async function call(
  name: ApiPathName,
  params: Record<string, string> = {},
  init: RequestInit = {},
  query = '',
) {
  const response = await fetch(`${base}/api/${apiPath(name, params)}${query}`, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${name}: ${response.status} ${body.slice(0, 200)}`);
  return body;
}

const login = JSON.parse(
  await call(
    'login',
    {},
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: config.ADMIN_EMAIL,
        password: 'benchmark-password',
        user_role: 'SuperAdmin',
      }),
    },
  ),
) as { access: string };
const auth = { headers: { authorization: `Bearer ${login.access}` } };

const cases: [string, () => Promise<string>][] = [
  ['dashboard counts', () => call('dashboard', {}, auth)],
  ['all users (full list)', () => call('userList', {}, auth)],
  ['all candidates (full list)', () => call('candidateList', { status: 'all' }, auth)],
  ['candidates page 1 of 25', () => call('candidateList', { status: 'all' }, auth, '?page=1&page_size=25')],
  [
    'candidates, search two words',
    () => call('candidateList', { status: 'all' }, auth, '?search=m%C3%BC%20a'),
  ],
  ['vacancies (full list)', () => call('vacancyList', { type: 'all' }, auth)],
  ['customers (management list)', () => call('companyManagementList', {}, auth)],
  ['profile', () => call('profile', {}, auth)],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
console.log(`\n${ROUNDS} sequential rounds per call, ${server.ctx.engine}:`);
console.log('call'.padEnd(32), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'KiB'.padStart(8));
for (const [label, run] of cases) {
  const times: number[] = [];
  let size = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    size = (await run()).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    label.padEnd(32),
    percentile(times, 0.5).toFixed(1).padStart(8),
    percentile(times, 0.95).toFixed(1).padStart(8),
    (size / 1024).toFixed(0).padStart(8),
  );
}
/**
 * The password-reset-link call must not tell by its timing whether an account exists: LINK_ROUNDS calls for a
 * known and for an unknown email, interleaved (known first in every other pair) so that drift weighs on both.
 */
const LINK_ROUNDS = 50;
const link = async (email: string) => {
  const start = performance.now();
  await call(
    'passwordResetLink',
    { lang: 'english' },
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) },
  );
  return performance.now() - start;
};
const known: number[] = [];
const unknown: number[] = [];
for (let round = 0; round < LINK_ROUNDS; round++) {
  const nobody = `nobody-${round}@example.invalid`;
  if (round % 2 === 0) known.push(await link(config.ADMIN_EMAIL));
  unknown.push(await link(nobody));
  if (round % 2 === 1) known.push(await link(config.ADMIN_EMAIL));
}
const median = (times: number[]) =>
  percentile(
    [...times].sort((a, b) => a - b),
    0.5,
  );
const [knownMedian, unknownMedian] = [median(known), median(unknown)];
console.log(
  `\npassword-reset link, ${LINK_ROUNDS} calls each for a known and an unknown email, interleaved:`,
);
console.log('known email'.padEnd(32), knownMedian.toFixed(2).padStart(8), 'ms p50');
console.log('unknown email'.padEnd(32), unknownMedian.toFixed(2).padStart(8), 'ms p50');
console.log(
  'difference'.padEnd(32),
  (knownMedian - unknownMedian).toFixed(2).padStart(8),
  'ms (goal: under 0.5 ms apart, so that timing does not tell whether an account exists)',
);
// Steadier on a busy machine: each pair's two calls ran back to back, under the same load.
console.log(
  'difference within pairs'.padEnd(32),
  median(known.map((time, round) => time - (unknown[round] ?? 0)))
    .toFixed(2)
    .padStart(8),
  'ms p50',
);

const memory = process.memoryUsage();
console.log(
  `\nserver process memory: rss ${(memory.rss / 2 ** 20).toFixed(0)} MiB, heap ${(memory.heapUsed / 2 ** 20).toFixed(0)} MiB`,
);

await server.close();
await fs.rm(dataDir, { recursive: true, force: true });
