import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPathName } from '@contract/paths';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { PASSWORD_THROTTLE } from '../../server/platform/throttle';
import { EventStream } from './event-stream';
import { registration } from './fixtures';
import { ADMIN, callPath, ENGINES, freshStore, PG_URL, type Engine, type Store } from './harness';

/**
 * Issue 32: `npm start` with WORKERS=2, as a child process, against the real server. Every call goes on a
 * connection of its own, which the cluster hands to its workers in turn: a state kept per worker would show.
 * One cluster per engine serves all the tests of its block.
 */

/** Sign-in calls a minute per client address; a per-worker count would let about twice as many through. */
const LOGIN_RATE_LIMIT = 12;
/** How long a test waits for what the cluster should do (a start, a replacement): long on a busy machine. */
const WAIT_MS = 60_000;

interface LogLine {
  msg: string;
  pid: number;
  [key: string]: unknown;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** `npm start`'s process and the JSON lines it wrote so far. */
class Started {
  readonly lines: LogLine[] = [];
  private readonly waiters = new Set<() => void>();
  private exited: number | null | undefined;
  baseUrl = '';

  constructor(readonly child: ChildProcess) {
    let buffered = '';
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (chunk: string) => {
      const parts = (buffered + chunk).split('\n');
      buffered = parts.pop() ?? '';
      for (const part of parts) if (part.startsWith('{')) this.lines.push(JSON.parse(part) as LogLine);
      this.notify();
    });
    child.once('exit', (code) => {
      this.exited = code;
      this.notify();
    });
  }

  private notify() {
    for (const waiter of this.waiters) waiter();
  }

  /** The lines whose message is `msg`. */
  said(msg: string): LogLine[] {
    return this.lines.filter((line) => line.msg === msg);
  }

  /** Resolves once `done` holds; fails should the process exit first or WAIT_MS pass. */
  until(done: () => boolean, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (done()) finish(resolve);
        else if (this.exited !== undefined)
          finish(() => reject(new Error(`exited (${this.exited}) before ${what}`)));
      };
      const finish = (then: () => void) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        then();
      };
      const timer = setTimeout(
        () =>
          finish(() => reject(new Error(`no ${what} within ${WAIT_MS} ms: ${JSON.stringify(this.lines)}`))),
        WAIT_MS,
      );
      this.waiters.add(check);
      check();
    });
  }

  /** The pids that serve: one per "Server listening" line. */
  servers(): number[] {
    return this.lines.filter((line) => line.msg.startsWith('Server listening at')).map((line) => line.pid);
  }

  async stop(): Promise<number | null> {
    if (this.exited === undefined) {
      this.child.kill('SIGTERM');
      await this.until(() => this.exited !== undefined, 'the exit');
    }
    return this.exited ?? null;
  }
}

/** Starts `npm start`'s source on `store` with `env` on top; answers once `workers` processes listen. */
async function start(store: Store, env: Record<string, string>, workers: number): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: store.dataDir,
      ERASURE_LOG: path.join(store.dataDir, 'erasures.jsonl'),
      DATABASE_URL: store.databaseUrl ?? '',
      STATIC_DIR: path.join(store.dataDir, 'no-app'),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: String(LOGIN_RATE_LIMIT),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const started = new Started(child);
  await started.until(() => started.servers().length >= workers, `${workers} listening`);
  const listening = started.lines.find((line) => line.msg.startsWith('Server listening at'));
  started.baseUrl = /http:\/\/127\.0\.0\.1:\d+/.exec(listening?.msg ?? '')?.[0] ?? '';
  return started;
}

/** A call on a connection of its own (no keep-alive), from the loopback address `from`. */
function call(
  base: string,
  method: string,
  target: ApiPathName,
  options: { token?: string; json?: unknown; from?: string; query?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { connection: 'close' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(`${callPath(target)}?${new URLSearchParams(options.query)}`, base),
      { method, headers, agent: false, localAddress: options.from ?? '127.0.0.1', timeout: 20_000 },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> }),
        );
      },
    );
    request.on('error', reject);
    request.on('timeout', () => request.destroy(new Error(`${method} ${target} timed out`)));
    request.end(options.json === undefined ? undefined : JSON.stringify(options.json));
  });
}

const login = (base: string, email: string, password: string, from?: string) =>
  call(base, 'POST', 'login', { json: { email, password, user_role: 'SuperAdmin' }, from });

async function token(base: string): Promise<string> {
  const answer = await login(base, ADMIN.email, ADMIN.password);
  if (answer.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(answer.body)}`);
  return answer.body.access as string;
}

/** The users' list's count, read from a page of it. */
const userCount = async (base: string, token: string) =>
  (await call(base, 'GET', 'userList', { token, query: { page: '1', page_size: '1' } })).body.count;

const addAdministrator = (base: string, token: string) =>
  call(base, 'POST', 'userRegister', {
    token,
    json: registration({ user_role: 'SubAdmin', company_uuid: ADMINISTRATION_COMPANY_UID }),
  });

/** `count` calls made together (each on its own connection), in order of asking. */
const together = <T>(count: number, each: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => each(index)));

const describeEngine = (engine: Engine) => (engine === 'postgres' && !PG_URL ? describe.skip : describe);

for (const engine of ENGINES) {
  describeEngine(engine)(`npm start with WORKERS=2 [${engine}]`, () => {
    let cluster: Started;
    let store: Store;
    let admin = '';
    const base = () => cluster.baseUrl;

    beforeAll(async () => {
      store = await freshStore(engine);
      cluster = await start(store, { WORKERS: '2' }, 2);
      admin = await token(base());
    }, 2 * WAIT_MS);

    afterAll(async () => {
      expect(await cluster.stop()).toBe(0);
      await store.drop();
    });

    it('starts two workers and prints the banner and the start-time jobs once', () => {
      const [jobs, other] = cluster.servers();
      expect(new Set([jobs, other, cluster.child.pid]).size).toBe(3);
      expect(cluster.lines.filter((line) => line.msg.startsWith('Recruit is running'))).toHaveLength(1);
      // The retention sweep, at start and then daily, runs in the jobs worker alone.
      expect(cluster.said('retention sweep done').map((line) => line.pid)).toEqual([jobs]);
    });

    it('counts the sign-in limit across the workers', async () => {
      const from = '127.0.0.2';
      // Unknown emails, each once: the account throttle, which counts per account, stays out of it.
      const tries = await together(LOGIN_RATE_LIMIT, (index) =>
        login(base(), `nobody-${index}@example.com`, 'wrong-password', from),
      );
      expect(tries.map((answer) => answer.status)).toEqual(Array(LOGIN_RATE_LIMIT).fill(401));
      const beyond = await login(base(), ADMIN.email, ADMIN.password, from);
      expect(beyond.status).toBe(429);
      expect(JSON.stringify(beyond.body)).toContain('Too many attempts');
    });

    it("counts an account's failed passwords across the workers", async () => {
      const from = '127.0.0.3';
      const { addressLimit } = PASSWORD_THROTTLE;
      const failures = await together(addressLimit, () => login(base(), ADMIN.email, 'wrong-password', from));
      expect(failures.map((answer) => answer.status)).toEqual(Array(addressLimit).fill(401));
      const next = await login(base(), ADMIN.email, ADMIN.password, from);
      expect(next.status).toBe(429);
      expect(JSON.stringify(next.body)).toContain('Too many failed attempts for this account');
    });

    it('lets both workers write at once, and every list counts what either wrote', async () => {
      const before = Number(await userCount(base(), admin));
      expect(before).toBeGreaterThan(0);
      // Every worker has counted the list, and keeps its count until the data changes.
      expect(await together(4, () => userCount(base(), admin))).toEqual(Array(4).fill(before));
      const added = await together(8, () => addAdministrator(base(), admin));
      expect(added.map((answer) => answer.status)).toEqual(Array(8).fill(200));
      expect(await together(4, () => userCount(base(), admin))).toEqual(Array(4).fill(before + 8));
    });

    it('tells the streams on either worker of changes and presence', async () => {
      const streams = await together(4, () => EventStream.open({ baseUrl: base() }, admin));
      try {
        const added = await addAdministrator(base(), admin);
        const uid = (added.body.data as { user_uid: string }).user_uid;
        for (const stream of streams) {
          await stream.next(
            (event) => event.event === 'change' && (event.data as { uid: string }).uid === uid,
          );
        }
        const said = await call(base(), 'POST', 'presence', {
          token: admin,
          json: { resource: 'users', uid, tab: 'cluster-tab', state: 'viewing' },
        });
        expect(said.status).toBe(200);
        for (const stream of streams) {
          await stream.next(
            (event) =>
              event.event === 'presence' &&
              (event.data as { uid: string; present: unknown[] }).present.length > 0,
          );
        }
      } finally {
        for (const stream of streams) stream.close();
      }
    });

    it(
      'replaces a worker that dies while the other serves',
      async () => {
        const [jobs, other] = cluster.servers();
        process.kill(other ?? 0, 'SIGKILL');
        // A connection handed to the worker in the instant it died is lost with it, as with any process that
        // crashes; from the primary's word on, whatever the replacement's progress, every call is answered.
        await cluster.until(() => cluster.said('worker died; starting another').length === 1, 'the death');
        const answers: number[] = [];
        while (cluster.servers().length < 3) {
          answers.push((await call(base(), 'GET', 'userList', { token: admin })).status);
          await new Promise((resolve) => setImmediate(resolve));
        }
        expect(new Set(answers)).toEqual(new Set([200]));
        await cluster.until(() => cluster.said('worker replaced').length === 1, 'the replacement');
        expect(cluster.said('worker died; starting another').map((line) => line.worker)).toEqual([other]);
        const answered = await together(4, () => call(base(), 'GET', 'userList', { token: admin }));
        expect(answered.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
        // The jobs stayed with their worker: no second start-time sweep.
        expect(cluster.said('retention sweep done').map((line) => line.pid)).toEqual([jobs]);
      },
      2 * WAIT_MS,
    );
  });
}

describe('npm start with WORKERS=1', () => {
  it(
    'serves from its own process, as before the cluster',
    async () => {
      const store = await freshStore('sqlite');
      const alone = await start(store, { WORKERS: '1' }, 1);
      try {
        expect(alone.servers()).toEqual([alone.child.pid]);
        expect(
          (await call(alone.baseUrl, 'GET', 'userList', { token: await token(alone.baseUrl) })).status,
        ).toBe(200);
      } finally {
        expect(await alone.stop()).toBe(0);
        await store.drop();
      }
    },
    2 * WAIT_MS,
  );
});
