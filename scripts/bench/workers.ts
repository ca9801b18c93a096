/**
 * `npx tsx scripts/bench/workers.ts`: requests a second with WORKERS=1 and WORKERS=2, in turn (ROUNDS of each,
 * default 2), on the bench's data (BENCH_CANDIDATES, default 100,000, seeded as `npm run bench:api` seeds it):
 * 10 clients for BENCH_SECONDS (default 10) on each of issue 32's two calls, and the largest worker's RSS after.
 */
import { apiPath } from '@contract/paths';
import { getSize, markdownTable, ms, percentile } from './measure';
import { ADMIN, benchData, rssMiB, seed, startServer } from './server';

const candidates = Number((process.env.BENCH_CANDIDATES ?? '100000').replace(/_/g, ''));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.ROUNDS ?? 2);
const CLIENTS = 10;
const CALLS = {
  'search=müller, page 2': { search: 'müller', page: '2' },
  'candidate_name__icontains=anna, page 1': { candidate_name__icontains: 'anna', page: '1' },
};

const data = await benchData(candidates, process.env.BENCH_DATABASE_URL);
await seed(data, candidates);
const rows: string[][] = [];
for (let round = 0; round < rounds; round++) {
  for (const workers of ['1', '2']) {
    const server = await startServer(data, {
      env: { WORKERS: workers },
      build: round === 0 && workers === '1',
    });
    try {
      const token = await signIn(server.base);
      for (const [name, query] of Object.entries(CALLS)) {
        const url = new URL(`/api/${apiPath('candidateList', { status: 'all' })}`, server.base);
        url.search = new URLSearchParams({ page_size: '25', ...query }).toString();
        const { perSecond, times } = await load(url, token);
        const rss = await rssMiB(server.pid);
        rows.push([
          String(round + 1),
          workers,
          name,
          perSecond.toFixed(0),
          ms(percentile(times, 0.5)),
          `${rss?.toFixed(0)}`,
        ]);
      }
    } finally {
      await server.stop();
    }
  }
}
console.log(markdownTable(['round', 'WORKERS', 'call', 'req/s at 10', 'p50 ms', 'RSS per worker MiB'], rows));

async function signIn(base: string): Promise<string> {
  const answer = await fetch(new URL(`/api/${apiPath('login', {})}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, user_role: 'SuperAdmin' }),
  });
  return ((await answer.json()) as { access: string }).access;
}

/** CLIENTS loops calling `url` for `seconds` (after a second's warm-up each): completed calls a second. */
async function load(url: URL, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const call = () => getSize(url, headers);
  const loop = async (until: number, times?: number[]) => {
    while (performance.now() < until) {
      const start = performance.now();
      await call();
      times?.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, () => loop(performance.now() + 1000)));
  const times: number[] = [];
  const start = performance.now();
  await Promise.all(Array.from({ length: CLIENTS }, () => loop(start + seconds * 1000, times)));
  return { perSecond: times.length / ((performance.now() - start) / 1000), times };
}
