import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { PASSWORD_THROTTLE } from '../../server/platform/throttle';
import { addUser, PNG_1X1, pngFile, rejectUser } from './fixtures';
import { ADMIN, createPgDatabase, PG_URL, REDIS_URL, serveApi, type Store, type TestApi } from './harness';
import { startS3, type S3Server } from './s3';

const RATE_LIMIT = 4;
const signIn = (email: string) => ({ email, password: 'wrong-guess', user_role: 'SuperAdmin' });

/**
 * Issue 13: instances behind one load balancer, on one PostgreSQL database, one Redis and one S3-compatible
 * bucket, act as one: they start together on an empty database; a token, an uploaded logo and a sign-out
 * made on one hold on the other; and they count a client's sign-in calls and an account's failed passwords
 * together, so that a client cannot double its tries by landing on another instance.
 */
describe.skipIf(!PG_URL || !REDIS_URL)('two instances on one PostgreSQL database, Redis and bucket', () => {
  const instances: TestApi[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;
  let s3: S3Server | undefined;

  beforeAll(async () => {
    const database = await createPgDatabase();
    dropDatabase = database.drop;
    s3 = await startS3();
    // Keys of this test alone, shared by both instances as one platform's are.
    const env = {
      ...s3.env,
      REDIS_URL: REDIS_URL ?? '',
      REDIS_PREFIX: `recruit-test:${randomUUID()}:`,
      LOGIN_RATE_LIMIT: String(RATE_LIMIT),
    };
    // Each has a data folder of its own: all they share is the database, Redis and the bucket.
    const store = async (): Promise<Store> => ({
      dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-instance-')),
      databaseUrl: database.url,
      drop: async () => undefined,
    });
    const stores = await Promise.all([store(), store()]);
    const started = await Promise.allSettled(stores.map((each) => serveApi(each, env)));
    for (const outcome of started) if (outcome.status === 'fulfilled') instances.push(outcome.value);
    // A start that failed says why.
    expect(
      started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'started')),
    ).toEqual(['started', 'started']);
  });
  afterAll(async () => {
    for (const api of instances) await api.close();
    await dropDatabase();
    await s3?.close();
  });

  const instance = (index: number) => {
    const api = instances[index % instances.length];
    if (!api) throw new Error('instances not started');
    return api;
  };

  // Signed in once, on the first: sign-ins from this address count against RATE_LIMIT.
  let adminToken = '';
  const signedIn = async () => (adminToken ||= await instance(0).login(ADMIN.email, ADMIN.password));

  it('both started together on the empty database, which has its first administrator once', async () => {
    const admins = await instance(0)
      .db.selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('are both ready, with Redis and the bucket', async () => {
    for (const api of instances) {
      const ready = await api.call('GET', { path: '/api/ready' });
      expect(ready.body.response).toEqual({ database: 'ok', storage: 'ok', redis: 'ok' });
    }
  });

  it('take a token from one on the other', async () => {
    const token = await signedIn();
    const profile = await instance(1).call('GET', 'dashboard', {}, { token });
    expect(profile.status).toBe(200);
  });

  it('serve a logo uploaded through one from the other, byte for byte', async () => {
    const token = await signedIn();
    const form = new FormData();
    const name = `Shared ${randomUUID().slice(0, 8)}`;
    const fields = { company_name: name, company_email: `${randomUUID()}@firma.de`, folder_name: name };
    for (const [key, value] of Object.entries({ ...fields, folder_id: randomUUID() }))
      form.append(key, value);
    form.append('company_logo', pngFile());
    const added = await instance(0).call('POST', 'companyRegister', {}, { token, form });
    expect(added.status).toBe(200);
    const { company_logo } = added.body.data as { company_logo: string };
    const served = await fetch(new URL(company_logo, instance(1).baseUrl));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG_1X1);
  });

  it("end a user's session on the other once one rejects them", async () => {
    const adminToken = await signedIn();
    const { user, token } = await addUser(instance(0), adminToken, {
      user_role: 'SubAdmin',
      company_uuid: ADMINISTRATION_COMPANY_UID,
    });
    expect((await instance(1).call('GET', 'dashboard', {}, { token })).status).toBe(200);
    await rejectUser(instance(0), adminToken, user);
    const after = await instance(1).call('GET', 'dashboard', {}, { token });
    expect(after.status).toBe(401);
  });

  it("count one client's sign-in calls together", async () => {
    const statuses = [];
    for (let call = 0; call <= RATE_LIMIT; call++) {
      const answer = await instance(call).callFrom('127.0.0.9', 'POST', 'login', signIn(`c${call}@x.test`));
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(401), 429]);
  });

  it("count an account's failed passwords together, from any address", async () => {
    for (let attempt = 0; attempt < PASSWORD_THROTTLE.accountLimit; attempt++) {
      const answer = await instance(attempt).callFrom(
        `127.0.1.${attempt + 1}`,
        'POST',
        'login',
        signIn('target@x.test'),
      );
      expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
    }
    for (const index of [0, 1]) {
      const answer = await instance(index).callFrom('127.0.2.1', 'POST', 'login', signIn('target@x.test'));
      expect(answer.status).toBe(429);
    }
  });
});
