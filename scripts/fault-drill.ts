/**
 * `npm run drill:faults`: two instances on PostgreSQL, Redis and an S3-compatible store, all three of the
 * drill's own, under a write load of 20 notes a second, while it restarts PostgreSQL, ends its backends,
 * stops Redis for 70 s, stops the store for 20 s and kills one instance. Prints, per fault, the calls that
 * failed and how long until they succeeded again, sign-in times while Redis is down, what /api/ready said, and
 * whether every acknowledged write is in the database at the end. Figures only: nothing passes or fails.
 * DRILL_REDIS_SECONDS (70) and DRILL_STORE_SECONDS (20) shorten the outages for a quick look.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { apiPath } from '@contract/paths';
import { markdownTable, ms, percentile } from './bench/measure';
import { ADMIN, startServer, type ServerProcess } from './bench/server';
import { send, writeLoad } from './drill/load';
import { ownPostgres } from './drill/postgres';
import { ownRedis } from './drill/redis';
import { figuresOf } from './drill/report';
import { ownS3 } from './drill/s3';

const WRITES_PER_SECOND = 20;
const SETTLE_MS = 5000;
const REDIS_DOWN_MS = Number(process.env.DRILL_REDIS_SECONDS ?? 70) * 1000;
const STORE_DOWN_MS = Number(process.env.DRILL_STORE_SECONDS ?? 20) * 1000;
const KILLED_MS = 10_000;

const pause = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

const postgres = await ownPostgres();
const redis = await ownRedis();
const s3 = await ownS3();
const dataDirs: string[] = [];
const instances: ServerProcess[] = [];

const start = async (demo: boolean, build: boolean) => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-drill-'));
  dataDirs.push(dataDir);
  // Errors are what the drill counts; the instances' own lines about them would bury its figures.
  const env = { ...s3.env, REDIS_URL: redis.url, DEMO_DATA: demo ? '1' : '', LOG_LEVEL: 'fatal' };
  const data = { dataDir, databaseUrl: postgres.url, engine: 'postgres' as const, temporary: true };
  return startServer(data, { env, build });
};

try {
  instances.push(await start(true, true), await start(false, false));
  await drill();
} finally {
  for (const instance of instances) await instance.stop();
  await s3.stop();
  await redis.stop();
  await postgres.stop();
  for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
}

async function drill() {
  const bases = () => instances.map((instance) => instance.base);
  const signIn = (base: string) =>
    send(base, 'POST', 'login', { json: { ...ADMIN, user_role: 'SuperAdmin' } });
  const token = ((await signIn(bases()[0] ?? '')).body as { access: string }).access;
  const list = await send(bases()[0] ?? '', 'GET', 'candidateList', { params: { status: 'active' }, token });
  const candidates = ((list.body as { response: { uid: string }[] }).response ?? []).map((row) => row.uid);
  if (candidates.length === 0) throw new Error('the demo has no candidates');
  const mediaLink = await firstMediaLink(bases()[0] ?? '', token, candidates);

  const load = writeLoad(bases, token, candidates, WRITES_PER_SECOND);
  const ready = readinessLog(bases);
  const rows: string[][] = [];
  const fault = async (name: string, inject: () => Promise<void>, probe?: () => Promise<string>) => {
    // Slow readers hold what a download holds while the fault strikes, as real clients on slow networks do.
    const stalled = await Promise.all(bases().map((base) => stalledDownload(base, token)));
    const begin = performance.now();
    const seen = probe ? probe() : undefined;
    await inject();
    const end = performance.now();
    await pause(SETTLE_MS);
    for (const download of stalled) download.destroy();
    const figures = figuresOf(load.sent, begin, end, performance.now());
    const readiness = ready.between(begin, end);
    const up = instances.filter((instance) => instance.running()).length;
    rows.push([name, figures.errors, figures.recovery, readiness, (await seen) ?? '', `${up} of 2`]);
  };

  await pause(SETTLE_MS);
  await fault('PostgreSQL restart', postgres.restart);
  await fault('PostgreSQL backends ended', async () => void (await postgres.endBackends()));
  const signIns: number[] = [];
  await fault(`Redis down ${REDIS_DOWN_MS / 1000} s`, async () => {
    await redis.stop();
    const until = performance.now() + REDIS_DOWN_MS;
    for (let i = 0; performance.now() < until; i++) {
      const answer = await signIn(bases()[i % 2] ?? '');
      if (answer.status === 200) signIns.push(answer.ms);
    }
    await redis.start();
  });
  await fault(
    `storage down ${STORE_DOWN_MS / 1000} s`,
    async () => {
      await s3.stop();
      await pause(STORE_DOWN_MS);
      await s3.start();
    },
    () => mediaAnswers(bases, mediaLink, STORE_DOWN_MS),
  );
  await fault('one instance killed', async () => {
    await instances[1]?.kill();
    await pause(KILLED_MS);
    instances[1] = await start(false, false);
  });
  await load.stop();
  ready.stop();

  const lost = await missing(load.acknowledged);
  console.log(
    `\n${load.sent.length} notes sent, ${load.acknowledged.length} acknowledged, ${lost} of them lost\n`,
  );
  const header = ['fault', 'failed writes', 'recovered after', '/api/ready', 'media', 'instances up after'];
  console.log(markdownTable(header, rows));
  console.log(
    `\nsign-in while Redis is down: ${signIns.length} sign-ins, p50 ${ms(percentile(signIns, 0.5))} ms, ` +
      `p99 ${ms(percentile(signIns, 0.99))} ms`,
  );
}

/**
 * An unpaged candidate list whose client reads its first chunk and then stops reading, with the connection
 * left open: what a slow network or a stuck client does to a long answer.
 */
function stalledDownload(base: string, token: string): Promise<http.ClientRequest> {
  const url = new URL(`/api/${apiPath('candidateList', { status: 'active' })}`, base);
  return new Promise((resolve) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.once('data', () => {
        response.pause();
        resolve(request);
      });
      response.once('end', () => resolve(request));
    });
    request.on('error', () => resolve(request));
  });
}

/** A résumé or thumbnail link of a candidate, as the detail answer hands it out. */
async function firstMediaLink(base: string, token: string, candidates: readonly string[]) {
  for (const uid of candidates) {
    const answer = await send(base, 'GET', 'candidateDetail', { params: { id: uid }, token });
    const detail = (answer.body as { response: Record<string, unknown>[] }).response?.[0] ?? {};
    const link = [detail.candidate_resume, detail.candidate_thumbnail].find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (link) return link;
  }
  throw new Error('no candidate has a résumé or a thumbnail');
}

/** The statuses a media link answered with, every half second for `duration` ms, as "503×40". */
async function mediaAnswers(bases: () => readonly string[], link: string, duration: number) {
  const counts = new Map<number, number>();
  const until = performance.now() + duration;
  while (performance.now() < until) {
    // The link names the app's address (APP_URL); the drill asks the first instance for its path.
    const { pathname, search } = new URL(link, 'http://app');
    const status = await fetch(new URL(`${pathname}${search}`, bases()[0]), {
      signal: AbortSignal.timeout(10_000),
    }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    );
    counts.set(status, (counts.get(status) ?? 0) + 1);
    await pause(500);
  }
  return [...counts].map(([status, count]) => `${status || 'no answer'}×${count}`).join(', ');
}

/** /api/ready of every instance, once a second: what it said during a window, as "200" or "503×3". */
function readinessLog(bases: () => readonly string[]) {
  const seen: { at: number; status: number }[] = [];
  const timer = setInterval(() => {
    for (const base of bases()) {
      const at = performance.now();
      void fetch(new URL('/api/ready', base), { signal: AbortSignal.timeout(5000) }).then(
        (response) => seen.push({ at, status: response.status }),
        () => seen.push({ at, status: 0 }),
      );
    }
  }, 1000);
  return {
    stop: () => clearInterval(timer),
    between(begin: number, end: number) {
      const inside = seen.filter((probe) => probe.at >= begin && probe.at <= end);
      const failed = inside.filter((probe) => probe.status !== 200).length;
      return failed === 0 ? `200×${inside.length}` : `${failed} of ${inside.length} not 200`;
    },
  };
}

/** How many acknowledged notes the database does not have. */
async function missing(acknowledged: readonly string[]): Promise<number> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ note_text: string }>(
      'SELECT note_text FROM candidate_notes WHERE note_text = ANY($1)',
      [acknowledged],
    );
    const stored = new Set(rows.map((row) => row.note_text));
    return acknowledged.filter((text) => !stored.has(text)).length;
  } finally {
    await client.end();
  }
}
