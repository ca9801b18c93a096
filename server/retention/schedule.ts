import { nextSweepAt, sweepRetention, type SweepDeps, type SweepOutcome } from './sweep';

/** How often each instance looks whether the shared next sweep is due. */
const LOOK_EVERY_MS = 60 * 60 * 1000;

export interface RetentionSchedule {
  /** Resolves once the sweep under way, if any, has ended (the tests wait for the start's). */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The retention sweep at start, then every 24 hours (SWEEP_EVERY_MS) for the whole platform: each instance looks
 * every hour whether the time the last sweep recorded has come, and the first to take the lock sweeps. `clock`:
 * the time each sweep counts from. Stopping lets the batch under way commit and leaves the rest to the next.
 */
export function sweepDaily(deps: SweepDeps, clock: () => Date = () => new Date()): RetentionSchedule {
  const stopping = new AbortController();
  let running: Promise<SweepOutcome | undefined> = Promise.resolve(undefined);
  const run = (onlyWhenDue: boolean) => {
    running = running
      .then(async () => {
        if (onlyWhenDue) {
          const next = await nextSweepAt(deps.db);
          if (next !== null && Date.parse(next) > clock().getTime()) return undefined;
        }
        return sweepRetention(deps, { now: clock(), signal: stopping.signal });
      })
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'retention sweep could not run; the next look retries');
        return undefined;
      });
  };
  run(false);
  const timer = setInterval(() => run(true), LOOK_EVERY_MS);
  timer.unref();
  return {
    async settled() {
      await running;
    },
    async stop() {
      clearInterval(timer);
      stopping.abort();
      await running;
    },
  };
}
