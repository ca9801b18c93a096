/**
 * `npm run bench:report`: issue 34's figure, the hiring funnel report at BENCH_CANDIDATES candidates (default
 * 100,000), printed (no pass/fail; the target is a p50 of at most 200 ms). On SQLite, and on PostgreSQL with
 * BENCH_POSTGRES_URL (a server URL; the database recruit_bench_<candidates> on it is created and kept, as the
 * other benchmarks keep theirs): seeds the demo (each candidate with its way through the funnel, server/demo/
 * stays.ts), starts the built server and asks for the report BENCH_ROUNDS times a case (default 20), one call
 * at a time. Each call asks for another range (its start a day earlier), so that none is answered from the
 * kept counts (platform/counts.ts): the figures are the database's; a repeated call, answered from them, last.
 */
import { apiPath } from '../../contract/paths';
import { markdownTable, ms, percentile, sequential } from './measure';
import { benchData, seed, startServer, type ServerProcess } from './server';
import { adminToken } from './sign-in';

const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const DAY_MS = 86_400_000;

const day = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first record's uid of a list call's first page. */
async function firstUid(server: ServerProcess, token: string, path: string, field: string) {
  const answer = await fetch(new URL(`/api/${path}?page=1&page_size=1`, server.base), {
    headers: { authorization: `Bearer ${token}` },
  });
  const records = ((await answer.json()) as { response: Record<string, string>[] }).response;
  const uid = records[0]?.[field];
  if (!uid) throw new Error(`${path}: no record`);
  return uid;
}

/** Times the report of `scope` over `days` days, each call's range a day wider than the last. */
async function timeCase(server: ServerProcess, token: string, scope: Record<string, string>, days: number) {
  const to = Date.now();
  let call = 0;
  const ask = async (repeat: boolean) => {
    const from = to - (days - 1 + (repeat ? 0 : call++)) * DAY_MS;
    const query = new URLSearchParams({ ...scope, from: day(from), to: day(to) });
    const answer = await fetch(new URL(`/api/${apiPath('funnelReport')}?${query}`, server.base), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!answer.ok) throw new Error(`funnel-report: ${answer.status} ${await answer.text()}`);
    const body = (await answer.json()) as { response: { applications: number } };
    return body.response.applications;
  };
  const applications = await ask(true);
  const cold = await sequential(() => ask(false), ROUNDS, 120);
  const warm = await sequential(() => ask(true), ROUNDS, 30);
  return { applications, cold, warm };
}

async function measureEngine(label: string, postgresUrl: string | undefined) {
  const data = await benchData(CANDIDATES, postgresUrl);
  console.log(`${label}: seeding ${CANDIDATES} candidates (once; kept in ${data.dataDir})`);
  await seed(data, CANDIDATES);
  const server = await startServer(data);
  try {
    const token = await adminToken(server.base);
    const company = await firstUid(server, token, apiPath('companyManagementList'), 'company_uid');
    const vacancy = await firstUid(server, token, apiPath('vacancyList', { type: 'all' }), 'uid');
    const cases: [string, Record<string, string>, number][] = [
      ['platform, 12 weeks', {}, 84],
      ['platform, 2 years', {}, 700],
      ['one company, 1 year', { company }, 365],
      ['one vacancy, 1 year', { vacancy }, 365],
    ];
    const rows: string[][] = [];
    for (const [name, scope, days] of cases) {
      const { applications, cold, warm } = await timeCase(server, token, scope, days);
      rows.push([
        name,
        String(applications),
        ms(percentile(cold, 0.5)),
        ms(percentile(cold, 0.99)),
        ms(percentile(warm, 0.5)),
      ]);
    }
    console.log(`\n${label}, ${CANDIDATES} candidates, ${ROUNDS} calls a case:\n`);
    console.log(
      markdownTable(['report', 'applications', 'p50 ms', 'p99 ms', 'p50 ms, repeated (kept counts)'], rows),
    );
  } finally {
    await server.stop();
  }
}

async function main() {
  await measureEngine('SQLite', undefined);
  const url = process.env.BENCH_POSTGRES_URL;
  if (!url) {
    console.log(
      'PostgreSQL: skipped (set BENCH_POSTGRES_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres)',
    );
    return;
  }
  await measureEngine('PostgreSQL', url);
}

await main();
