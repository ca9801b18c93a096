import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { memoryThrottle, PASSWORD_THROTTLE, type PasswordTry } from '../platform/throttle';
import type { Question, RateLimitAnswer, RateLimitRoute, ThrottleAnswer } from './protocol';

/**
 * The state the primary keeps for all its workers: the sign-in rate limits (the plugin's own memory store, one
 * per route) and the account throttle (memoryThrottle), each counted once for the cluster, as one process
 * counted them before. Tries a dead worker left unsettled stay counted as failures and age out with the window.
 */
export function clusterServices() {
  const stores = new Map<string, FastifyRateLimitStore>();
  const throttle = memoryThrottle(PASSWORD_THROTTLE);
  const tries = new Map<number, { worker: number; attempt: PasswordTry }>();
  let lastTry = 0;

  const storeOf = (route: RateLimitRoute) => {
    let store = stores.get(route.name);
    if (!store) {
      store = new LocalStore(route.continueExceeding, route.exponentialBackoff, route.cache);
      stores.set(route.name, store);
    }
    return store;
  };

  return {
    async answer(worker: number, question: Question): Promise<RateLimitAnswer | ThrottleAnswer> {
      if (question.service === 'rate-limit') {
        const { route, key, timeWindow, max } = question;
        return new Promise((resolve, reject) =>
          storeOf(route).incr(
            key,
            (error, result) => (result ? resolve(result) : reject(error ?? new Error('no count'))),
            timeWindow,
            max,
          ),
        );
      }
      const attempt = await throttle.attempt(question.account, question.address);
      if (attempt.wait > 0) return { wait: attempt.wait };
      tries.set(++lastTry, { worker, attempt });
      return { wait: 0, attempt: lastTry };
    },
    async settle(id: number, outcome: 'succeeded' | 'refund'): Promise<void> {
      const held = tries.get(id);
      tries.delete(id);
      await held?.attempt[outcome]();
    },
    /** A worker is gone: its unsettled tries stay counted. */
    forget(worker: number): void {
      for (const [id, held] of tries) if (held.worker === worker) tries.delete(id);
    },
  };
}

export type ClusterServices = ReturnType<typeof clusterServices>;
