import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { PresenceRelay } from '../presence/presence';
import { slots, type SlotLimits, type Slots } from '../platform/slots';
import {
  memoryThrottle,
  type AccountThrottle,
  type PasswordTry,
  type ThrottlePolicy,
} from '../platform/throttle';
import type { PrimaryLink } from './link';
import type { RateLimitAnswer, RateLimitRoute, SlotAnswer, ThrottleAnswer } from './protocol';

/**
 * What a serving process shares with the others of its cluster (WORKERS above 1), or keeps alone (WORKERS=1):
 * where it counts sign-in limits and password failures without Redis (or while Redis does not answer) and the
 * calls under way, how presence reaches every process, and whether it runs the once-only jobs.
 */
export interface ProcessShare {
  /** Whether this process runs the upload and retention sweeps and the start's erasure and file clean-up. */
  runsJobs: boolean;
  /**
   * Whether this process makes the start's writes (migrations, the first administrator, the signing key, the
   * demo data): a cluster's other workers start once its first has made them.
   */
  startWrites: boolean;
  /** The account throttle without Redis. */
  throttle(policy: ThrottlePolicy): AccountThrottle;
  /** The slots of the calls under way named `pool` (one name per kind of call), counted for the instance. */
  slots(pool: string, limits: SlotLimits): Slots;
  /** The rate limits' store without Redis; undefined: the plugin's own, in this process's memory. */
  rateLimits?: FastifyRateLimitStoreCtor;
  /** Presence's words to every process; undefined: this one alone hears them. */
  presence?: PresenceRelay;
}

/** One process: everything in its own memory, and the jobs its own (WORKERS=1, the tests' servers). */
export const aloneShare = (): ProcessShare => ({
  runsJobs: true,
  startWrites: true,
  throttle: memoryThrottle,
  slots: (_pool, limits) => slots(limits),
});

/** A cluster worker: the counts in the primary's memory, asked over `link`; presence through the primary. */
export function workerShare(
  link: PrimaryLink,
  role: Pick<ProcessShare, 'runsJobs' | 'startWrites'>,
): ProcessShare {
  return {
    ...role,
    throttle: () => primaryThrottle(link),
    slots: (pool, limits) => primarySlots(link, pool, limits),
    rateLimits: primaryRateLimits(link),
    presence: {
      say: (message) => link.send({ cluster: 'presence', message }),
      hear: (apply) => link.hearPresence(apply),
    },
  };
}

/** memoryThrottle, run by the primary for every worker (its policy is the primary's, the same constant). */
function primaryThrottle(link: PrimaryLink): AccountThrottle {
  return {
    async attempt(account, address): Promise<PasswordTry> {
      const { wait, attempt } = await link.ask<ThrottleAnswer>({ service: 'throttle', account, address });
      const settle = (outcome: 'succeeded' | 'refund') => async () => {
        if (attempt !== undefined) link.send({ cluster: 'settle', attempt, outcome });
      };
      return { wait, succeeded: settle('succeeded'), refund: settle('refund') };
    },
  };
}

/** The slots, counted by the primary for every worker; a dead worker's the primary frees itself. */
function primarySlots(link: PrimaryLink, pool: string, limits: SlotLimits): Slots {
  return {
    async take(key) {
      const answer = await link.ask<SlotAnswer>({ service: 'slot', pool, limits, key });
      if ('full' in answer) return answer;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          link.send({ cluster: 'release', slot: answer.slot });
        },
      };
    },
  };
}

type Incr = FastifyRateLimitStore['incr'];
/** What the plugin passes `child`: the route's settings merged over its own, with the route (its types differ). */
type RouteSettings = RateLimitPluginOptions & { routeInfo: { method?: unknown; url?: unknown } };

/** The plugin's memory store, run by the primary for every worker, one per route as the plugin makes them. */
function primaryRateLimits(link: PrimaryLink): FastifyRateLimitStoreCtor {
  const routeOf = (name: string, settings: RateLimitPluginOptions): RateLimitRoute => ({
    name,
    continueExceeding: settings.continueExceeding ?? false,
    exponentialBackoff: settings.exponentialBackoff ?? false,
    cache: settings.cache,
  });
  class PrimaryStore implements FastifyRateLimitStore {
    constructor(private readonly route: RateLimitRoute) {}

    incr(...[key, callback, timeWindow, max]: Parameters<Incr>): void {
      link
        .ask<RateLimitAnswer>({ service: 'rate-limit', route: this.route, key, timeWindow, max })
        .then((answer) => callback(null, answer), callback);
    }

    child(...[route]: Parameters<FastifyRateLimitStore['child']>): FastifyRateLimitStore {
      const settings = route as unknown as RouteSettings;
      const { method, url } = settings.routeInfo;
      return new PrimaryStore(routeOf(JSON.stringify([method, url]), settings));
    }
  }
  // The plugin passes its settings, defaults filled in (its types name them `{}`).
  return class extends PrimaryStore {
    constructor(settings: RateLimitPluginOptions) {
      super(routeOf('global', settings));
    }
  };
}
