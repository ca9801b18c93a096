import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_THROTTLE,
  memoryThrottle,
  redisThrottle,
  waitAfter,
  type AccountThrottle,
  type ThrottlePolicy,
} from '../../server/platform/throttle';
import { addUser, insertCompany } from './fixtures';
import { ADMIN, describeEachDatabase, REDIS_URL } from './harness';

const THROTTLED = {
  english: 'Too many failed attempts for this account. Please try again in 1 minute.',
  german: 'Zu viele fehlgeschlagene Versuche für dieses Konto. Bitte versuchen Sie es in 1 Minute erneut.',
};
const signIn = (email: string, password: string) => ({ email, password, user_role: 'SuperAdmin' });
/** A different client machine for each attempt: 127.0.0.2, 127.0.0.3, ... */
const address = (index: number) => `127.0.0.${2 + (index % 250)}`;

/** The policy holds the same in one process's memory and, across instances, on Redis (TEST_REDIS_URL). */
const STORES: [string, (policy: ThrottlePolicy, now: () => number) => AccountThrottle][] = [
  ['in memory', (policy, now) => memoryThrottle(policy, now)],
];
if (REDIS_URL) {
  const url = REDIS_URL;
  const clients: Redis[] = [];
  afterAll(() => Promise.all(clients.map((client) => client.quit())));
  STORES.push([
    'on Redis',
    (policy, now) => {
      // Keys of this throttle alone: other tests and test files count on the same Redis.
      const redis = new Redis(url, { keyPrefix: `recruit-test:${randomUUID()}:` });
      clients.push(redis);
      return redisThrottle(redis, policy, now);
    },
  ]);
} else {
  describe.skip('the account throttle policy on Redis (skipped: TEST_REDIS_URL is not set)', () => undefined);
}

describe.each(STORES)('the account throttle policy %s', (_store, throttleOf) => {
  const clockAt = () => {
    const clock = { now: 0 };
    return { clock, throttle: throttleOf(ACCOUNT_THROTTLE, () => clock.now) };
  };
  const tries = async (throttle: AccountThrottle, account: string, count: number) => {
    const waits = [];
    for (let index = 0; index < count; index++) waits.push(await throttle.attempt(account));
    return waits;
  };

  it('lets 10 tries through, then waits a minute, twice as long after each further failure', async () => {
    const { clock, throttle } = clockAt();
    expect(await tries(throttle, 'a@x.test', ACCOUNT_THROTTLE.limit)).toEqual(Array(10).fill(0));
    const waits: number[] = [];
    for (let more = 0; more < 4; more++) {
      const wait = await throttle.attempt('a@x.test');
      waits.push(wait);
      clock.now += wait * 1000;
      expect(await throttle.attempt('a@x.test')).toBe(0);
    }
    expect(waits).toEqual([60, 120, 240, 480]);
    expect(await throttle.attempt('b@x.test')).toBe(0);
  });

  it('lets a burst of tries at once through up to the limit only, and clears an account on success', async () => {
    const { throttle } = clockAt();
    const burst = await Promise.all(Array.from({ length: 30 }, () => throttle.attempt('a@x.test')));
    expect(burst.filter((wait) => wait === 0)).toHaveLength(ACCOUNT_THROTTLE.limit);
    await tries(throttle, 'c@x.test', 12);
    await throttle.succeeded('c@x.test');
    expect(await throttle.attempt('c@x.test')).toBe(0);
  });

  it('waits out the window after many failures, and then lets the account try again', async () => {
    const { clock, throttle } = clockAt();
    await tries(throttle, 'd@x.test', ACCOUNT_THROTTLE.limit + 6);
    clock.now += ACCOUNT_THROTTLE.windowMs + 1;
    expect(await throttle.attempt('d@x.test')).toBe(0);
  });
});

describe('the account throttle policy', () => {
  it('on Redis, holds in memory while Redis does not answer', async () => {
    // Nothing listens on port 1: every call to Redis fails.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true });
    redis.on('error', () => undefined);
    try {
      const throttle = redisThrottle(redis, ACCOUNT_THROTTLE, () => 0);
      const waits = [];
      for (let index = 0; index <= ACCOUNT_THROTTLE.limit; index++)
        waits.push(await throttle.attempt('e@x.test'));
      expect(waits).toEqual([...Array<number>(ACCOUNT_THROTTLE.limit).fill(0), 60]);
    } finally {
      redis.disconnect();
    }
  });

  it('never waits longer than the window: no account is locked for good', () => {
    expect(waitAfter(ACCOUNT_THROTTLE.limit - 1, ACCOUNT_THROTTLE)).toBe(0);
    expect(waitAfter(ACCOUNT_THROTTLE.limit + 4, ACCOUNT_THROTTLE)).toBe(900_000);
    expect(waitAfter(ACCOUNT_THROTTLE.limit + 40, ACCOUNT_THROTTLE)).toBe(900_000);
  });

  it('in memory, remembers a bounded number of accounts, forgetting the longest quiet first', async () => {
    const policy = { ...ACCOUNT_THROTTLE, maxAccounts: 2 };
    const throttle = memoryThrottle(policy, () => 0);
    for (const account of ['a', 'b', 'c']) {
      for (let index = 0; index < policy.limit; index++) await throttle.attempt(account);
    }
    expect(await throttle.attempt('a')).toBe(0);
    expect(await throttle.attempt('c')).toBeGreaterThan(0);
  });

  it('in memory, does not forget an account past the limit for made-up ones below it', async () => {
    const policy = { ...ACCOUNT_THROTTLE, maxAccounts: 2 };
    const throttle = memoryThrottle(policy, () => 0);
    for (let index = 0; index < policy.limit; index++) await throttle.attempt('victim');
    for (let index = 0; index < 10; index++) await throttle.attempt(`made-up-${index}`);
    expect(await throttle.attempt('victim')).toBeGreaterThan(0);
  });
});

describeEachDatabase('throttles per account, from any address', (api) => {
  let company = '';
  let adminToken = '';
  beforeAll(async () => {
    adminToken = await api().login(ADMIN.email, ADMIN.password);
    company = (await insertCompany(api())).company_uid;
  });
  const newUser = async (email: string) =>
    addUser(api(), adminToken, { user_role: 'StaffAdmin', company_uuid: company, email });

  it('answers 429 with Retry-After once one account has failed 10 times from 10 addresses', async () => {
    await newUser('target@throttle.test');
    await newUser('bystander@throttle.test');
    for (let attempt = 0; attempt < ACCOUNT_THROTTLE.limit; attempt++) {
      const answer = await api().callFrom(
        address(attempt),
        'POST',
        'login',
        signIn('target@throttle.test', 'wrong-guess'),
      );
      expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
    }
    const right = await api().callFrom(
      address(40),
      'POST',
      'login',
      signIn('target@throttle.test', 'secret-pass-1'),
    );
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ status: 429, response: [THROTTLED.english] });
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const german = await api().callFrom(address(41), 'POST', 'login', signIn('target@throttle.test', 'x'), {
      'accept-language': 'de',
    });
    expect(german.body.response).toEqual([THROTTLED.german]);
    const other = await api().callFrom(
      address(0),
      'POST',
      'login',
      signIn('bystander@throttle.test', 'secret-pass-1'),
    );
    expect(other.status).toBe(200);
  });

  it('throttles unknown emails the same way, so the answer tells nothing about the account', async () => {
    for (let attempt = 0; attempt < ACCOUNT_THROTTLE.limit; attempt++) {
      const answer = await api().callFrom(
        address(attempt),
        'POST',
        'login',
        signIn('nobody@throttle.test', 'guess'),
      );
      expect(answer.status).toBe(401);
    }
    const next = await api().callFrom(address(50), 'POST', 'login', signIn('nobody@throttle.test', 'guess'));
    expect(next.status).toBe(429);
    expect(next.body.response).toEqual([THROTTLED.english]);
  });

  it('counts wrong current passwords on a profile update against the account, and the sign-in with them', async () => {
    const { user, token } = await newUser('profile@throttle.test');
    const edit = (old_password: string) =>
      api().call(
        'PUT',
        'userUpdate',
        { id: user.user_uid },
        {
          token,
          json: {
            full_name: user.full_name,
            user_role: user.user_role,
            status: user.status,
            email: 'profile.new@throttle.test',
            old_password,
          },
        },
      );
    for (let attempt = 0; attempt < ACCOUNT_THROTTLE.limit; attempt++) {
      const answer = await edit('wrong-current');
      expect(answer.status, `attempt ${attempt + 1}`).toBe(400);
    }
    const throttled = await edit('secret-pass-1');
    expect(throttled.status).toBe(429);
    expect(throttled.body.response).toEqual([THROTTLED.english]);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    const login = await api().callFrom(
      address(60),
      'POST',
      'login',
      signIn('profile@throttle.test', 'secret-pass-1'),
    );
    expect(login.status).toBe(429);
    const stored = await api()
      .db.selectFrom('users')
      .select('email')
      .where('user_uid', '=', user.user_uid)
      .executeTakeFirstOrThrow();
    expect(stored.email).toBe('profile@throttle.test');
  });
});

describeEachDatabase(
  'the per-address limit, without a trusted proxy',
  (api) => {
    it('keys on the connecting address and ignores X-Forwarded-For', async () => {
      const attempt = (from: string, index: number, forwardedFor: string) =>
        api().callFrom(from, 'POST', 'login', signIn(`someone-${index}@proxy.test`, 'guess'), {
          'x-forwarded-for': forwardedFor,
        });
      const statuses = [];
      for (let index = 0; index < 4; index++)
        statuses.push((await attempt('127.0.0.7', index, `198.51.100.${index}`)).status);
      expect(statuses).toEqual([401, 401, 401, 429]);
      expect((await attempt('127.0.0.8', 9, '198.51.100.1')).status).toBe(401);
    });
  },
  { LOGIN_RATE_LIMIT: '3' },
);

describeEachDatabase(
  'the per-address limit, behind one trusted proxy (TRUST_PROXY=1)',
  (api) => {
    it('keys on the client address the proxy forwards', async () => {
      const attempt = (index: number, client: string) =>
        api().callFrom('127.0.0.9', 'POST', 'login', signIn(`client-${index}@proxy.test`, 'guess'), {
          'x-forwarded-for': client,
        });
      const first = [];
      for (let index = 0; index < 4; index++) first.push((await attempt(index, '203.0.113.1')).status);
      expect(first).toEqual([401, 401, 401, 429]);
      expect((await attempt(10, '203.0.113.2')).status).toBe(401);
      // A client cannot pose as another by adding its own X-Forwarded-For entry: one hop is trusted.
      expect((await attempt(11, '203.0.113.2, 203.0.113.1')).status).toBe(429);
    });
  },
  { LOGIN_RATE_LIMIT: '3', TRUST_PROXY: '1' },
);
