/**
 * Calls under way, counted per key (a user) and in all, each up to its limit: long downloads, live-update
 * streams and bulk writes take a slot while they run, so that one user, or many at once, cannot take up every
 * database connection or the event loop. Counted for the instance: in this process's memory, or, for a
 * cluster's workers, in the primary's (server/cluster/share.ts), so that WORKERS processes hold no more at once.
 */
export interface Slots {
  /** A slot for `key` and its release, or which limit is reached: the key's own, or the instance's. */
  take(key: string): Promise<Taken>;
}

export type Taken = { release: () => void } | { full: 'key' | 'all' };

export interface SlotLimits {
  perKey: number;
  total: number;
}

/** Slots in this process's memory (WORKERS=1, and the primary's for its workers). */
export function slots(limits: SlotLimits): Slots {
  const taken = new Map<string, number>();
  let inUse = 0;
  return {
    async take(key) {
      const mine = taken.get(key) ?? 0;
      if (inUse >= limits.total) return { full: 'all' };
      if (mine >= limits.perKey) return { full: 'key' };
      taken.set(key, mine + 1);
      inUse += 1;
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          inUse -= 1;
          const left = (taken.get(key) ?? 1) - 1;
          if (left > 0) taken.set(key, left);
          else taken.delete(key);
        },
      };
    },
  };
}
