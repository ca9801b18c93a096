import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiPathName } from '@contract/paths';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { PASSWORD_THROTTLE } from '../../server/platform/throttle';
import { EventStream } from './event-stream';
import { insertCandidates, insertCompany, insertVacancy, registration, USER_PASSWORD } from './fixtures';
import { ADMIN, callPath, ENGINES, freshStore, PG_URL, serveApi, type Engine, type Store } from './harness';

/**
 * Issue 32: `npm start` with WORKERS=2, as a child process, against the real server. Every call goes on a
 * connection of its own, which the cluster hands to its workers in turn: a state kept per worker would show.
 * One cluster per engine serves all the tests of its block.
 */

/** Sign-in calls a minute per client address; a per-worker count would let about twice as many through. */
const LOGIN_RATE_LIMIT = 12;
/** How long a test waits for what the cluster should do (a start, a replacement): long on a busy machine. */
const WAIT_MS = 60_000;
/**
 * The bounds of the calls under way, counted for the instance: per-worker counts would let each user, and all
 * together, hold about twice as many. Streams: the presence test opens four of one user.
 */
const SLOTS = { STREAMS_PER_USER: 2, STREAMS_PER_INSTANCE: 3, EVENT_STREAMS_PER_USER: 4 };
/**
 * A video far larger than loopback's socket buffers take (about 4 MB): a download of its candidate's data that
 * is not read stays under way, holding its slot.
 */
const VIDEO_BYTES = 16 * 1024 * 1024;

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

/** A new administrator, signed in from `from` (an address of its own: the sign-in limit counts per address). */
async function administrator(base: string, token: string, from: string): Promise<string> {
  const json = registration({ user_role: 'SubAdmin', company_uuid: ADMINISTRATION_COMPANY_UID });
  const added = await call(base, 'POST', 'userRegister', { token, json });
  if (added.status !== 200) throw new Error(`adding failed: ${JSON.stringify(added.body)}`);
  const signedIn = await login(base, json.email, USER_PASSWORD, from);
  if (signedIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signedIn.body)}`);
  return signedIn.body.access as string;
}

/** A candidate with a VIDEO_BYTES video, written by a server of the test's own, closed before the cluster starts. */
async function candidateWithVideo(store: Store): Promise<string> {
  const api = await serveApi(store);
  try {
    const video = `${randomUUID()}.mp4`;
    await api.server.ctx.uploads.files.save(video, randomBytes(VIDEO_BYTES));
    const vacancy = await insertVacancy(api, (await insertCompany(api)).id);
    const [candidate] = await insertCandidates(api, vacancy.id, [{ candidate_share_url: `/media/${video}` }]);
    return candidate?.uid ?? expect.fail('no candidate');
  } finally {
    await api.server.close();
  }
}

/** A download under way whose client stopped reading, or a refused one's answer. */
interface Download {
  status: number;
  retryAfter?: string;
  body?: unknown;
  leave(): void;
}

/** Asks for a download on a connection of its own and stops reading after its first bytes, as a stalled client. */
function stalledDownload(base: string, target: string, token: string): Promise<Download> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(target, base),
      { headers: { authorization: `Bearer ${token}` }, agent: false },
      (response) => {
        const download: Download = {
          status: response.statusCode ?? 0,
          retryAfter: response.headers['retry-after'],
          leave: () => request.destroy(),
        };
        response.on('error', () => undefined);
        if (download.status === 200) {
          response.once('data', () => {
            response.pause();
            resolve(download);
          });
          return;
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve(Object.assign(download, { body: JSON.parse(text) as unknown })));
      },
    );
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
  });
}

/** What a download over the bounds is answered, the user's or the instance's. */
const TOO_MANY_DOWNLOADS = {
  status: 503,
  retryAfter: expect.stringMatching(/^\d+$/),
  body: {
    status: 503,
    response: ['Too many downloads are under way right now. Please try again in a moment.'],
  },
};

/** A list's first page: an unpaged list is a download, which takes one of its user's download slots. */
const FIRST_PAGE = { page: '1' };

/** `count` downloads asked one after the other: the cluster hands each connection to the next worker. */
async function oneByOne(count: number, ask: () => Promise<Download>): Promise<Download[]> {
  const downloads: Download[] = [];
  for (let index = 0; index < count; index++) downloads.push(await ask());
  return downloads;
}

const describeEngine = (engine: Engine) => (engine === 'postgres' && !PG_URL ? describe.skip : describe);

for (const engine of ENGINES) {
  describeEngine(engine)(`npm start with WORKERS=2 [${engine}]`, () => {
    let cluster: Started;
    let store: Store;
    let admin = '';
    let candidate = '';
    const base = () => cluster.baseUrl;

    beforeAll(async () => {
      store = await freshStore(engine);
      candidate = await candidateWithVideo(store);
      const bounds = Object.fromEntries(Object.entries(SLOTS).map(([name, value]) => [name, String(value)]));
      // Stalled downloads stay under way for the test's length, not cut after the default 30 s.
      cluster = await start(store, { WORKERS: '2', ...bounds, SEND_TIMEOUT: '600' }, 2);
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

    it('bounds the downloads of a user and of the instance across the workers', async () => {
      const target = callPath('candidateDataExport', { id: candidate });
      const first = await administrator(base(), admin, '127.0.0.4');
      const second = await administrator(base(), admin, '127.0.0.5');
      const download = (token: string) => () => stalledDownload(base(), target, token);
      const held: Download[] = [];
      try {
        held.push(...(await oneByOne(SLOTS.STREAMS_PER_USER, download(first))));
        expect(held.map((each) => each.status)).toEqual([200, 200]);
        // Asked in turn, one of them lands on either worker: neither takes a third.
        const mine = await oneByOne(2, download(first));
        held.push(...mine);
        expect(mine).toEqual([
          expect.objectContaining(TOO_MANY_DOWNLOADS),
          expect.objectContaining(TOO_MANY_DOWNLOADS),
        ]);
        held.push(await download(second)());
        expect(held.at(-1)?.status).toBe(200);
        // The instance's three are taken: the second user, with one of two, gets none on either worker.
        const instance = await oneByOne(2, download(second));
        held.push(...instance);
        expect(instance).toEqual([
          expect.objectContaining(TOO_MANY_DOWNLOADS),
          expect.objectContaining(TOO_MANY_DOWNLOADS),
        ]);
      } finally {
        for (const each of held) each.leave();
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
          answers.push((await call(base(), 'GET', 'userList', { token: admin, query: FIRST_PAGE })).status);
          await new Promise((resolve) => setImmediate(resolve));
        }
        expect(new Set(answers)).toEqual(new Set([200]));
        await cluster.until(() => cluster.said('worker replaced').length === 1, 'the replacement');
        expect(cluster.said('worker died; starting another').map((line) => line.worker)).toEqual([other]);
        const answered = await together(4, () =>
          call(base(), 'GET', 'userList', { token: admin, query: FIRST_PAGE }),
        );
        expect(answered.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
        // The jobs stayed with their worker: no second start-time sweep.
        expect(cluster.said('retention sweep done').map((line) => line.pid)).toEqual([jobs]);
      },
      2 * WAIT_MS,
    );

    it(
      "bounds a user's live-update streams across the workers, and frees a dead worker's",
      async () => {
        const user = await administrator(base(), admin, '127.0.0.6');
        const bound = SLOTS.EVENT_STREAMS_PER_USER;
        const streams: EventStream[] = [];
        const replaced = cluster.said('worker replaced').length;
        const open = async () => {
          const stream = await EventStream.connect({ baseUrl: base() }, user);
          streams.push(stream);
          return stream;
        };
        try {
          for (let index = 0; index < bound; index++) expect((await open()).status).toBe(200);
          // Asked in turn, one of them lands on either worker: neither takes another.
          for (const refused of [await open(), await open()]) {
            expect(refused.status).toBe(429);
            expect(refused.body).toEqual({
              status: 429,
              response: [
                expect.stringContaining('Too many live-update connections are open for your account'),
              ],
            });
          }
          // The streams the dead worker served end; the primary frees their slots, and no more.
          const served = streams.filter((stream) => stream.status === 200);
          const deaths = cluster.said('worker died; starting another').length;
          process.kill(cluster.servers().at(-1) ?? 0, 'SIGKILL');
          await cluster.until(
            () => cluster.said('worker died; starting another').length > deaths,
            'the death',
          );
          await Promise.any(served.map((stream) => stream.until(() => stream.ended, 'its end')));
          const reopened: number[] = [];
          while (reopened.length <= bound && !reopened.includes(429)) reopened.push((await open()).status);
          const died = served.filter((stream) => stream.ended).length;
          expect(reopened).toEqual([...Array<number>(died).fill(200), 429]);
        } finally {
          for (const stream of streams) stream.close();
        }
        await cluster.until(() => cluster.said('worker replaced').length > replaced, 'the replacement');
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
