import { z } from 'zod';

/**
 * Presence: who else has a record's detail or edit screen open. A tab says so (POST presence) when the screen
 * opens, again every `renew` seconds while it stays open, and once more with `left` when it closes; the live
 * update stream (contract/events.ts) carries a `presence` event whenever the people on a record change. A mark
 * not renewed within the server's PRESENCE_TTL goes by itself (a tab that crashed or lost its network).
 */

/** The SSE `event:` name of a presence change (it carries no id: presence is not replayed). */
export const PRESENCE_EVENT = 'presence';

/** The resources whose detail or edit screens show presence (the app's names, as contract/events.ts). */
export const PRESENCE_RESOURCES = ['users', 'customers', 'vacancies', 'candidates', 'packages'] as const;
export type PresenceResource = (typeof PRESENCE_RESOURCES)[number];

export const PRESENCE_STATES = ['viewing', 'editing', 'left'] as const;
export type PresenceState = (typeof PRESENCE_STATES)[number];

/** What a tab says: which record, which of its screens (`tab`: a random id of that screen), and how. */
export const presenceCall = z.object({
  resource: z.enum(PRESENCE_RESOURCES),
  uid: z.string().min(1).max(100),
  tab: z.string().regex(/^[\w-]{8,64}$/),
  state: z.enum(PRESENCE_STATES),
});
export type PresenceCall = z.infer<typeof presenceCall>;

/** One person with the record open: editing in any of their tabs, or only viewing. */
export const presentUser = z.object({ uid: z.string(), name: z.string(), editing: z.boolean() });
export type PresentUser = z.infer<typeof presentUser>;

/** The answer: who has the record open now (the caller among them), and when to say so again. */
export const presenceAnswer = z.object({
  present: z.array(presentUser),
  /** Seconds until the tab should renew its mark. */
  renew: z.number(),
});
export type PresenceAnswer = z.infer<typeof presenceAnswer>;

/** A `presence` event's data: everyone who has the record open now (an empty list: no one). */
export interface PresenceEvent {
  resource: PresenceResource;
  uid: string;
  present: PresentUser[];
}
