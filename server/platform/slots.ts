/**
 * Calls under way, counted per key (a user) and in all, each up to its limit: long downloads and bulk
 * writes take a slot while they run, so that one user, or many at once, cannot take up every database
 * connection or the event loop. In this instance's memory: each instance guards its own resources.
 */
export interface Slots {
  /** A slot for `key`, released by calling what it returns; undefined when the key or the whole is full. */
  take(key: string): (() => void) | undefined;
  /** Slots taken now, in all. */
  readonly inUse: number;
}

export function slots(limits: { perKey: number; total: number }): Slots {
  const taken = new Map<string, number>();
  let inUse = 0;
  return {
    get inUse() {
      return inUse;
    },
    take(key) {
      const mine = taken.get(key) ?? 0;
      if (mine >= limits.perKey || inUse >= limits.total) return undefined;
      taken.set(key, mine + 1);
      inUse += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse -= 1;
        const left = (taken.get(key) ?? 1) - 1;
        if (left > 0) taken.set(key, left);
        else taken.delete(key);
      };
    },
  };
}
