import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import { build } from 'vite';
import { serveArguments } from '../serve';
import { buildAppWhenStale } from './app-build';

/**
 * Where the benchmarks' data lives, and the server they measure, run as child processes of their own: the
 * seeding (`npm run seed:demo`'s script) so that its memory is not the server's, and the server itself
 * (`npm start`'s, with the app only for the browser benchmark) so that its memory can be read from outside (RSS).
 */

export const ADMIN = { email: 'admin@example.com', password: 'benchmark-password' };

export interface BenchData {
  dataDir: string;
  databaseUrl?: string;
  engine: 'sqlite' | 'postgres';
  /** A throwaway data dir (no BENCH_CANDIDATES) is removed at the end; a keyed one is kept for the next run. */
  temporary: boolean;
}

/**
 * With `candidates`, a data dir (and PostgreSQL database) keyed by that number, reused by later runs, so that
 * a million candidates are seeded once; without, a fresh temporary one as before (the plain demo).
 */
export async function benchData(candidates: number | undefined, postgresUrl: string | undefined) {
  const engine = postgresUrl ? 'postgres' : 'sqlite';
  if (candidates === undefined) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-bench-'));
    return { dataDir, databaseUrl: postgresUrl, engine, temporary: true } satisfies BenchData;
  }
  const root = path.resolve('.bench');
  await fs.mkdir(root, { recursive: true });
  // The folder ignores itself: no entry in the project's .gitignore needed, nothing for git to show.
  await fs.writeFile(path.join(root, '.gitignore'), '*\n');
  const dataDir = path.join(root, `${engine}-${candidates}`);
  const databaseUrl = postgresUrl
    ? await ensureDatabase(postgresUrl, `recruit_bench_${candidates}`)
    : undefined;
  return { dataDir, databaseUrl, engine, temporary: false } satisfies BenchData;
}

/** The URL of database `name` on the server of `url`, created when missing. */
async function ensureDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

function settings(data: BenchData, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: data.dataDir,
    // The erasure log goes with the data it names: a reseeded data dir (the demo's uids are the same each time)
    // would otherwise be erased again at start by the log of an earlier run.
    ERASURE_LOG: path.join(data.dataDir, 'erasures.jsonl'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The password-reset timing calls many times a minute; the limit is not what is measured.
    LOGIN_RATE_LIMIT: '1000000',
    // The unpaged lists and stalled exports at once come from one user: the server's design is measured,
    // not its bounds on downloads (2 a user, 8 in all by default).
    STREAMS_PER_USER: '12',
    STREAMS_PER_INSTANCE: '12',
    // The live-update figures open a thousand streams as one user: the per-user bound (10) is not measured.
    EVENT_STREAMS_PER_USER: '1000',
    LOG_LEVEL: 'warn',
    DEMO_DATA: '',
    ...extra,
  };
  if (data.databaseUrl) env.DATABASE_URL = data.databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/** A TypeScript entry point in a node process of its own (tsx as a loader, so the pid is the program's). */
function run(script: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/** Seeds the demo (DEMO_CANDIDATES=candidates) through `npm run seed:demo`'s script; idempotent. */
export async function seed(data: BenchData, candidates: number | undefined): Promise<void> {
  const child = run('server/demo/cli.ts', settings(data, { DEMO_CANDIDATES: String(candidates ?? '') }));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`seeding failed (exit code ${code})`);
}

export interface ServerProcess {
  base: string;
  pid: number;
  stop(): Promise<void>;
  /** Ends it as a crash or an out-of-memory killer would: SIGKILL, nothing closed. */
  kill(): Promise<void>;
  /** Whether the process still runs (it may have exited on its own). */
  running(): boolean;
}

export interface ServerOptions {
  /** Serve the app built into dist/ too. */
  app?: boolean;
  /** Settings beyond the data's (REDIS_URL, S3_BUCKET, ...). */
  env?: Record<string, string>;
  /** Build dist-server/ first (skip it for a second instance of the same build). */
  build?: boolean;
  /** The port to listen on (known before it answers); a free one by default. */
  port?: number;
  /** Each line the server writes to its standard output (its log), given here instead of shown. */
  onLine?: (line: string) => void;
}

/**
 * The server as `npm start` runs it (built into dist-server/ first, then `npm run serve`'s node and flags, with
 * WORKERS as set, every core by default), on a free loopback port, once it answers its health call; with `app`, serving the app built into dist/
 * (rebuilt when older than its sources), else no app at all.
 */
export async function startServer(
  data: BenchData,
  { app = false, env: extra = {}, build: rebuild = true, port: chosen, onLine }: ServerOptions = {},
): Promise<ServerProcess> {
  if (app) await buildAppWhenStale();
  if (rebuild) await build({ configFile: 'server/vite.config.ts', logLevel: 'error' });
  const port = chosen ?? (await freePort());
  const env = settings(data, {
    ...extra,
    PORT: String(port),
    HOST: '127.0.0.1',
    STATIC_DIR: app ? path.resolve('dist') : path.join(data.dataDir, 'no-app'),
  });
  const child = spawn(process.execPath, serveArguments(), {
    env,
    stdio: ['ignore', onLine ? 'pipe' : 'inherit', 'inherit'],
  });
  if (onLine && child.stdout) readline.createInterface({ input: child.stdout }).on('line', onLine);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const running = () => child.exitCode === null && child.signalCode === null;
  const end = (signal: NodeJS.Signals) => async () => {
    if (running()) child.kill(signal);
    await exited;
  };
  const stop = end('SIGTERM');
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server did not answer within 2 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, pid: child.pid ?? 0, stop, kill: end('SIGKILL'), running };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The processes that serve: a cluster's workers (WORKERS above 1: the children of `pid`, its primary), or `pid`
 * itself (WORKERS=1). Linux: /proc; `pid` alone where that cannot be read.
 */
async function servingPids(pid: number): Promise<number[]> {
  const children = await fs.readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const workers = children.split(' ').filter(Boolean).map(Number);
  return workers.length > 0 ? workers : [pid];
}

/** One process's resident memory in MiB (Linux: /proc), or undefined where that cannot be read. */
async function processRssMiB(pid: number): Promise<number | undefined> {
  try {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
    const kib = /^VmRSS:\s+(\d+)/m.exec(status)?.[1];
    return kib === undefined ? undefined : Number(kib) / 1024;
  } catch {
    return undefined;
  }
}

/**
 * The server's resident memory in MiB per worker, that of the largest (the memory target is per worker): the
 * single process's with WORKERS=1. Undefined where that cannot be read.
 */
export async function rssMiB(pid: number): Promise<number | undefined> {
  const each = await Promise.all((await servingPids(pid)).map(processRssMiB));
  const known = each.filter((value) => value !== undefined);
  return known.length > 0 ? Math.max(...known) : undefined;
}

/** One process's CPU time so far in ms, user and system (Linux: /proc), or undefined where unreadable. */
async function processCpuMs(pid: number): Promise<number | undefined> {
  try {
    const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    // Linux counts them in clock ticks of 10 ms (USER_HZ 100) on every platform it builds for.
    return Number.isFinite(ticks) ? ticks * 10 : undefined;
  } catch {
    return undefined;
  }
}

/** CPU time the server has used so far in ms: its process and, in a cluster, every worker's. */
export async function cpuMs(pid: number): Promise<number | undefined> {
  const pids = new Set([pid, ...(await servingPids(pid))]);
  const each = await Promise.all([...pids].map(processCpuMs));
  if (each.some((value) => value === undefined)) return undefined;
  return each.reduce<number>((sum, value) => sum + (value ?? 0), 0);
}
