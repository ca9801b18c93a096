import { execFile, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { apiPath } from '@contract/paths';
import { concurrent, getText, markdownTable, ms, percentile, type Budget, type Load } from './measure';
import { benchData, freePort, seed, startServer } from './server';
import { adminToken } from './sign-in';

/**
 * Issue 32 item 5: two candidate-list calls against our server and a Django REST Framework peer (peers/drf/,
 * gunicorn with 2 sync workers, as the issue measured it) on the same seeded SQLite file, one server after the
 * other, each call for `seconds` at `clients` clients: requests a second, p50 and p99, and ours ÷ theirs.
 * SQLite only: the peer opens our bench database read-only.
 */

const PYTHON = process.env.PEER_PYTHON ?? '/usr/bin/python3';
const PEER_DIR = path.resolve('scripts/bench/peers/drf');
/** The module the peer imports, and the Debian package it comes with (Django comes with DRF's). */
const PACKAGES: Record<string, string> = {
  rest_framework: 'python3-djangorestframework',
  django_filters: 'python3-django-filters',
  gunicorn: 'gunicorn',
};

export const PEER_CALLS: readonly { label: string; query: Record<string, string | number> }[] = [
  { label: 'search=müller, page 2', query: { search: 'müller', page: 2, page_size: 25 } },
  {
    label: 'candidate_name__icontains=anna, page 1',
    query: { candidate_name__icontains: 'anna', page: 1, page_size: 25 },
  },
];

/** The Debian packages the peer needs that `python` cannot import (all of them without that Python). */
export async function missingPackages(python = PYTHON): Promise<string[]> {
  const modules = Object.keys(PACKAGES);
  const probe =
    'import importlib.util, sys; print(*[m for m in sys.argv[1:] if not importlib.util.find_spec(m)])';
  try {
    const { stdout } = await promisify(execFile)(python, ['-c', probe, ...modules]);
    return stdout
      .split(/\s+/)
      .filter(Boolean)
      .map((module) => PACKAGES[module] ?? module);
  } catch {
    return Object.values(PACKAGES);
  }
}

/** ours ÷ the peer's requests a second, as the issue writes it: 13×, 8.8×; n/a without the peer's figure. */
export function ratio(ours: number, peer: number | undefined): string {
  if (peer === undefined || !(peer > 0)) return 'n/a';
  const times = ours / peer;
  return `${times >= 10 ? times.toFixed(0) : times.toFixed(1)}×`;
}

/** Requests a second: whole numbers from 10, else two significant digits (a million candidates' peer: 0.036). */
export const rate = (perSecond: number) =>
  perSecond >= 10 ? perSecond.toFixed(0) : perSecond >= 1 ? perSecond.toFixed(1) : perSecond.toPrecision(2);

/** One row of the comparison: a call's figures for ours, then the peer's (dashes where it did not run). */
export function comparisonRow(label: string, matches: string, ours: Load, peer: Load | undefined): string[] {
  const figures = (load: Load | undefined) =>
    load
      ? [rate(load.perSecond), ms(percentile(load.times, 0.5)), ms(percentile(load.times, 0.99))]
      : ['—', '—', '—'];
  return [label, matches, ...figures(ours), ...figures(peer), ratio(ours.perSecond, peer?.perSecond)];
}

/** For each size in turn: its data (seeded once, .bench/sqlite-N), both servers, both calls, one table. */
export async function peerComparison(sizes: readonly number[], budget: Budget): Promise<void> {
  const missing = await missingPackages();
  if (missing.length > 0) {
    console.log(`\nDRF peer skipped: apt-get install ${missing.join(' ')} (then ${PYTHON} imports them)`);
  }
  for (const [index, candidates] of sizes.entries()) {
    const data = await benchData(candidates, undefined);
    await seed(data, candidates);
    const ours = await startServer(data, { build: index === 0 });
    try {
      const token = await adminToken(ours.base);
      const peer = missing.length > 0 ? undefined : await startPeer(path.join(data.dataDir, 'recruit.db'));
      try {
        const rows: string[][] = [];
        for (const { label, query } of PEER_CALLS) {
          const oursLoad = await loadOf(candidateList(ours.base, query, token), budget);
          const peerLoad = peer && (await loadOf(candidateList(peer.base, query), budget));
          const matches = [oursLoad.count, peerLoad?.count]
            .map((count) => count?.toLocaleString('en') ?? '—')
            .join(' / ');
          rows.push(comparisonRow(label, matches, oursLoad, peerLoad));
        }
        // The count, not the size asked for: other parts of the benchmark erase candidates from the same data.
        const total = countOf(await candidateList(ours.base, { page: 1, page_size: 1 }, token)());
        console.log(
          `\n${total?.toLocaleString('en')} candidates (SQLite, .bench/sqlite-${candidates}), ${budget.clients} ` +
            `clients for ${budget.seconds} s a call and server; ${peer ? PEER_IS : 'DRF peer skipped'}\n`,
        );
        console.log(markdownTable(HEADER, rows));
      } finally {
        await peer?.stop();
      }
    } finally {
      await ours.stop();
    }
  }
}

const PEER_IS = 'DRF: gunicorn, 2 sync workers, no authentication';
const HEADER = ['call', 'matches (ours / DRF)', 'ours req/s', 'p50 ms', 'p99 ms'].concat([
  'DRF req/s',
  'p50 ms',
  'p99 ms',
  'ours ÷ DRF',
]);

/** A call of the candidate list at `base` with `query`: its answer's text (throws on anything but 2xx). */
function candidateList(base: string, query: Record<string, string | number>, token?: string) {
  const url = new URL(`/api/${apiPath('candidateList', { status: 'all' })}`, base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
  return () => getText(url, token ? { authorization: `Bearer ${token}` } : {});
}

const countOf = (body: string) => (JSON.parse(body) as { count?: number }).count;

/** Warm-up calls (the last one's count of matches kept), then the load at `budget.clients` clients. */
async function loadOf(get: () => Promise<string>, budget: Budget) {
  let count: number | undefined;
  for (let i = 0; i < Math.max(1, budget.warmup); i++) count = countOf(await get());
  const load = await concurrent(async () => (await get()).length, budget);
  return { ...load, count };
}

/** The peer under gunicorn on a free loopback port, serving once its port takes connections. */
async function startPeer(database: string) {
  const port = await freePort();
  const child = spawn(
    PYTHON,
    // A long timeout: at a million candidates one search takes seconds, and queued calls wait for a worker.
    ['-m', 'gunicorn', '--workers', '2', '--timeout', '600', '--log-level', 'warning'].concat([
      '--chdir',
      PEER_DIR,
      '--bind',
      `127.0.0.1:${port}`,
      'peer.wsgi',
    ]),
    {
      env: { ...process.env, PEER_DATABASE: database, PYTHONDONTWRITEBYTECODE: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  while (!(await accepts(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error('the DRF peer did not start (gunicorn’s messages above)');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base: `http://127.0.0.1:${port}`, stop };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
