import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SharedMessageKey } from '../../i18n';
import { unavailable } from './errors';
import { actorOf } from './routes';
import type { Slots } from './slots';

/** The rules a kind of long-lived answer (downloads, a live-update stream) is held to. */
export interface LongResponseRules {
  /** Per user and per instance: how many may run at once. */
  slots: Slots;
  /** Seconds a client may leave the answer unread (the socket full) before its connection is cut. */
  sendTimeout: number;
  /** What a caller over the limits is told, with 503 and Retry-After. */
  busy: SharedMessageKey;
}

/**
 * Starts a long-lived answer under rules that keep slow or stalled clients from holding the instance: it takes
 * one of the caller's slots (503 with Retry-After when theirs or the instance's are all taken), cuts the
 * connection of a client that stops reading, and gives the slot back when the answer ends, either way.
 */
export async function holdLongResponse(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: LongResponseRules,
): Promise<void> {
  const slot = await rules.slots.take(String(actorOf(request).id));
  if ('full' in slot) throw unavailable(rules.busy);
  // A client gone before (while its list was read, or the slot asked for) has no close left to come.
  if (reply.raw.destroyed) return slot.release();
  const stopWatching = cutWhenUnread(reply.raw, rules.sendTimeout);
  reply.raw.once('close', () => {
    stopWatching();
    slot.release();
  });
}

/**
 * Destroys the answer once its socket has stayed full for `seconds` (written to, not drained): its client
 * stopped reading. A client that reads, however slowly, drains it now and then; an answer with nothing to
 * send for a while (a quiet live-update stream) is not full.
 */
export function cutWhenUnread(raw: ServerResponse, seconds: number): () => void {
  const limit = seconds * 1000;
  let fullSince: number | undefined;
  const drained = () => (fullSince = undefined);
  raw.on('drain', drained);
  const timer = setInterval(
    () => {
      if (!raw.writableNeedDrain) return drained();
      fullSince ??= Date.now();
      if (Date.now() - fullSince >= limit) raw.destroy();
    },
    Math.min(1000, limit / 4),
  );
  timer.unref();
  return () => {
    clearInterval(timer);
    raw.off('drain', drained);
  };
}
