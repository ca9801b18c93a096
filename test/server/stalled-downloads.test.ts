import fs from 'node:fs/promises';
import http from 'node:http';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, insertCompany, insertVacancy } from './fixtures';
import {
  ADMIN,
  callPath,
  copyStore,
  describeEachDatabase,
  emptyStore,
  ENGINES,
  PG_URL,
  serveApi,
  type Engine,
  type Store,
  type TestApi,
} from './harness';
import { buildRecords } from './lists/records';
import { continueIds, insertKeyed } from './lists/write';

/**
 * Issue 27, item 2: a client that stops reading a download (an unpaged list, an export) holds no database
 * connection and no transaction, the downloads under way are bounded per user and per instance (503 with
 * Retry-After beyond), and a client that stops reading is cut after SEND_TIMEOUT.
 */

/**
 * Far more than the socket buffers take for a client that does not read: about 7 MB of CSV, where loopback's
 * buffers took about 4 MB (with 20,000 candidates the server sent the whole file before the client stalled).
 */
const CANDIDATES = 60_000;

/** What a stalled client reads before it stops, as the slow readers did. */
const READ_BEFORE_STALL = 1024;

/** The bound the issue names for other calls while clients stall (a single call on an idle server: ~10 ms). */
const OTHER_CALL_MS = 1000;

interface Download {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** What arrived so far. */
  text: () => string;
  /** Whether the whole answer arrived. */
  complete: () => boolean;
  /** Resolves when the answer ends or its connection closes (a paused client notices only as it reads on). */
  closed: Promise<void>;
  readOn: () => void;
  leave: () => void;
}

/** A candidate export that reads about 1 KB and then stops reading, as a stalled client does. */
function stalledExport(api: TestApi, token: string): Promise<Download> {
  const url = new URL(`${callPath('candidateList', { status: 'all' })}?format=csv`, api.baseUrl);
  return new Promise((resolve, reject) => {
    let text = '';
    let stalled = false;
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      const closed = new Promise<void>((done) => response.once('close', done));
      const download: Download = {
        status: response.statusCode ?? 0,
        headers: response.headers,
        text: () => text,
        complete: () => response.complete,
        closed,
        readOn: () => response.resume(),
        leave: () => request.destroy(),
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (text.length >= READ_BEFORE_STALL && !stalled) {
          stalled = true;
          response.pause();
          resolve(download);
        }
      });
      response.on('error', () => undefined);
      response.on('end', () => resolve(download));
    });
    request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
  });
}

/** A store with the candidates written, and no server open on it any more. */
async function seededStore(engine: Engine): Promise<Store> {
  const store = await emptyStore(engine);
  const api = await serveApi(store);
  const records = buildRecords({
    companies: 4,
    users: 10,
    vacancies: 20,
    candidates: CANDIDATES,
    names: 54,
    passwordHash: 'not used',
  });
  await insertKeyed(api.db, records);
  await continueIds(api.db, api.server.ctx.engine);
  await api.server.close();
  return store;
}

/** Per engine, the candidates are written once; each suite starts its server on a copy of that store. */
const seeded = new Map<Engine, Store>();

beforeAll(async () => {
  for (const engine of ENGINES) seeded.set(engine, await seededStore(engine));
}, 240_000);

afterAll(async () => {
  for (const store of seeded.values()) {
    await store.drop();
    await fs.rm(store.dataDir, { recursive: true, force: true });
  }
});

function seededCopy(engine: Engine): Promise<Store> {
  const store = seeded.get(engine);
  if (!store) throw new Error(`no seeded ${engine} store`);
  return copyStore(store);
}

/** How long a call took, in milliseconds, checked to answer 200. */
async function timed(call: () => Promise<{ status: number }>): Promise<number> {
  const started = performance.now();
  const answer = await call();
  expect(answer.status).toBe(200);
  return performance.now() - started;
}

(PG_URL ? describe : describe.skip)('12 stalled exports [postgres]', () => {
  let api: TestApi;
  let admin = '';
  let other = '';
  const downloads: Download[] = [];

  beforeAll(async () => {
    // Limits above 12: the design, not the bound on downloads, is what keeps the other calls answering.
    api = await serveApi(await seededCopy('postgres'), {
      STREAMS_PER_USER: '20',
      STREAMS_PER_INSTANCE: '20',
    });
    admin = await api.login(ADMIN.email, ADMIN.password);
    const company = await insertCompany(api);
    await insertVacancy(api, company.id);
    ({ token: other } = await addUser(api, admin, {
      user_role: 'CustomerAdmin',
      company_uuid: company.company_uid,
    }));
    return async () => {
      for (const download of downloads) download.leave();
      await api.close();
    };
  }, 120_000);

  it('leaves sign-in and another company’s vacancy page answering within 1 s, no transaction held', async () => {
    // Kept as they start, so that the teardown lets go of them even when some never answer.
    const started = Array.from({ length: 12 }, () =>
      stalledExport(api, admin).then((download) => (downloads.push(download), download)),
    );
    await Promise.all(started);
    expect(downloads.map((download) => download.status)).toEqual(Array.from({ length: 12 }, () => 200));
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      times.push(await timed(() => api.call('POST', 'login', {}, { json: signIn })));
      times.push(
        await timed(() =>
          api.call('GET', 'vacancyList', { type: 'all' }, { token: other, query: { page: 1 } }),
        ),
      );
    }
    expect(times.filter((ms) => ms >= OTHER_CALL_MS)).toEqual([]);
    expect(await idleInTransaction(api)).toBe(0);
    // A stalled download that reads on gets the whole file.
    const [first] = downloads;
    first?.readOn();
    await first?.closed;
    expect(first?.complete()).toBe(true);
    expect(first?.text().split('\r\n').length).toBeGreaterThan(CANDIDATES);
  }, 60_000);
});

const signIn = { email: ADMIN.email, password: ADMIN.password, user_role: 'SuperAdmin' };

/** Connections to the server's database that sit in an open transaction, waiting. */
async function idleInTransaction(api: TestApi): Promise<number> {
  const client = new pg.Client({ connectionString: api.server.ctx.config.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_stat_activity
       WHERE datname = current_database() AND state LIKE 'idle in transaction%'`,
    );
    return rows[0]?.count ?? -1;
  } finally {
    await client.end();
  }
}

describeEachDatabase(
  'downloads per user',
  (api) => {
    let admin = '';

    beforeAll(async () => {
      admin = await api().login(ADMIN.email, ADMIN.password);
    });

    it('answers 503 with Retry-After beyond two at once, in the caller’s language, and again once one ends', async () => {
      const held = [await stalledExport(api(), admin), await stalledExport(api(), admin)];
      expect(held.map((download) => download.status)).toEqual([200, 200]);
      const refused = await api().call(
        'GET',
        'candidateList',
        { status: 'all' },
        { token: admin, query: { format: 'csv' }, lang: 'de' },
      );
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toEqual({
        status: 503,
        response: ['Gerade laufen zu viele Downloads. Bitte versuchen Sie es gleich erneut.'],
      });
      // An unpaged JSON list is a download too; a page is not.
      const unpaged = await api().call('GET', 'candidateList', { status: 'all' }, { token: admin });
      expect(unpaged.status).toBe(503);
      const page = await api().call(
        'GET',
        'candidateList',
        { status: 'all' },
        { token: admin, query: { page: 1 } },
      );
      expect(page.status).toBe(200);

      held[0]?.leave();
      await held[0]?.closed;
      const again = await untilAccepted(() => stalledExport(api(), admin));
      expect(again.status).toBe(200);
      for (const download of [...held, again]) download.leave();
    }, 60_000);
  },
  { STREAMS_PER_USER: '2' },
  seededCopy,
);

/** The download, asked again while the server has not yet seen the last one leave (its slot is freed then). */
async function untilAccepted(start: () => Promise<Download>): Promise<Download> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const download = await start();
    if (download.status !== 503 || Date.now() > deadline) return download;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeEachDatabase(
  'a client that stops reading',
  (api) => {
    let admin = '';

    beforeAll(async () => {
      admin = await api().login(ADMIN.email, ADMIN.password);
    });

    it('is cut after SEND_TIMEOUT: its slot is free again, and it reads on to a broken-off file', async () => {
      const stalled = await stalledExport(api(), admin);
      expect(stalled.status).toBe(200);
      // Its one slot comes back when the server cuts it; without a send timeout only when the client leaves.
      const next = await untilAccepted(() => stalledExport(api(), admin));
      expect(next.status).toBe(200);
      next.leave();
      stalled.readOn();
      await stalled.closed;
      expect(stalled.complete()).toBe(false);
    }, 60_000);
  },
  { SEND_TIMEOUT: '1', STREAMS_PER_USER: '1' },
  seededCopy,
);
