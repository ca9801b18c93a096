import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  memoryThrottle,
  PASSWORD_THROTTLE,
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
const { addressLimit, accountLimit } = PASSWORD_THROTTLE;

/** Redis clients of this file, each on keys of its own unless given a prefix to share (two instances). */
const redisClients: Redis[] = [];
afterAll(() => Promise.all(redisClients.map((client) => client.quit())));
const onRedis = (url: string, policy: ThrottlePolicy, prefix = `recruit-test:${randomUUID()}:`) => {
  const redis = new Redis(url, { keyPrefix: prefix });
  redisClients.push(redis);
  return redisThrottle(redis, policy);
};

/** The policy holds the same in one process's memory and, across instances, on Redis (TEST_REDIS_URL). */
const STORES: [string, (policy: ThrottlePolicy) => AccountThrottle][] = [
  ['in memory', (policy) => memoryThrottle(policy)],
];
if (REDIS_URL) {
  const url = REDIS_URL;
  STORES.push(['on Redis', (policy) => onRedis(url, policy)]);
} else {
  describe.skip('the password throttle on Redis (skipped: TEST_REDIS_URL is not set)', () => undefined);
}

/** The waits of `count` tries in a row, each a failure. */
const tries = async (throttle: AccountThrottle, account: string, from: string, count: number) => {
  const waits = [];
  for (let index = 0; index < count; index++) waits.push((await throttle.attempt(account, from)).wait);
  return waits;
};

describe.each(STORES)('the password throttle %s', (_store, throttleOf) => {
  it('lets 10 failures from one address through, then that address waits a minute; others do not', async () => {
    const throttle = throttleOf(PASSWORD_THROTTLE);
    const waits = await tries(throttle, 'a@x.test', '127.0.0.2', addressLimit + 1);
    expect(waits).toEqual([...Array<number>(addressLimit).fill(0), 60]);
    expect((await throttle.attempt('a@x.test', '127.0.0.3')).wait).toBe(0);
    expect((await throttle.attempt('b@x.test', '127.0.0.2')).wait).toBe(0);
  });

  it('lets 100 failures of one account from many addresses through, then every address waits', async () => {
    const throttle = throttleOf(PASSWORD_THROTTLE);
    for (let index = 0; index < accountLimit; index++) {
      expect((await throttle.attempt('c@x.test', `10.0.${index}.1`)).wait, `try ${index + 1}`).toBe(0);
    }
    expect((await throttle.attempt('c@x.test', '10.1.0.1')).wait).toBe(60);
    expect((await throttle.attempt('d@x.test', '10.1.0.1')).wait).toBe(0);
  });

  it('lets a burst of tries at once through up to the limit only', async () => {
    const throttle = throttleOf(PASSWORD_THROTTLE);
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => throttle.attempt('e@x.test', '127.0.0.2')),
    );
    expect(burst.filter((attempt) => attempt.wait === 0)).toHaveLength(addressLimit);
  });

  it("forgets an address's failures on success, and counts a success as no failure of the account", async () => {
    const policy = { ...PASSWORD_THROTTLE, accountLimit: addressLimit + 1 };
    const throttle = throttleOf(policy);
    await tries(throttle, 'f@x.test', '127.0.0.2', addressLimit - 1);
    await (await throttle.attempt('f@x.test', '127.0.0.2')).succeeded();
    expect(await tries(throttle, 'f@x.test', '127.0.0.2', 2)).toEqual([0, 0]);
  });

  it('does not count refunded tries: a check the server could not make is no failure', async () => {
    const throttle = throttleOf(PASSWORD_THROTTLE);
    for (let index = 0; index < 3 * addressLimit; index++) {
      const attempt = await throttle.attempt('g@x.test', '127.0.0.2');
      expect(attempt.wait).toBe(0);
      await attempt.refund();
    }
    expect(await tries(throttle, 'g@x.test', '127.0.0.2', addressLimit)).toEqual(Array(addressLimit).fill(0));
  });

  it('lets the address try again once the wait is over', async () => {
    // Seconds instead of minutes, on the real clock: Redis's clock cannot be set.
    const throttle = throttleOf({ ...PASSWORD_THROTTLE, windowMs: 3000, firstWaitMs: 1000 });
    await tries(throttle, 'h@x.test', '127.0.0.2', addressLimit);
    expect((await throttle.attempt('h@x.test', '127.0.0.2')).wait).toBe(1);
    await expect
      .poll(async () => (await throttle.attempt('h@x.test', '127.0.0.2')).wait, {
        timeout: 10_000,
        interval: 200,
      })
      .toBe(0);
  });
});

describe('the password throttle in memory', () => {
  const clockAt = (policy = PASSWORD_THROTTLE) => {
    const clock = { now: 0 };
    return { clock, throttle: memoryThrottle(policy, () => clock.now) };
  };

  it('waits a minute after the limit, twice as long after each further failure', async () => {
    const { clock, throttle } = clockAt();
    await tries(throttle, 'a@x.test', '127.0.0.2', addressLimit);
    const waits: number[] = [];
    for (let more = 0; more < 4; more++) {
      const { wait } = await throttle.attempt('a@x.test', '127.0.0.2');
      waits.push(wait);
      clock.now += wait * 1000;
      expect((await throttle.attempt('a@x.test', '127.0.0.2')).wait).toBe(0);
    }
    expect(waits).toEqual([60, 120, 240, 480]);
  });

  it('waits out the window after many failures, and then lets the address try again', async () => {
    const { clock, throttle } = clockAt();
    await tries(throttle, 'd@x.test', '127.0.0.2', addressLimit + 6);
    clock.now += PASSWORD_THROTTLE.windowMs + 1;
    expect((await throttle.attempt('d@x.test', '127.0.0.2')).wait).toBe(0);
  });

  it('does not hold back a try below the limit after the clock was set back', async () => {
    const { clock, throttle } = clockAt();
    clock.now = 10 * 60_000;
    await throttle.attempt('k@x.test', '127.0.0.2');
    clock.now = 0;
    expect((await throttle.attempt('k@x.test', '127.0.0.2')).wait).toBe(0);
  });

  it('remembers a bounded number of keys, forgetting the longest quiet first', async () => {
    const { throttle } = clockAt({ ...PASSWORD_THROTTLE, maxKeys: 2 });
    for (const account of ['a', 'b', 'c']) await tries(throttle, account, '127.0.0.2', addressLimit);
    expect((await throttle.attempt('a', '127.0.0.2')).wait).toBe(0);
    expect((await throttle.attempt('c', '127.0.0.2')).wait).toBeGreaterThan(0);
  });

  it('does not forget an account past the limit for made-up ones below it', async () => {
    const { throttle } = clockAt({ ...PASSWORD_THROTTLE, maxKeys: 2 });
    await tries(throttle, 'victim', '127.0.0.2', addressLimit);
    for (let index = 0; index < 10; index++) await throttle.attempt(`made-up-${index}`, '127.0.0.2');
    expect((await throttle.attempt('victim', '127.0.0.2')).wait).toBeGreaterThan(0);
  });
});

describe('the password throttle', () => {
  it('on Redis, holds in memory while Redis does not answer', async () => {
    // Nothing listens on port 1: every call to Redis fails.
    const redis = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, lazyConnect: true });
    redis.on('error', () => undefined);
    try {
      const throttle = redisThrottle(redis, PASSWORD_THROTTLE);
      const waits = await tries(throttle, 'e@x.test', '127.0.0.2', addressLimit + 1);
      expect(waits).toEqual([...Array<number>(addressLimit).fill(0), 60]);
    } finally {
      redis.disconnect();
    }
  });

  it.skipIf(!REDIS_URL)(
    'on Redis, goes by the clock of Redis, not of an instance that runs ahead',
    async () => {
      const prefix = `recruit-test:${randomUUID()}:`;
      const [ahead, behind] = [0, 1].map(() => onRedis(REDIS_URL ?? '', PASSWORD_THROTTLE, prefix));
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 10 * 60_000);
      try {
        expect((await ahead?.attempt('skew@x.test', '127.0.0.2'))?.wait).toBe(0);
      } finally {
        vi.useRealTimers();
      }
      expect((await behind?.attempt('skew@x.test', '127.0.0.2'))?.wait).toBe(0);
    },
  );

  it('never waits longer than the window: no account is locked for good', () => {
    expect(waitAfter(addressLimit - 1, addressLimit, PASSWORD_THROTTLE)).toBe(0);
    expect(waitAfter(addressLimit + 4, addressLimit, PASSWORD_THROTTLE)).toBe(900_000);
    expect(waitAfter(accountLimit + 40, accountLimit, PASSWORD_THROTTLE)).toBe(900_000);
  });
});

describeEachDatabase('throttles per account and address, and per account', (api) => {
  let company = '';
  let adminToken = '';
  beforeAll(async () => {
    adminToken = await api().login(ADMIN.email, ADMIN.password);
    company = (await insertCompany(api())).company_uid;
  });
  const newUser = async (email: string) =>
    addUser(api(), adminToken, { user_role: 'StaffAdmin', company_uuid: company, email });
  const tryFrom = (from: string, email: string, password: string, headers: Record<string, string> = {}) =>
    api().callFrom(from, 'POST', 'login', signIn(email, password), headers);

  it('answers 429 with Retry-After to the guessing address, and lets the owner in from their own', async () => {
    await newUser('target@throttle.test');
    for (let attempt = 0; attempt < addressLimit; attempt++) {
      const answer = await tryFrom('127.0.0.2', 'target@throttle.test', 'wrong-guess');
      expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
    }
    const right = await tryFrom('127.0.0.2', 'target@throttle.test', 'secret-pass-1');
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ status: 429, response: [THROTTLED.english] });
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const german = await tryFrom('127.0.0.2', 'target@throttle.test', 'x', { 'accept-language': 'de' });
    expect(german.body.response).toEqual([THROTTLED.german]);
    const owner = await tryFrom('127.0.0.3', 'target@throttle.test', 'secret-pass-1');
    expect(owner.status).toBe(200);
  });

  it('answers 429 from every address once one account has failed 100 times from many', async () => {
    await newUser('spread@throttle.test');
    for (let attempt = 0; attempt < accountLimit; attempt++) {
      const answer = await tryFrom(address(attempt), 'spread@throttle.test', 'wrong-guess');
      expect(answer.status, `attempt ${attempt + 1}`).toBe(401);
    }
    const owner = await tryFrom(address(accountLimit + 1), 'spread@throttle.test', 'secret-pass-1');
    expect(owner.status).toBe(429);
    expect(owner.body.response).toEqual([THROTTLED.english]);
  });

  it('throttles unknown emails the same way, so the answer tells nothing about the account', async () => {
    for (let attempt = 0; attempt < addressLimit; attempt++) {
      const answer = await tryFrom('127.0.0.4', 'nobody@throttle.test', 'guess');
      expect(answer.status).toBe(401);
    }
    const next = await tryFrom('127.0.0.4', 'nobody@throttle.test', 'guess');
    expect(next.status).toBe(429);
    expect(next.body.response).toEqual([THROTTLED.english]);
  });

  it('throttles wrong current passwords on a user update, counted with the sign-ins from that address', async () => {
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
            email: user.email,
            or_password: 'new-secret-pass-2',
            confirm_password: 'new-secret-pass-2',
            old_password,
          },
        },
      );
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt++) statuses.push((await edit('wrong-current')).status);
    expect(statuses).toEqual([
      ...Array<number>(addressLimit).fill(400),
      ...Array<number>(30 - addressLimit).fill(429),
    ]);
    const throttled = await edit('secret-pass-1');
    expect(throttled.status).toBe(429);
    expect(throttled.body.response).toEqual([THROTTLED.english]);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    // The calls came from 127.0.0.1: a sign-in from there waits too, its owner's from elsewhere does not.
    expect((await tryFrom('127.0.0.1', 'profile@throttle.test', 'secret-pass-1')).status).toBe(429);
    expect((await tryFrom('127.0.0.5', 'profile@throttle.test', 'secret-pass-1')).status).toBe(200);
    const login = await tryFrom('127.0.0.5', 'profile@throttle.test', 'new-secret-pass-2');
    expect(login.status).toBe(401);
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
