import { randomUUID } from 'node:crypto';
import type { UserRole } from '@contract/domain';
import type { RecordEvent } from '@contract/events';

/** A committed change as the hub keeps it: its id, who may hear of it, and what a stream sends. */
export interface HubEvent {
  /** The history entry's id: unique across the instances of one database. */
  id: number;
  /** The changed record's company. */
  companyId: number;
  /** The roles that may read the record's kind (its list or detail calls). */
  readers: readonly UserRole[];
  data: RecordEvent;
}

/** Whom a stream serves: its role and company scope (access.ts companyScope: null for every company). */
export interface Audience {
  role: UserRole;
  companyScope: number | null;
}

/** A stream as the hub sees it. */
export interface Subscriber {
  audience: Audience;
  change(event: HubEvent): void;
  /** Changes were missed: the client reads everything again. */
  reset(position: string): void;
  close(): void;
}

/** What a stream that opens is told: where it starts, and what it missed since its Last-Event-ID. */
export interface Opening {
  position: string;
  /** The events after the client's Last-Event-ID, or 'reset' when that id is no longer known. */
  missed: HubEvent[] | 'reset';
  unsubscribe(): void;
}

export interface EventHub {
  publish(event: HubEvent): void;
  /** The source stopped hearing changes: until it hears again, replays cannot be told apart from gaps. */
  lost(): void;
  /** The source hears changes again (after `lost`): every open stream is reset, as it may have missed some. */
  regained(): void;
  open(subscriber: Subscriber, lastEventId: string | undefined): Opening;
  /** Where a stream is after the last event published: the id a client resumes from. */
  position(): string;
  /** Ends every stream (the server shuts down). */
  closeAll(): void;
  readonly streams: number;
}

/** Whether a stream's user may hear of the event: the lists' own rules, role and company. */
export const mayHear = (audience: Audience, event: HubEvent): boolean =>
  event.readers.includes(audience.role) &&
  (audience.companyScope === null || audience.companyScope === event.companyId);

/**
 * The events of one instance: each published one goes to the open streams that may hear of it, and the last
 * `ringSize` stay, so that a client that reconnects with Last-Event-ID gets what it missed. An id older than the
 * ring, from before this instance started or from another instance's gap, cannot be told from a gap: that client
 * is answered 'reset'. `start` is the position before the first event (the source's, see source.ts).
 */
export function eventHub(options: { ringSize: number; start: string }): EventHub {
  const ring: HubEvent[] = [];
  /** The position just before ring[0]: a client there missed the whole ring and nothing else. */
  let base = options.start;
  const subscribers = new Set<Subscriber>();
  const position = () => {
    const last = ring.at(-1);
    return last ? String(last.id) : base;
  };
  /** A position no client holds: after it, every older Last-Event-ID is answered 'reset'. */
  const forget = () => {
    ring.length = 0;
    base = `gap-${randomUUID()}`;
  };

  return {
    get streams() {
      return subscribers.size;
    },
    publish(event) {
      ring.push(event);
      if (ring.length > options.ringSize) base = String(ring.shift()?.id);
      for (const subscriber of subscribers) if (mayHear(subscriber.audience, event)) subscriber.change(event);
    },
    position,
    lost: forget,
    regained() {
      forget();
      for (const subscriber of subscribers) subscriber.reset(base);
    },
    open(subscriber, lastEventId) {
      subscribers.add(subscriber);
      const unsubscribe = () => void subscribers.delete(subscriber);
      if (lastEventId === undefined || lastEventId === position())
        return { position: position(), missed: [], unsubscribe };
      const at = lastEventId === base ? 0 : ring.findIndex((event) => String(event.id) === lastEventId) + 1;
      const missed = at === 0 && lastEventId !== base ? 'reset' : ring.slice(at);
      return {
        position: position(),
        missed: missed === 'reset' ? missed : missed.filter((event) => mayHear(subscriber.audience, event)),
        unsubscribe,
      };
    },
    closeAll() {
      for (const subscriber of [...subscribers]) subscriber.close();
      subscribers.clear();
    },
  };
}
