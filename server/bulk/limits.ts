import type { FastifyRequest } from 'fastify';
import { actorOf } from '../platform/routes';
import type { App, Context } from '../platform/context';
import { ApiError, unavailable } from '../platform/errors';

/** Bulk calls under way at once: one per user, and a few per instance (each holds a connection per chunk). */
const BULK_SLOTS = { perKey: 1, total: 4 };
/** What a user whose previous bulk call still runs is told to wait, in seconds: a large call takes about this. */
const RUNNING_RETRY_SECONDS = 5;

/**
 * How often and how many at once a user may send bulk calls (issue 27): one user looping "all matching" updates
 * must not slow every other company down. The rate is counted per signed-in user across all bulk calls (with
 * Redis, across the instances too); the calls under way, in this instance (all its workers).
 */
export function bulkLimits(app: App, ctx: Context) {
  const rate = app.createRateLimit({
    max: ctx.config.BULK_RATE_LIMIT,
    timeWindow: '1 minute',
    keyGenerator: (request) => `bulk:${actorOf(request).uid}`,
  });
  const running = ctx.slots('bulk', BULK_SLOTS);
  return {
    /** An onRequest hook, after the sign-in check: 429 with Retry-After beyond the rate. */
    async rate(request: FastifyRequest) {
      const limit = await rate(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      throw new ApiError(429, [{ key: 'api.bulk_too_often', params: { smart_count: limit.ttlInSeconds } }], {
        'retry-after': String(limit.ttlInSeconds),
      });
    },
    /** Runs `work` in the user's one slot: 429 while their previous call runs, 503 while the instance is full. */
    async one<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
      const slot = await running.take(actorOf(request).uid);
      if ('full' in slot) {
        if (slot.full === 'all') throw unavailable();
        throw new ApiError(429, [{ key: 'api.bulk_running' }], {
          'retry-after': String(RUNNING_RETRY_SECONDS),
        });
      }
      try {
        return await work();
      } finally {
        slot.release();
      }
    },
  };
}

export type BulkLimits = ReturnType<typeof bulkLimits>;
