import type { FastifyBaseLogger } from 'fastify';
import type { Command, Redis } from 'ioredis';
import { onFirstUse } from './on-first-use';

/** How long a call to Redis may take: past it, the caller counts in memory instead. */
const REDIS_COMMAND_TIMEOUT_MS = 100;

/**
 * Fails `command` once it has waited `ms` without an answer. The check waits for the event loop's next I/O step
 * (setImmediate runs after it): when this process's own loop stalled past the timer, an answer Redis sent in time
 * is read first, so that only Redis's slowness counts as late, never a busy process's.
 */
function failWhenLate(command: Command, ms: number, onLate: () => void): void {
  let settled = false;
  const timer = setTimeout(
    () =>
      setImmediate(() => {
        if (settled) return;
        command.reject(new Error('Command timed out'));
        onLate();
      }),
    ms,
  );
  const settle = () => {
    settled = true;
    clearTimeout(timer);
  };
  command.promise.then(settle, settle);
}

/**
 * A client that fails at once rather than wait for Redis: without an offline queue, a call while the
 * connection is down fails at once. A call that takes longer than REDIS_COMMAND_TIMEOUT_MS means a hung Redis
 * (stopped, or its network gone) that still holds the connection open: it is dropped, so that the calls after
 * it fail at once too, until a new connection passes its ready check. ioredis is loaded only with REDIS_URL.
 */
const failFastRedis = onFirstUse(async () => {
  const { Redis } = await import('ioredis');
  return class FailFastRedis extends Redis {
    override sendCommand(command: Command, stream?: Parameters<Redis['sendCommand']>[1]): unknown {
      const sent = super.sendCommand(command, stream);
      failWhenLate(command, REDIS_COMMAND_TIMEOUT_MS, () => {
        if (this.status === 'ready') this.disconnect(true);
      });
      return sent;
    }
  };
});

/**
 * The Redis client every instance counts through (REDIS_URL): rate limits and account throttles span the
 * instances, and fall back to each instance's memory while Redis does not answer. Keys start with `prefix`,
 * so that several platforms (or test runs) can share one Redis. /api/ready says whether Redis answers.
 */
export async function openRedis(url: string, prefix: string, log: FastifyBaseLogger): Promise<Redis> {
  const FailFastRedis = await failFastRedis();
  const redis = new FailFastRedis(url, {
    keyPrefix: prefix,
    enableOfflineQueue: false,
    // Calls cut off by a lost connection have been answered from memory already: never send them again.
    autoResendUnfulfilledCommands: false,
  });
  let failing = false;
  redis.on('error', (error: Error) => {
    if (!failing) log.error({ err: error }, 'redis unreachable');
    failing = true;
  });
  redis.on('ready', () => {
    if (failing) log.info('redis reachable again');
    failing = false;
  });
  return redis;
}
