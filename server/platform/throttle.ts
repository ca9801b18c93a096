import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { accountThrottled } from './errors';

/**
 * Failed password checks, counted twice. Per account and client address: guesses from elsewhere never lock
 * the owner out of their own address. Per account from every address together, with a much higher limit:
 * guesses spread over many addresses still meet a bound. Past a limit within `windowMs`, the next try waits
 * one minute at first and twice as long after each further failure, never longer than the window itself, so
 * nobody is locked out for good.
 */
export interface ThrottlePolicy {
  /** Failures of one account from one address before that address waits. */
  addressLimit: number;
  /** Failures of one account from all addresses together before every address waits. */
  accountLimit: number;
  windowMs: number;
  firstWaitMs: number;
  /**
   * Keys remembered at most in memory, of those still below their limit and again of those past it: an
   * attacker spraying made-up emails or addresses cannot grow memory without bound.
   */
  maxKeys: number;
}

export const PASSWORD_THROTTLE: ThrottlePolicy = {
  addressLimit: 10,
  accountLimit: 100,
  windowMs: 15 * 60_000,
  firstWaitMs: 60_000,
  maxKeys: 100_000,
};

/** One password check under the throttle. */
export interface PasswordTry {
  /** Seconds to wait before trying again; 0 when this try may go ahead (it then counts as a failure). */
  wait: number;
  /** The password was right: the account's failures from this address are forgotten, and this try too. */
  succeeded(): Promise<void>;
  /** The password could not be checked (the database did not answer): this try is not counted. */
  refund(): Promise<void>;
}

export interface AccountThrottle {
  /**
   * Asks to check a password of `account` from `address`. A try counts as a failure from the start, until
   * its `succeeded` or `refund`, so that many guesses sent at once cannot all pass before the first has failed.
   */
  attempt(account: string, address: string): Promise<PasswordTry>;
}

/**
 * Checks a password under the throttle: 429 while the account must wait. `check` answers what a right
 * password gives, or false; should it throw (the database did not answer), the try is refunded, so that an
 * outage never counts as failed sign-ins.
 */
export async function checkThrottled<T>(
  throttle: AccountThrottle,
  account: string,
  address: string,
  check: () => Promise<T | false>,
): Promise<T | false> {
  const attempt = await throttle.attempt(account, address);
  if (attempt.wait > 0) throw accountThrottled(attempt.wait);
  let result: T | false;
  try {
    result = await check();
  } catch (error) {
    await attempt.refund();
    throw error;
  }
  if (result !== false) await attempt.succeeded();
  return result;
}

/** How long to wait after the last of `failures` failures, in ms from that failure. */
export function waitAfter(failures: number, limit: number, policy: ThrottlePolicy): number {
  if (failures < limit) return 0;
  return Math.min(policy.firstWaitMs * 2 ** (failures - limit), policy.windowMs);
}

/** The key of an account's failures from one address: unambiguous whatever either holds. */
const pairKey = (account: string, address: string) => JSON.stringify([account, address]);

const noop = async () => undefined;
const waiting = (wait: number): PasswordTry => ({ wait, succeeded: noop, refund: noop });

/**
 * Failure times per key (oldest first) within the window, in memory. Keys below the limit and keys past it
 * are remembered apart, each least recently tried first, the first to forget: spraying made-up keys, a
 * failure each, forgets only keys below the limit, never the one being guessed at.
 */
function failureLog(limit: number, policy: ThrottlePolicy, now: () => number) {
  const below = new Map<string, number[]>();
  const past = new Map<string, number[]>();
  const recent = (key: string) => {
    const since = now() - policy.windowMs;
    return (past.get(key) ?? below.get(key) ?? []).filter((time) => time > since);
  };
  const store = (key: string, times: number[]) => {
    below.delete(key);
    past.delete(key);
    if (times.length === 0) return;
    const failures = times.length >= limit ? past : below;
    failures.set(key, times);
    for (const oldest of failures.keys()) {
      if (failures.size <= policy.maxKeys) break;
      failures.delete(oldest);
    }
  };
  return {
    /** In ms from now; none below the limit, whatever the clock did since the last failure. */
    wait(key: string): number {
      const times = recent(key);
      const last = times.at(-1);
      if (last === undefined || times.length < limit) return 0;
      return last + waitAfter(times.length, limit, policy) - now();
    },
    add: (key: string, time: number) => store(key, [...recent(key), time]),
    remove(key: string, time: number) {
      const times = recent(key);
      const index = times.indexOf(time);
      if (index >= 0) store(key, times.toSpliced(index, 1));
    },
    clear: (key: string) => store(key, []),
  };
}

/** The throttle in this process's memory: one instance (several share redisThrottle). */
export function memoryThrottle(policy: ThrottlePolicy, now: () => number = Date.now): AccountThrottle {
  const byAddress = failureLog(policy.addressLimit, policy, now);
  const byAccount = failureLog(policy.accountLimit, policy, now);
  return {
    async attempt(account, address) {
      const pair = pairKey(account, address);
      const wait = Math.ceil(Math.max(byAddress.wait(pair), byAccount.wait(account), 0) / 1000);
      if (wait > 0) return waiting(wait);
      const time = now();
      byAddress.add(pair, time);
      byAccount.add(account, time);
      return {
        wait: 0,
        async succeeded() {
          byAddress.clear(pair);
          byAccount.remove(account, time);
        },
        async refund() {
          byAddress.remove(pair, time);
          byAccount.remove(account, time);
        },
      };
    },
  };
}

/**
 * What memoryThrottle's attempt does, in one step on Redis so that instances trying the same account at once
 * count every try, on Redis's clock (TIME, allowed in scripts since Redis 5) so that instances whose clocks
 * differ agree: forget failures older than the window, wait after the last one as waitAfter says, or count
 * this try under both keys. KEYS: the account's failures from the address, from everywhere (sorted sets by
 * time); ARGV: window, first wait, the address limit, the account limit, a name for this try.
 */
const ATTEMPT = `
local window, first = tonumber(ARGV[1]), tonumber(ARGV[2])
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local function wait(key, limit)
  redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
  local count = redis.call('ZCARD', key)
  if count < limit then return 0 end
  local last = tonumber(redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')[2])
  return last + math.min(first * 2 ^ (count - limit), window) - now
end
local longest = math.max(wait(KEYS[1], tonumber(ARGV[3])), wait(KEYS[2], tonumber(ARGV[4])))
if longest > 0 then return math.ceil(longest / 1000) end
for _, key in ipairs(KEYS) do
  redis.call('ZADD', key, now, ARGV[5])
  redis.call('PEXPIRE', key, window)
end
return 0`;

/**
 * The throttle on Redis: every instance of the platform counts an account's tries together. While Redis does
 * not answer, each instance counts in its own memory (`fallback`) rather than failing the sign-in.
 */
export function redisThrottle(
  redis: Redis,
  policy: ThrottlePolicy,
  fallback: AccountThrottle = memoryThrottle(policy),
): AccountThrottle {
  // Best effort: should Redis not answer, the try stays counted and ages out with the window.
  const settle = (batch: ReturnType<Redis['multi']>) => batch.exec().then(noop, noop);
  return {
    async attempt(account, address) {
      const pair = `throttle:address:${pairKey(account, address)}`;
      const whole = `throttle:account:${account}`;
      const name = randomUUID();
      let wait: number;
      try {
        const { windowMs, firstWaitMs, addressLimit, accountLimit } = policy;
        const args = [windowMs, firstWaitMs, addressLimit, accountLimit, name];
        wait = Number(await redis.eval(ATTEMPT, 2, pair, whole, ...args));
      } catch {
        return fallback.attempt(account, address);
      }
      if (wait > 0) return waiting(wait);
      return {
        wait: 0,
        succeeded: () => settle(redis.multi().del(pair).zrem(whole, name)),
        refund: () => settle(redis.multi().zrem(pair, name).zrem(whole, name)),
      };
    },
  };
}
