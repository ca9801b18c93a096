import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shared } from '../../i18n';
import { sqliteFile } from '../../server/db/connect';
import { isOutage } from '../../server/platform/outages';
import { pngFile } from './fixtures';
import { ADMIN, freshStore, PG_URL, serveApi, startApi, type Answer, type TestApi } from './harness';
import { startS3, type S3Server } from './s3';

/**
 * Issue 27, item 4: a call that fails because the database, the media store or Redis cannot be reached
 * answers 503 with Retry-After in the caller's language, so that the app shows its "unreachable" banner and
 * tries its reads again; and the same calls pass once the service is back.
 */

const UNAVAILABLE = { en: shared.english.api.unavailable, de: shared.german.api.unavailable };

function expectUnavailable(answer: Answer, lang: keyof typeof UNAVAILABLE) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(503);
  expect(answer.body).toEqual({ status: 503, response: [UNAVAILABLE[lang]] });
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

/** The add-customer form of a new customer, with its logo. */
function customerForm(): FormData {
  const form = new FormData();
  const name = `Customer ${randomUUID().slice(0, 8)}`;
  const fields = { company_name: name, company_email: `${randomUUID()}@firma.de`, folder_name: name };
  for (const [key, value] of Object.entries({ ...fields, folder_id: randomUUID() })) form.append(key, value);
  form.append('company_logo', pngFile());
  return form;
}

/** Polls `call` until it answers 200, for at most 30 s (a busy machine), and answers that answer. */
async function answersAgain(call: () => Promise<Answer>): Promise<Answer> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const answer = await call();
    if (answer.status === 200 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A connection to the shared server for what only an operator does: closing the test's own database. */
async function asOperator(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

describe.skipIf(!PG_URL)('PostgreSQL out of reach [postgres]', () => {
  let api: TestApi | undefined;
  let database = '';
  let token = '';
  const server = () => api ?? expect.fail('server not started');
  const users = (lang: keyof typeof UNAVAILABLE) => server().call('GET', 'userList', {}, { token, lang });
  const allowConnections = (allowed: boolean) =>
    asOperator((client) =>
      client.query(`ALTER DATABASE ${database} ALLOW_CONNECTIONS ${allowed ? 'true' : 'false'}`),
    );

  beforeAll(async () => {
    const store = await freshStore('postgres');
    database = new URL(store.databaseUrl ?? '').pathname.slice(1);
    api = await serveApi(store);
    token = await server().login(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    if (database) await allowConnections(true);
    await api?.close();
  });

  it('answers 503 with Retry-After in English and German while its database refuses, and 200 once it is back', async () => {
    expect((await users('en')).status).toBe(200);
    // This test's own database only: closed to new connections, and its open ones ended.
    await allowConnections(false);
    await asOperator((client) =>
      client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      ),
    );
    expectUnavailable(await users('en'), 'en');
    expectUnavailable(await users('de'), 'de');
    await allowConnections(true);
    expect((await answersAgain(() => users('en'))).status).toBe(200);
  });
});

describe('SQLite locked by another process [sqlite]', () => {
  let api: TestApi | undefined;
  let token = '';
  const server = () => api ?? expect.fail('server not started');

  beforeAll(async () => {
    api = await startApi('sqlite');
    token = await server().login(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers a write 503 with Retry-After once its wait for the lock runs out, and takes it after', async () => {
    const add = () =>
      server().call('POST', 'companyRegister', {}, { token, form: customerForm(), lang: 'de' });
    // A writer elsewhere (a script, a second server on the same file) holding the database past the timeout.
    const other = new SQLite(sqliteFile(server().dataDir));
    other.exec('BEGIN EXCLUSIVE');
    try {
      expectUnavailable(await add(), 'de');
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await add()).status).toBe(200);
  });
});

describe('the media store out of reach [s3]', () => {
  let s3: S3Server | undefined;
  let api: TestApi | undefined;
  let token = '';
  const server = () => api ?? expect.fail('server not started');
  const register = (lang: keyof typeof UNAVAILABLE) =>
    server().call('POST', 'companyRegister', {}, { token, form: customerForm(), lang });

  beforeAll(async () => {
    s3 = await startS3();
    api = await startApi('sqlite', s3.env);
    token = await server().login(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  it('answers a customer with a logo 503 with Retry-After while the store is down, and 200 once it is back', async () => {
    const store = s3 ?? expect.fail('no store');
    expect((await register('en')).status).toBe(200);
    await store.stop();
    expectUnavailable(await register('en'), 'en');
    expectUnavailable(await register('de'), 'de');
    await store.start();
    expect((await answersAgain(() => register('en'))).status).toBe(200);
  });
});

it('counts Redis out of reach as an outage, as ioredis reports it to a call without a fallback', async () => {
  // A port nothing listens on: the listener is closed again at once.
  const redis = new Redis({
    port: 1,
    lazyConnect: true,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  const error: unknown = await redis.ping().catch((failure: unknown) => failure);
  redis.disconnect();
  expect(error).toBeInstanceOf(Error);
  expect(isOutage(error)).toBe(true);
});
