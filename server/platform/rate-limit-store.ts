import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';

type Incr = FastifyRateLimitStore['incr'];

/** Counts on Redis, and in this process's memory for each call Redis did not answer. */
class FallbackStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: FastifyRateLimitStore,
    private readonly local: FastifyRateLimitStore,
  ) {}

  incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
    this.shared.incr(
      key,
      (error, result) => (error ? this.local.incr(key, callback, timeWindow, max) : callback(null, result)),
      timeWindow,
      max,
    );
  }

  child(...route: Parameters<FastifyRateLimitStore['child']>): FastifyRateLimitStore {
    return new FallbackStore(this.shared.child(...route), this.local.child(...route));
  }
}

/**
 * The rate limits' store with Redis: every instance counts a client's calls together; while Redis does not
 * answer, each instance counts in its own memory (the plugin's skipOnError would let every call through), or in
 * `local` (its cluster's primary, with WORKERS). The plugin's own Redis and memory stores do the counting.
 */
export const redisOrMemoryStore = (
  redis: Redis,
  nameSpace: string,
  local?: FastifyRateLimitStoreCtor,
): FastifyRateLimitStoreCtor =>
  class extends FallbackStore {
    // The plugin passes its settings, defaults filled in (its types name them `{}`).
    constructor(options: RateLimitPluginOptions) {
      const { continueExceeding = false, exponentialBackoff = false, cache } = options;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        local ? new local(options) : new LocalStore(continueExceeding, exponentialBackoff, cache),
      );
    }
  };
