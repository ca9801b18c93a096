import type { PresenceMessage } from '../presence/marks';
import { isClusterMessage, type PrimaryMessage, type Question, type WorkerMessage } from './protocol';

/** A worker's line to its primary: questions answered by request id, words sent, and words heard. */
export interface PrimaryLink {
  ask<T>(question: Question): Promise<T>;
  send(message: WorkerMessage): void;
  /** Calls `hear` with every presence word the primary passes on (every worker's, this one's too). */
  hearPresence(hear: (message: PresenceMessage) => void): void;
}

/**
 * The link of this worker process. Should the primary be gone, the worker is too: Node ends a cluster worker
 * whose channel closes unasked, so no question waits for an answer that cannot come.
 */
export function primaryLink(): PrimaryLink {
  const waiting = new Map<number, { resolve(answer: unknown): void; reject(error: Error): void }>();
  const hearers: ((message: PresenceMessage) => void)[] = [];
  let lastId = 0;
  const send = (message: WorkerMessage) => process.send?.(message);
  process.on('message', (message: unknown) => {
    if (!isClusterMessage<PrimaryMessage>(message)) return;
    if (message.cluster === 'presence') {
      for (const hear of hearers) hear(message.message);
      return;
    }
    const question = waiting.get(message.id);
    waiting.delete(message.id);
    if (message.error !== undefined) question?.reject(new Error(message.error));
    else question?.resolve(message.answer);
  });
  return {
    ask<T>(question: Question) {
      const id = ++lastId;
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (answer: unknown) => void, reject });
        send({ cluster: 'ask', id, question });
      });
    },
    send,
    hearPresence: (hear) => void hearers.push(hear),
  };
}
