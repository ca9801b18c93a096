import type { ServerResponse } from 'node:http';

/**
 * Bytes a stream may hold unsent (a bulk change of thousands of records comes as a burst). Past it, its changes
 * are dropped until its client has read the rest, and then it is told `reset`: a slow client never holds more
 * of the instance's memory than this, and one that stops reading is cut after SEND_TIMEOUT.
 */
export const MAX_UNSENT_BYTES = 1024 * 1024;
/**
 * Milliseconds between two sends to the streams. Each send is a socket write per open stream, whatever it
 * carries: one per write of every user would cost more than the writes themselves with a few hundred streams
 * open (bench: PostgreSQL notifies of each write on its own). A quiet instance sends at once; a busy one
 * gathers what comes within this into one write per stream, a wait far within live updates' 200 ms.
 */
export const SEND_EVERY_MS = 50;

/** Runs the sends that are due, all streams' at once: at the next turn, or SEND_EVERY_MS after the last. */
export type SendQueue = (send: () => void) => void;

/** One instance's queue of sends (one timer for all its streams). */
export function sendQueue(): SendQueue {
  const due = new Set<() => void>();
  let scheduled = false;
  let last = -Infinity;
  const schedule = () => {
    const wait = last + SEND_EVERY_MS - performance.now();
    // The frames of one turn (a burst read or heard at once) leave together, even on a quiet instance.
    if (wait > 0) setTimeout(run, wait).unref();
    else setImmediate(run).unref();
  };
  const run = () => {
    // A timer counts from its loop turn's start, which may be some time past on a busy instance: it can fire early.
    if (performance.now() < last + SEND_EVERY_MS) return schedule();
    scheduled = false;
    last = performance.now();
    const sends = [...due];
    due.clear();
    for (const send of sends) send();
  };
  return (send) => {
    due.add(send);
    if (scheduled) return;
    scheduled = true;
    schedule();
  };
}

export interface StreamSender {
  /** Queues a frame: frames leave in the order written. */
  write(text: string): void;
  /** Sends what waits, then ends the answer. */
  end(): void;
}

/**
 * A stream's frames, gathered until the queue's next send and then written to the socket at once. While
 * MAX_UNSENT_BYTES or more wait unsent (gathered or in the socket's buffer; a character counted as a byte),
 * frames are dropped until the client has read what waits, and then `reset()` is written in their place.
 */
export function streamSender(raw: ServerResponse, queue: SendQueue, reset: () => string): StreamSender {
  let gathered = '';
  let dropping = false;
  const send = () => {
    if (gathered === '' || raw.destroyed) return;
    raw.write(gathered);
    gathered = '';
  };
  const write = (text: string) => {
    if (raw.destroyed || dropping) return;
    if (gathered === '') queue(send);
    gathered += text;
    dropping = raw.writableLength + gathered.length > MAX_UNSENT_BYTES;
  };
  // Past the bound, the gathered frames are sent (far more than the socket's buffer holds): it drains once the
  // client has read them.
  raw.on('drain', () => {
    if (!dropping) return;
    dropping = false;
    write(reset());
  });
  return {
    write,
    end() {
      send();
      raw.end();
    },
  };
}
