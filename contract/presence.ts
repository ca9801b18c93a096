/**
 * Presence: who else has a record's detail or edit screen open. A tab says so (POST presence) when the screen
 * opens, again every `renew` seconds while it stays open, and once more with `left` when it closes; the live
 * update stream (contract/events.ts) carries a `presence` event whenever the people on a record change. A mark
 * not renewed within the server's PRESENCE_TTL goes by itself (a tab that crashed or lost its network).
 * Without zod, as contract/events.ts: the app's shell reads these; the call's schemas are in presence-call.ts.
 */

/** The SSE `event:` name of a presence change (it carries no id: presence is not replayed). */
export const PRESENCE_EVENT = 'presence';

/** The resources whose detail or edit screens show presence (the app's names, as contract/events.ts). */
export const PRESENCE_RESOURCES = ['users', 'customers', 'vacancies', 'candidates', 'packages'] as const;
export type PresenceResource = (typeof PRESENCE_RESOURCES)[number];

export const PRESENCE_STATES = ['viewing', 'editing', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** What a tab says: which record, which of its screens (`tab`: a random id of that screen), and how. */
export interface PresenceCall {
  resource: PresenceResource;
  uid: string;
  tab: string;
  state: PresenceState;
}

/** One person with the record open: editing in any of their tabs, or only viewing. */
export interface PresentUser {
  uid: string;
  name: string;
  editing: boolean;
}

/** The answer: who has the record open now (the caller among them), and when to say so again. */
export interface PresenceAnswer {
  present: PresentUser[];
  /** Seconds until the tab should renew its mark. */
  renew: number;
}

/** A `presence` event's data: everyone who has the record open now (an empty list: no one). */
export interface PresenceEvent {
  resource: PresenceResource;
  uid: string;
  present: PresentUser[];
}
