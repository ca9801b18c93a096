import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Failed password checks per account, from any address: past `limit` failures within `windowMs` the account
 * waits before its next try, one minute at first and twice as long after each further failure, never longer
 * than the window itself, so nobody is locked out for good. A success clears the account's record.
 */
export interface AccountThrottle {
  /**
   * Asks to check a password of the account: the seconds it must still wait, or 0 when it may try now. A try
   * counts as a failure from the start, until `succeeded` clears the account, so that many guesses sent at
   * once cannot all pass before the first of them has failed.
   */
  attempt(account: string): Promise<number>;
  succeeded(account: string): Promise<void>;
}

export interface ThrottlePolicy {
  limit: number;
  windowMs: number;
  firstWaitMs: number;
  /**
   * Accounts remembered at most, of those still below the limit and again of those past it: an attacker
   * spraying made-up emails cannot grow memory without bound.
   */
  maxAccounts: number;
}

export const ACCOUNT_THROTTLE: ThrottlePolicy = {
  limit: 10,
  windowMs: 15 * 60_000,
  firstWaitMs: 60_000,
  maxAccounts: 100_000,
};

/** How long to wait after the last of `failures` failures (oldest first), in ms from that failure. */
export function waitAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.limit) return 0;
  return Math.min(policy.firstWaitMs * 2 ** (failures - policy.limit), policy.windowMs);
}

/**
 * The throttle in this process's memory: one instance (several share redisThrottle). Accounts below the limit
 * and accounts past it are remembered apart, each least recently tried first, the first to forget: spraying
 * made-up emails, a failure each, forgets only accounts below the limit, never the one being guessed at.
 */
export function memoryThrottle(policy: ThrottlePolicy, now: () => number = Date.now): AccountThrottle {
  const below = new Map<string, number[]>();
  const past = new Map<string, number[]>();
  const forget = (account: string) => {
    below.delete(account);
    past.delete(account);
  };
  const recent = (account: string) => {
    const since = now() - policy.windowMs;
    return (past.get(account) ?? below.get(account) ?? []).filter((time) => time > since);
  };
  const remember = (account: string, times: number[]) => {
    const failures = times.length >= policy.limit ? past : below;
    failures.set(account, times);
    for (const oldest of failures.keys()) {
      if (failures.size <= policy.maxAccounts) break;
      failures.delete(oldest);
    }
  };
  return {
    async attempt(account) {
      const times = recent(account);
      const last = times.at(-1);
      const wait =
        last === undefined ? 0 : Math.ceil((last + waitAfter(times.length, policy) - now()) / 1000);
      if (wait > 0) return wait;
      forget(account);
      remember(account, [...times, now()]);
      return 0;
    },
    async succeeded(account) {
      forget(account);
    },
  };
}

/**
 * What memoryThrottle's attempt does, in one step on Redis so that instances trying the same account at once
 * count every try: forget tries older than the window, wait after the last one as waitAfter says, or count
 * this one. KEYS[1]: the account's tries (a sorted set by time); ARGV: now, window, limit, first wait, a name
 * for this try.
 */
const ATTEMPT = `
local key = KEYS[1]
local now, window, limit, first = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
redis.call('ZREMRANGEBYSCORE', key, '-inf', now - window)
local count = redis.call('ZCARD', key)
if count > 0 then
  local last = tonumber(redis.call('ZRANGE', key, -1, -1, 'WITHSCORES')[2])
  local wait = 0
  if count >= limit then wait = math.min(first * 2 ^ (count - limit), window) end
  local seconds = math.ceil((last + wait - now) / 1000)
  if seconds > 0 then return seconds end
end
redis.call('ZADD', key, now, ARGV[5])
redis.call('PEXPIRE', key, window)
return 0`;

/**
 * The throttle on Redis: every instance of the platform counts an account's tries together. While Redis does
 * not answer, each instance counts in its own memory (`fallback`) rather than failing the sign-in.
 */
export function redisThrottle(
  redis: Redis,
  policy: ThrottlePolicy,
  now: () => number = Date.now,
  fallback: AccountThrottle = memoryThrottle(policy, now),
): AccountThrottle {
  const key = (account: string) => `throttle:${account}`;
  return {
    async attempt(account) {
      const time = now();
      try {
        const wait = await redis.eval(
          ATTEMPT,
          1,
          key(account),
          time,
          policy.windowMs,
          policy.limit,
          policy.firstWaitMs,
          `${time}:${randomUUID()}`,
        );
        return Number(wait);
      } catch {
        return fallback.attempt(account);
      }
    },
    async succeeded(account) {
      await fallback.succeeded(account);
      await redis.del(key(account)).catch(() => undefined);
    },
  };
}
