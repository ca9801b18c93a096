/**
 * Live updates (GET /api/events): one Server-Sent Events stream per signed-in tab. Every committed write sends a
 * `change` event naming the record; a `reset` event says that changes were missed (the Last-Event-ID a client
 * came back with is no longer known): the client reads everything again.
 */

/** What the stream's events are called (the SSE `event:` field). */
export const EVENT_NAMES = {
  /** The first event of a stream: its `id` is where a reconnect picks up, nothing else. */
  ready: 'ready',
  change: 'change',
  reset: 'reset',
} as const;

/** The app's resource a history kind's records belong to (contract/*.ts `*_HISTORY.kind`). */
export const EVENT_RESOURCES = {
  user: 'users',
  customer: 'customers',
  vacancy: 'vacancies',
  candidate: 'candidates',
  note: 'notes',
  package: 'packages',
  interview: 'interviews',
  scorecard: 'scorecards',
} as const satisfies Record<string, string>;

export type EventResource = (typeof EVENT_RESOURCES)[keyof typeof EVENT_RESOURCES];

export const EVENT_KINDS = ['created', 'updated', 'deleted'] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** A `change` event's data: one record created, updated or deleted, by whom and when. */
export interface RecordEvent {
  resource: EventResource;
  uid: string;
  kind: EventKind;
  /** The record whose timeline shows the change (a note's candidate); the record itself otherwise. */
  subject: { resource: EventResource; uid: string };
  /** The actor's name; null for a change the platform made itself. */
  by: string | null;
  /** The actor's user_uid (a tab tells its own writes from a colleague's); null as `by`. */
  byUid: string | null;
  /** When it was committed (ISO 8601). */
  at: string;
}
