import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { PRESENCE_EVENT, type PresenceResource, type PresentUser } from '@contract/presence';
import type { Engine } from '../db/connect';
import { keepListening, type Listener } from '../db/listener';
import type { Database } from '../db/schema';
import type { Audience } from '../events/hub';
import { presenceMarks, type PresenceChange, type PresenceMessage } from './marks';

/** The PostgreSQL channel the instances tell each other of presence on (no table, no migration: LISTEN alone). */
export const PRESENCE_CHANNEL = 'recruit_presence';

/** An open live-update stream, as presence sees it: whom it serves, and how to send it a change. */
export interface PresenceWatcher {
  audience(): Audience;
  send(change: PresenceChange): void;
}

/** Presence as the routes use it (Context.presence). */
export interface Presence {
  /** Passes a tab's word on to every instance. */
  say(message: PresenceMessage): Promise<void>;
  present(resource: PresenceResource, uid: string): PresentUser[];
  /** Sends the stream every change it may hear of until the function it answers is called. */
  watch(watcher: PresenceWatcher): () => void;
  /** Seconds after which a tab renews its mark: a third of the mark's life, so that one lost renewal is no gap. */
  renewSeconds: number;
}

/** SQLite with WORKERS: how a word reaches every worker of this cluster, this one too (through the primary). */
export interface PresenceRelay {
  say(message: PresenceMessage): void;
  hear(apply: (message: PresenceMessage) => void): void;
}

/** Whether a stream's user may hear of the record: the roles that may open it, and its company. */
export const mayWatch = ({ role, companyScope }: Audience, change: PresenceChange): boolean =>
  change.readers.includes(role) && (companyScope === null || companyScope === change.companyId);

/**
 * Presence across instances. Marks live in each instance's memory: they need not survive anything (a tab
 * renews its own within seconds), so neither the history table nor any other table holds them. On PostgreSQL
 * each word goes through NOTIFY to every instance (this one too, so that all apply them in the same order);
 * on SQLite through the cluster's primary to every worker (`relay`, in the order the primary heard them), and
 * in a single process it is applied at once.
 */
export function openPresence(options: {
  db: Kysely<Database>;
  engine: Engine;
  databaseUrl?: string;
  log: FastifyBaseLogger;
  ttlSeconds: number;
  relay?: PresenceRelay;
}): Presence & { start(): Promise<void>; close(): Promise<void> } {
  const watchers = new Set<PresenceWatcher>();
  const marks = presenceMarks(options.ttlSeconds * 1000, (change) => {
    for (const watcher of watchers) if (mayWatch(watcher.audience(), change)) watcher.send(change);
  });
  const { databaseUrl, db, relay } = options;
  const viaPostgres = options.engine === 'postgres' && databaseUrl !== undefined;
  let listener: Listener | undefined;
  return {
    say: viaPostgres
      ? async (message) => {
          await sql`SELECT pg_notify(${PRESENCE_CHANNEL}, ${JSON.stringify(message)})`.execute(db);
        }
      : async (message) => (relay ? relay.say(message) : marks.apply(message)),
    present: marks.present,
    watch(watcher) {
      watchers.add(watcher);
      return () => void watchers.delete(watcher);
    },
    renewSeconds: options.ttlSeconds / 3,
    async start() {
      if (!viaPostgres) return relay?.hear((message) => marks.apply(message));
      // While the notifications are lost, the other instances' marks expire here; renewals bring them back.
      listener = keepListening(databaseUrl, PRESENCE_CHANNEL, options.log, 'presence notifications lost', {
        notified: (payload) => marks.apply(JSON.parse(payload) as PresenceMessage),
        lost: () => undefined,
      });
    },
    async close() {
      await listener?.close();
      marks.close();
    },
  };
}

/** A presence change as an SSE frame: without an id, as it is not replayed (a tab renews and hears it again). */
const presenceFrame = (change: PresenceChange) =>
  `event: ${PRESENCE_EVENT}\ndata: ${JSON.stringify(change.data)}\n\n`;

/** Sends an open live-update stream the presence changes its user may hear of; answers how to stop. */
export const watchPresence = (presence: Presence, audience: () => Audience, write: (text: string) => void) =>
  presence.watch({ audience, send: (change) => write(presenceFrame(change)) });
