import type { IncomingMessage } from 'node:http';

/**
 * Reads and discards what is left of a refused request (an upload over the limit), so that the client
 * gets to read the answer instead of a connection reset. Past `maxBytes` it stops and the connection closes.
 */
export function drainRequest(raw: IncomingMessage, maxBytes: number): Promise<boolean> {
  if (raw.complete || raw.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (drained: boolean) => {
      raw.off('data', onData);
      raw.off('end', onEnd);
      raw.off('error', onEnd);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    raw.on('data', onData);
    raw.once('end', onEnd);
    raw.once('error', onEnd);
    // A form parser that gave up may still be attached and holding the stream back.
    raw.unpipe();
    raw.resume();
  });
}
