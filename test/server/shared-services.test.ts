import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLE } from '../../server/platform/throttle';
import { createPgDatabase, PG_URL, REDIS_URL, serveApi, type TestApi } from './harness';

const RATE_LIMIT = 4;
const signIn = (email: string) => ({ email, password: 'wrong-guess', user_role: 'SuperAdmin' });

/**
 * Issue 13: instances behind one load balancer, on one PostgreSQL database and one Redis, count a client's
 * sign-in calls and an account's failed passwords together: a client cannot double its tries by landing on
 * another instance.
 */
describe.skipIf(!PG_URL || !REDIS_URL)('two instances on one PostgreSQL database and one Redis', () => {
  const instances: TestApi[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    const database = await createPgDatabase();
    dropDatabase = database.drop;
    // Keys of this test alone, shared by both instances as one platform's are.
    const env = { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: `recruit-test:${randomUUID()}:` };
    for (const _instance of [1, 2]) {
      const store = {
        dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-instance-')),
        databaseUrl: database.url,
        drop: async () => undefined,
      };
      instances.push(await serveApi(store, { ...env, LOGIN_RATE_LIMIT: String(RATE_LIMIT) }));
    }
  });
  afterAll(async () => {
    for (const api of instances) await api.close();
    await dropDatabase();
  });

  const instance = (index: number) => {
    const api = instances[index % instances.length];
    if (!api) throw new Error('instances not started');
    return api;
  };

  it('are both ready, with Redis', async () => {
    for (const api of instances) {
      const ready = await api.call('GET', { path: '/api/ready' });
      expect(ready.body.response).toEqual({ database: 'ok', storage: 'ok', redis: 'ok' });
    }
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
    for (let attempt = 0; attempt < ACCOUNT_THROTTLE.limit; attempt++) {
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
