import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Seconds between attempts to listen again after the listening connection is lost. */
const RELISTEN_SECONDS = 1;

/** What a listener is told: each notification's payload, and when it starts or stops hearing them. */
export interface ListenerEvents {
  notified(payload: string): void;
  /** Listening (again): notifications from now on arrive. */
  listening?(): void;
  /** Not listening any more (until `listening` again): notifications sent meanwhile are missed. */
  lost(): void;
}

export interface Listener {
  /** Whether it listens now. */
  listening(): boolean;
  close(): Promise<void>;
}

/**
 * One PostgreSQL connection that LISTENs to `channel`, opened again every RELISTEN_SECONDS while it is lost.
 * `warning` is logged once a streak of failures: at a lost listener, or at a second failed attempt (a first
 * attempt that fails is no news yet: a database that cannot be reached at the start stops it with a line of
 * its own).
 */
export function keepListening(
  connectionString: string,
  channel: string,
  log: FastifyBaseLogger,
  warning: string,
  events: ListenerEvents,
): Listener {
  /** The connection being opened or listening, and the one known to listen. */
  let client: pg.Client | undefined;
  let listening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  /** Failures in a row: attempts to listen that failed, a lost listener counting as two. */
  let failures = 0;

  const lost = (listener: pg.Client, error?: unknown) => {
    if (client !== listener) return;
    const wasListening = listening === listener;
    client = listening = undefined;
    events.lost();
    listener.end().catch(() => {});
    if (closed) return;
    failures = wasListening ? 2 : failures + 1;
    if (failures === 2) log.warn({ err: error }, warning);
    retry = setTimeout(listen, RELISTEN_SECONDS * 1000);
    retry.unref();
  };

  async function listen() {
    const listener = new pg.Client({ connectionString, keepAlive: true });
    client = listener;
    listener.on('notification', (message) => events.notified(message.payload ?? ''));
    listener.on('error', (error) => lost(listener, error));
    listener.on('end', () => lost(listener));
    try {
      await listener.connect();
      await listener.query(`LISTEN ${channel}`);
      if (client === listener) {
        listening = listener;
        failures = 0;
        events.listening?.();
      }
    } catch (error) {
      lost(listener, error);
    }
  }
  void listen();

  return {
    listening: () => listening !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      const listener = client;
      client = listening = undefined;
      await listener?.end().catch(() => {});
    },
  };
}
