import { EVENT_NAMES, type RecordEvent } from '@contract/events';
import { PRESENCE_EVENT, type PresenceEvent } from '@contract/presence';
import { EVENTS_URL } from './accountCalls';
import type { FetchLike } from './http';
import { getToken } from './session';
import { parseFrames } from './sse';
import { backoffDelay, retryAfterMs } from './unreachable';

/** What the stream tells its tab. */
export interface LiveListener {
  /** Committed changes, a burst at a time (a bulk change arrives as many). */
  changes(events: RecordEvent[]): void;
  /** Changes were missed (a gap the server cannot replay): everything shown is read again. */
  reset(): void;
  /** Who has a record open changed (presence.ts). */
  presence?(event: PresenceEvent): void;
}

/** Events arriving within this many ms are handled together: one refetch per list, not one per record. */
const BATCH_MS = 100;

/**
 * The tab's live-update stream (GET /api/events): fetch with the session's token (EventSource cannot send
 * an Authorization header), read as it arrives. It reconnects with backoff after a network loss or a deploy,
 * naming the last event it saw (Last-Event-ID) so that it gets what it missed, or a reset. A server without
 * the stream (404), a session that ended (401) or a sign-out end it. Answers the function that stops it.
 */
export function startLiveUpdates(listener: LiveListener, fetchImpl: FetchLike = fetch): () => void {
  const stop = new AbortController();
  let lastEventId: string | undefined;
  let failures = 0;
  let pending: RecordEvent[] = [];
  let flush: ReturnType<typeof setTimeout> | undefined;

  const deliver = (event: { id: string; event: string; data: unknown }) => {
    lastEventId = event.id || lastEventId;
    failures = 0;
    if (event.event === EVENT_NAMES.reset) return listener.reset();
    if (event.event === PRESENCE_EVENT) return listener.presence?.(event.data as PresenceEvent);
    if (event.event !== EVENT_NAMES.change) return;
    pending.push(event.data as RecordEvent);
    flush ??= setTimeout(() => {
      flush = undefined;
      const events = pending;
      pending = [];
      listener.changes(events);
    }, BATCH_MS);
  };

  /** Reads one connection to its end; answers how long to wait before the next, or null to stop. */
  async function connect(): Promise<number | null> {
    const token = getToken();
    if (!token) return null;
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId) headers['Last-Event-ID'] = lastEventId;
    const response = await fetchImpl(EVENTS_URL, { headers, signal: stop.signal });
    if (response.status === 401 || response.status === 404) return null;
    if (!response.ok || !response.body)
      return retryAfterMs(response.headers.get('retry-after')) ?? backoffDelay(failures++);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffered = '';
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return backoffDelay(failures++);
      const parsed = parseFrames(buffered + value);
      buffered = parsed.rest;
      parsed.events.forEach(deliver);
    }
  }

  void (async () => {
    while (!stop.signal.aborted) {
      const wait = await connect().catch(() => (stop.signal.aborted ? null : backoffDelay(failures++)));
      if (wait === null) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  })();
  return () => {
    stop.abort();
    clearTimeout(flush);
  };
}
