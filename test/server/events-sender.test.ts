/**
 * A live-update stream's frames are gathered and sent together: those of one turn in one socket write, in the
 * order written, and a busy instance sends no more often than every SEND_EVERY_MS (each send costs a socket
 * write per open stream), without losing any.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SEND_EVERY_MS, sendQueue, streamSender, type StreamSender } from '../../server/events/sender';

/** A real HTTP answer whose body is written by a StreamSender, and its client's reads as they arrive. */
async function connectedSender(queue = sendQueue()) {
  let sender: StreamSender | undefined;
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.flushHeaders();
    sender = streamSender(response, queue, () => 'reset\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const reads: string[] = [];
  let ended = false;
  const arrivals = new Set<() => void>();
  await new Promise<void>((resolve) =>
    http.get(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        reads.push(chunk);
        for (const arrived of arrivals) arrived();
      });
      response.on('end', () => {
        ended = true;
        for (const arrived of arrivals) arrived();
      });
      resolve();
    }),
  );
  const until = (done: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (!done()) return;
        arrivals.delete(check);
        resolve();
      };
      arrivals.add(check);
      check();
    });
  return {
    sender: sender as StreamSender,
    reads,
    ended: () => ended,
    until,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('live-update sends', () => {
  const closing: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closing.splice(0)) await close();
  });

  it('sends the frames of one turn in one socket write, in the order written', async () => {
    const stream = await connectedSender();
    closing.push(stream.close);
    for (let i = 1; i <= 5; i++) stream.sender.write(`frame ${i}\n`);
    await stream.until(() => stream.reads.join('').split('\n').length > 5);
    expect(stream.reads).toEqual(['frame 1\nframe 2\nframe 3\nframe 4\nframe 5\n']);
  });

  it('sends at most once every SEND_EVERY_MS while busy, and loses nothing meanwhile', async () => {
    const queue = sendQueue();
    const streams = [await connectedSender(queue), await connectedSender(queue)];
    for (const stream of streams) closing.push(stream.close);
    const sent: number[] = [];
    const record = () => void sent.push(performance.now());
    const written: string[] = [];
    // A write every turn until the queue has sent three times: as often as the loop turns, however busy.
    for (let i = 0; sent.length < 3; i++) {
      written.push(`change ${i}\n`);
      for (const stream of streams) stream.sender.write(`change ${i}\n`);
      queue(record);
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const stream of streams) {
      await stream.until(() => stream.reads.join('') === written.join(''));
    }
    const gaps = sent.slice(1).map((at, i) => at - (sent[i] ?? 0));
    // Each time is taken after the streams' sends of its run: those may take a little less time in one than the other.
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(SEND_EVERY_MS - 1);
  });

  it('sends what waits before the stream ends', async () => {
    const stream = await connectedSender();
    closing.push(stream.close);
    stream.sender.write('last words\n');
    stream.sender.end();
    await stream.until(stream.ended);
    expect(stream.reads.join('')).toBe('last words\n');
  });
});
