import type { PresenceEvent, PresentUser } from '@contract/presence';

/**
 * Who has each record open, as the last presence answer or live-update event told; the detail and edit screens
 * show the others. Kept small: the app's shell carries it to hear the stream; saying what a screen shows is
 * presenceCalls.ts, loaded with those screens.
 */
const present = new Map<string, PresentUser[]>();
const listeners = new Set<() => void>();
const NO_ONE: PresentUser[] = [];

const keyOf = (resource: string, uid: string) => `${resource}\u0000${uid}`;

export function heard(resource: string, uid: string, people: PresentUser[] | undefined): void {
  if (people) present.set(keyOf(resource, uid), people);
  else present.delete(keyOf(resource, uid));
  for (const listener of listeners) listener();
}

/** A `presence` event of the live-update stream. */
export const presenceHeard = (event: PresenceEvent): void => heard(event.resource, event.uid, event.present);

/** Who has the record open (useSyncExternalStore: the same array until it changes). */
export const presentOn = (resource: string, uid: string): PresentUser[] =>
  present.get(keyOf(resource, uid)) ?? NO_ONE;

export function subscribePresence(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
