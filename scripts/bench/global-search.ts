/**
 * The global search's latency at scale: `npx tsx scripts/bench/global-search.ts` (BENCH_CANDIDATES, default
 * 100,000; BENCH_DATABASE_URL for PostgreSQL) on the data `npm run bench:api` left in .bench/<engine>-N/.
 *
 * One search is what the top bar sends once typing pauses: the four list calls at once, each with the term
 * as `search` and page_size 5, built by the app's own resource mapping (src/providers/resources.ts) for the
 * kinds of src/layout/search/searchKinds.ts. It is timed until the last of the four has answered, as a
 * SubAdmin (every kind), for terms from a common first name to one that finds nothing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { apiPath } from '@contract/paths';
import { filterQuery, pagingQuery } from '../../src/providers/listing';
import { API_SPECS } from '../../src/providers/apiSpecs';
import { SEARCH_KINDS } from '../../src/layout/search/searchKinds';
import { RESULTS_PER_KIND } from '../../src/layout/search/useGlobalSearch';
import { markdownTable, ms, percentile, sequential } from './measure';
import { ADMIN, benchData, startServer } from './server';

const candidates = Number((process.env.BENCH_CANDIDATES ?? '100000').replace(/_/g, ''));
const REQUESTS = 50;
const WARMUP = 5;
const SECONDS = 20;
/** What people type: two letters (the most rows to count), a first name, a surname, an email's host, a job word, nothing. */
const TERMS = ['an', 'Alexander', 'Schmidt', 'posteo', 'Engineer', 'zzqx'];

const data = await benchData(candidates, process.env.BENCH_DATABASE_URL);
await fs.access(path.join(data.dataDir)).catch(() => {
  throw new Error(`${data.dataDir} is missing: run BENCH_CANDIDATES=${candidates} npm run bench:api first`);
});
const server = await startServer(data);
try {
  await benchmark(server.base);
} finally {
  await server.stop();
}

async function benchmark(base: string) {
  const login = await fetch(`${base}/api/${apiPath('login')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...ADMIN, user_role: 'SuperAdmin' }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  const token = ((await login.json()) as { access: string }).access;
  const urls = (term: string) =>
    SEARCH_KINDS.map(({ resource }) => {
      const spec = API_SPECS[resource];
      if (!spec) throw new Error(`no API spec for ${resource}`);
      const query = {
        ...filterQuery({ q: term }, spec.filters, spec.defaults?.()),
        ...pagingQuery({ page: 1, perPage: RESULTS_PER_KIND }),
      };
      return `${base}/api/${spec.list('all', {})}?${new URLSearchParams(query).toString()}`;
    });
  const get = async (url: string) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { count?: number }).count ?? 0;
  };
  const rows: string[][] = [];
  for (const term of TERMS) {
    const search = async () => (await Promise.all(urls(term).map(get))).reduce((sum, n) => sum + n, 0);
    for (let i = 0; i < WARMUP; i++) await search();
    const found = await search();
    const times = await sequential(search, REQUESTS, SECONDS);
    rows.push([
      term,
      String(found),
      String(times.length),
      ms(percentile(times, 0.5)),
      ms(percentile(times, 0.95)),
      ms(Math.max(...times)),
    ]);
  }
  console.log(
    `Global search, ${data.engine}, ${candidates.toLocaleString('en')} candidates (four list calls at once):\n`,
  );
  console.log(markdownTable(['term', 'matches', 'n', 'p50 ms', 'p95 ms', 'max ms'], rows));
}
