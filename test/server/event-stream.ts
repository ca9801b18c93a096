import http from 'node:http';
import type { RecordEvent } from '@contract/events';
import { parseFrames, type SseEvent } from '../../src/providers/sse';
import { callPath, type TestApi } from './harness';

export type { SseEvent };

/** How long a test waits for an event a client should see: long on a slow busy machine, never a pause. */
const EVENT_WAIT_MS = 15_000;

/** A signed-in client's live-update stream (GET /api/events), read as it arrives. */
export class EventStream {
  readonly events: SseEvent[] = [];
  heartbeats = 0;
  ended = false;
  private waiters = new Set<() => void>();
  private end: () => void = () => undefined;

  status = 0;
  /** A refused stream's answer. */
  body: unknown;

  /** Opens a stream; answers once the server's first event (`ready`) has arrived. */
  static async open(
    api: Pick<TestApi, 'baseUrl'>,
    token: string,
    lastEventId?: string,
  ): Promise<EventStream> {
    const stream = await EventStream.connect(api, token, lastEventId);
    if (stream.status === 200) await stream.next((event) => event.event === 'ready');
    return stream;
  }

  /**
   * Opens a stream without waiting for anything: a refused one keeps its status and body. node:http on a
   * connection of its own (fetch's pool opens a spare connection after an abort, which holds a closing server).
   */
  static connect(
    api: Pick<TestApi, 'baseUrl'>,
    token: string,
    lastEventId?: string,
    lang = 'en',
  ): Promise<EventStream> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'accept-language': lang };
    if (lastEventId !== undefined) headers['last-event-id'] = lastEventId;
    const stream = new EventStream();
    return new Promise((resolve, reject) => {
      const request = http.get(
        new URL(callPath('events'), api.baseUrl),
        { headers, agent: false },
        (response) => {
          stream.status = response.statusCode ?? 0;
          response.setEncoding('utf8');
          if (stream.status !== 200) {
            let text = '';
            response.on('data', (chunk: string) => (text += chunk));
            response.on('end', () => resolve(Object.assign(stream, { body: JSON.parse(text) as unknown })));
            return;
          }
          let buffered = '';
          response.on('data', (chunk: string) => {
            const parsed = parseFrames(buffered + chunk);
            buffered = parsed.rest;
            stream.heartbeats += parsed.comments;
            stream.events.push(...parsed.events);
            stream.notify();
          });
          response.on('close', () => {
            stream.ended = true;
            stream.notify();
          });
          resolve(stream);
        },
      );
      request.on('error', (error) => (stream.status ? undefined : reject(error)));
      stream.end = () => request.destroy();
    });
  }

  private notify() {
    for (const waiter of this.waiters) waiter();
  }

  /** Waits until `done` holds (checked at every arrival); fails after EVENT_WAIT_MS. */
  until(done: () => boolean, what = 'the expected events'): Promise<void> {
    if (done()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!done()) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`the stream did not carry ${what} (it had ${JSON.stringify(this.events)})`));
      }, EVENT_WAIT_MS);
      this.waiters.add(check);
    });
  }

  /** The first event (after the `after` first ones) that matches, once it has arrived. */
  async next(match: (event: SseEvent) => boolean, after = 0): Promise<SseEvent> {
    const find = () => this.events.slice(after).find(match);
    await this.until(() => find() !== undefined);
    return find() as SseEvent;
  }

  /** The change events' data so far. */
  changes(): RecordEvent[] {
    return this.events.filter((event) => event.event === 'change').map((event) => event.data as RecordEvent);
  }

  /** The id of the last event so far: what a reconnecting client sends as Last-Event-ID. */
  lastId(): string {
    return this.events.at(-1)?.id ?? '';
  }

  close(): void {
    this.end();
  }
}
