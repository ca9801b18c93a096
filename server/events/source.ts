import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { HistoryAction } from '@contract/domain';
import { EVENT_RESOURCES, type EventKind } from '@contract/events';
import type { Engine } from '../db/connect';
import { keepListening, type Listener } from '../db/listener';
import { RECORD_EVENT_CHANNEL } from '../db/migrations/016_record_events';
import type { Database } from '../db/schema';
import { eventHub, type EventHub, type HubEvent } from './hub';
import type { Kinds } from './kinds';

/** Events each instance keeps for clients that reconnect (Last-Event-ID): a few minutes of a busy day's writes. */
export const EVENT_RING_SIZE = 2000;
/**
 * SQLite: how often the new history entries are read. Reading none is an index probe of microseconds, so the
 * wait a colleague's change spends before it is heard stays well within the live updates' 200 ms.
 */
const POLL_MS = 25;
/** SQLite: entries read per query; more are read at once after. */
const POLL_BATCH = 500;

/** A history entry's columns an event is made of (migration 016 sends these). */
interface EntryColumns {
  id: number;
  kind: string;
  action: string;
  subject_uid: string;
  record_uid: string;
  company_id: number;
  actor_uid: string | null;
  actor_name: string | null;
  created_at: string;
}

/** An erasure removes the record as a delete does: the screens hear of it so. */
const KINDS: Record<HistoryAction, EventKind> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
  erase: 'deleted',
};

const isKind = (kind: string): kind is keyof typeof EVENT_RESOURCES => Object.hasOwn(EVENT_RESOURCES, kind);
const isAction = (action: string): action is HistoryAction => Object.hasOwn(KINDS, action);

/** A history entry as the event streams send it; undefined for a kind no screen shows. */
export function eventOf(entry: EntryColumns, kinds: Kinds): HubEvent | undefined {
  const { kind, action } = entry;
  const subjectKind = kinds.subjectOf(kind);
  if (!isKind(kind) || !isKind(subjectKind) || !isAction(action)) return undefined;
  return {
    id: entry.id,
    companyId: entry.company_id,
    readers: kinds.readers(subjectKind),
    data: {
      resource: EVENT_RESOURCES[kind],
      uid: entry.record_uid,
      kind: KINDS[action],
      subject: { resource: EVENT_RESOURCES[subjectKind], uid: entry.subject_uid },
      by: entry.actor_name,
      byUid: entry.actor_uid,
      at: entry.created_at,
    },
  };
}

export interface Events {
  hub: EventHub;
  /** Starts hearing of changes: once the database is migrated. */
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Where the events come from: every committed history entry, which every write records in its transaction.
 * PostgreSQL notifies every instance of each one after its commit (migration 016); SQLite, a single process
 * with a single writer, reads the entries added since the last read (ids grow in commit order there).
 * A stream's positions are this instance's alone (they start from a token of its start): a client that comes
 * back to another instance, or after a restart, may have missed what that instance never heard, and is reset.
 */
export function openEvents(options: {
  db: Kysely<Database>;
  engine: Engine;
  databaseUrl?: string;
  log: FastifyBaseLogger;
  kinds: Kinds;
}): Events {
  const { databaseUrl, log, kinds } = options;
  const hub = eventHub({ ringSize: EVENT_RING_SIZE, start: `start-${randomUUID()}` });
  const publish = (entry: EntryColumns) => {
    const event = eventOf(entry, kinds);
    if (event) hub.publish(event);
  };
  const source =
    options.engine === 'postgres' && databaseUrl
      ? listenedEntries(databaseUrl, log, hub, publish)
      : polledEntries(options.db, log, publish);
  return { hub, ...source };
}

type Source = Pick<Events, 'start' | 'close'>;

/** PostgreSQL: the notifications of migration 016; while they are lost, streams are reset when they return. */
function listenedEntries(
  databaseUrl: string,
  log: FastifyBaseLogger,
  hub: EventHub,
  publish: (entry: EntryColumns) => void,
): Source {
  let listener: Listener | undefined;
  let heard = false;
  return {
    async start() {
      listener = keepListening(
        databaseUrl,
        RECORD_EVENT_CHANNEL,
        log,
        'record-event notifications lost; live updates stop until they return',
        {
          notified: (payload) => publish(JSON.parse(payload) as EntryColumns),
          listening() {
            if (heard) hub.regained();
            heard = true;
          },
          lost: () => hub.lost(),
        },
      );
    },
    close: async () => listener?.close(),
  };
}

/** SQLite: the new entries every POLL_MS, from the newest at the start on. */
function polledEntries(
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  publish: (entry: EntryColumns) => void,
): Source {
  let cursor = 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const poll = async () => {
    for (;;) {
      const entries = await db
        .selectFrom('history')
        .select([
          'id',
          'kind',
          'action',
          'subject_uid',
          'record_uid',
          'company_id',
          'actor_uid',
          'actor_name',
          'created_at',
        ])
        .where('id', '>', cursor)
        .orderBy('id')
        .limit(POLL_BATCH)
        .execute();
      for (const entry of entries) {
        cursor = entry.id;
        publish(entry);
      }
      if (entries.length < POLL_BATCH) return;
      // Other calls are answered between two batches; what a burst leaves unsent is bounded (sender.ts).
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const next = () => {
    if (closed) return;
    timer = setTimeout(() => {
      poll()
        .catch((error: unknown) => log.warn({ err: error }, 'reading new history entries failed'))
        .finally(next);
    }, POLL_MS);
    timer.unref();
  };
  return {
    async start() {
      const { rows } = await sql<{ id: number | null }>`SELECT max(id) AS id FROM history`.execute(db);
      cursor = rows[0]?.id ?? 0;
      next();
    },
    close: async () => {
      closed = true;
      clearTimeout(timer);
    },
  };
}
