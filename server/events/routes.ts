import type { ServerResponse } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EVENT_NAMES } from '@contract/events';
import { authenticate, companyScope, EVERY_ROLE, type Actor } from '../platform/access';
import type { App, Context } from '../platform/context';
import { ApiError } from '../platform/errors';
import { cutWhenUnread } from '../platform/long-response';
import { actorOf, allow, endpoint } from '../platform/routes';
import { watchPresence } from '../presence/presence';
import type { HubEvent, Subscriber } from './hub';
import { sendQueue, streamSender, type SendQueue } from './sender';

/** Seconds a stream ended at shutdown has to send its last bytes before its connection is cut. */
const SHUTDOWN_GRACE_SECONDS = 1;
/** Streams one instance serves at once, all users together (each an open socket and a few timers). */
const STREAMS_PER_INSTANCE = 5000;
/** Seconds a client refused for too many streams is asked to wait. */
const RETRY_AFTER_SECONDS = 30;

const DESCRIPTION = `Live updates: a Server-Sent Events stream (text/event-stream) of the changes committed from
now on, one event \`change\` per created, updated or deleted record, its data
\`{resource, uid, kind: created|updated|deleted, subject: {resource, uid}, by, at}\` (subject: the record whose
timeline shows it, a note's candidate). A stream carries the records its user may list, by role and company, as
the lists do. The first event, \`ready\`, gives the position to resume from; a client that comes back with the
last id it saw as Last-Event-ID gets what it missed, or \`reset\` when that is no longer known (then it reads
everything again). A comment line every EVENT_HEARTBEAT seconds keeps proxies from closing a quiet stream.
At most EVENT_STREAMS_PER_USER streams per user and instance (429 beyond); a client that stops reading is cut.`;

const tooManyStreams = () =>
  new ApiError(429, [{ key: 'api.too_many_event_streams' }], { 'retry-after': String(RETRY_AFTER_SECONDS) });

/** One SSE frame. */
const frame = (event: string, id: string, data: unknown) =>
  `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** A change's frame, written once for all the streams that carry it: each stream would otherwise cost a JSON. */
const changeFrames = new WeakMap<HubEvent, string>();
function changeFrame(event: HubEvent): string {
  let text = changeFrames.get(event);
  if (text === undefined)
    changeFrames.set(event, (text = frame(EVENT_NAMES.change, String(event.id), event.data)));
  return text;
}

const audienceOf = (actor: Actor) => ({ role: actor.role, companyScope: companyScope(actor) });

/** GET /api/events: the signed-in user's live-update stream. */
export function eventRoutes(app: App, ctx: Context): void {
  const { config } = ctx;
  const streams = ctx.slots('events', { perKey: config.EVENT_STREAMS_PER_USER, total: STREAMS_PER_INSTANCE });
  const queue = sendQueue();
  // An open stream never ends by itself: at shutdown each ends now, so that the server can close.
  app.addHook('preClose', async () => ctx.events.closeAll());
  app.get(
    endpoint('events'),
    {
      onRequest: allow(ctx, EVERY_ROLE),
      schema: {
        tags: ['events'],
        security: [{ bearer: [] }],
        description: DESCRIPTION,
        headers: z.object({ 'last-event-id': z.string().max(200).optional() }),
        produces: ['text/event-stream'],
      },
    },
    async (request, reply) => {
      const slot = await streams.take(String(actorOf(request).id));
      if ('full' in slot) throw tooManyStreams();
      reply.hijack();
      stream(ctx, queue, request, reply.raw, reply.getHeaders(), slot.release);
    },
  );
}

/** Serves one stream until its client leaves, its session ends, it stops reading, or the server shuts down. */
function stream(
  ctx: Context,
  queue: SendQueue,
  request: FastifyRequest,
  raw: ServerResponse,
  headers: Record<string, string | number | string[] | undefined>,
  release: () => void,
) {
  // A client gone before its stream began has no close left to come.
  if (raw.destroyed) return release();
  // Those the hooks set before (helmet's): a hijacked answer leaves them to the route.
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    // nginx and others would otherwise hold the events back in their buffers.
    'x-accel-buffering': 'no',
  });
  const sender = streamSender(raw, queue, () => frame(EVENT_NAMES.reset, ctx.events.position(), {}));
  const write = sender.write;
  const subscriber: Subscriber = {
    audience: audienceOf(actorOf(request)),
    change: (event: HubEvent) => write(changeFrame(event)),
    reset: (position) => write(frame(EVENT_NAMES.reset, position, {})),
    close() {
      sender.end();
      setTimeout(() => raw.destroy(), SHUTDOWN_GRACE_SECONDS * 1000).unref();
    },
  };
  const lastEventId = request.headers['last-event-id'];
  const opening = ctx.events.open(subscriber, typeof lastEventId === 'string' ? lastEventId : undefined);
  if (opening.missed === 'reset') write(frame(EVENT_NAMES.reset, opening.position, {}));
  else for (const event of opening.missed) subscriber.change(event);
  write(frame(EVENT_NAMES.ready, opening.position, {}));
  const unwatchPresence = watchPresence(ctx.presence, () => subscriber.audience, write);
  const stopWatching = cutWhenUnread(raw, ctx.config.SEND_TIMEOUT);
  const heartbeat = setInterval(() => void beat(), ctx.config.EVENT_HEARTBEAT * 1000);
  heartbeat.unref();
  /** A comment line, after the session is checked again: a signed-out or changed user's stream follows. */
  async function beat() {
    const actor = await authenticate(request, ctx.db, ctx.tokens).catch(() => undefined);
    if (!actor) return sender.end();
    subscriber.audience = audienceOf(actor);
    write(': heartbeat\n\n');
  }
  raw.once('close', () => {
    clearInterval(heartbeat);
    stopWatching();
    opening.unsubscribe();
    unwatchPresence();
    release();
  });
}
