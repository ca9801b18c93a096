import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import { slots, type SlotLimits, type Slots } from '../platform/slots';
import { memoryThrottle, PASSWORD_THROTTLE, type PasswordTry } from '../platform/throttle';
import type { Question, RateLimitAnswer, RateLimitRoute, SlotAnswer, ThrottleAnswer } from './protocol';

/**
 * The state the primary keeps for all its workers: the sign-in rate limits (the plugin's own memory store, one
 * per route), the account throttle (memoryThrottle) and the slots of calls under way (downloads, live-update
 * streams, bulk calls), each counted once for the cluster, as one process counted them before. Tries a dead
 * worker left unsettled stay counted as failures and age out with the window; its slots come free.
 */
export function clusterServices() {
  const stores = new Map<string, FastifyRateLimitStore>();
  const throttle = memoryThrottle(PASSWORD_THROTTLE);
  const tries = new Map<number, { worker: number; attempt: PasswordTry }>();
  let lastTry = 0;
  const pools = new Map<string, Slots>();
  const holders = new Map<number, { worker: number; release: () => void }>();
  let lastSlot = 0;

  const storeOf = (route: RateLimitRoute) => {
    let store = stores.get(route.name);
    if (!store) {
      store = new LocalStore(route.continueExceeding, route.exponentialBackoff, route.cache);
      stores.set(route.name, store);
    }
    return store;
  };

  /** Every worker asks with its own config's limits, the same in all: the first question's make the pool. */
  const takeSlot = async (worker: number, pool: string, limits: SlotLimits, key: string) => {
    let counted = pools.get(pool);
    if (!counted) pools.set(pool, (counted = slots(limits)));
    const taken = await counted.take(key);
    if ('full' in taken) return taken;
    holders.set(++lastSlot, { worker, release: taken.release });
    return { slot: lastSlot };
  };
  const release = (slot: number) => {
    holders.get(slot)?.release();
    holders.delete(slot);
  };

  return {
    async answer(worker: number, question: Question): Promise<RateLimitAnswer | ThrottleAnswer | SlotAnswer> {
      if (question.service === 'slot') return takeSlot(worker, question.pool, question.limits, question.key);
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
    release,
    /** A worker is gone: its unsettled tries stay counted, its slots come free (its connections died with it). */
    forget(worker: number): void {
      for (const [id, held] of tries) if (held.worker === worker) tries.delete(id);
      for (const [slot, each] of holders) if (each.worker === worker) release(slot);
    },
  };
}

export type ClusterServices = ReturnType<typeof clusterServices>;
