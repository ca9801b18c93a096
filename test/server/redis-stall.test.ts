import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../server/platform/redis';
import { PASSWORD_THROTTLE, redisThrottle } from '../../server/platform/throttle';
import { HAS_REDIS_SERVER, startRedis, type OwnRedis } from './redis-server';

/** Longer than the 100 ms a Redis call may take: a busy machine's stall of the whole process. */
const STALL_MS = 300;

/** Keeps this process's event loop busy, as a slow request or a saturated machine does. */
function stall(): void {
  const end = performance.now() + STALL_MS;
  while (performance.now() < end);
}

/**
 * A call is late only when Redis is: a process whose own loop stalled past the call's timer still reads the
 * answer Redis sent in time, so that its sign-in tries count with every other instance's, not in its memory.
 */
describe.skipIf(!HAS_REDIS_SERVER)('Redis calls of a process that stalls', () => {
  let server: OwnRedis | undefined;
  let redis: Redis | undefined;
  beforeAll(async () => {
    server = await startRedis();
    redis = await openRedis(server.url, `recruit-test:${randomUUID()}:`, pino({ level: 'silent' }));
    const connecting = redis;
    if (connecting.status !== 'ready') await new Promise((resolve) => connecting.once('ready', resolve));
  });
  afterAll(async () => {
    redis?.disconnect();
    await server?.kill();
  });
  const client = () => {
    if (!redis || !server) throw new Error('not started');
    return { redis, server };
  };

  it('take the answer Redis sent in time, however long the process was busy', async () => {
    const answer = client().redis.ping();
    stall();
    await expect(answer).resolves.toBe('PONG');
  });

  it("count every stalled sign-in try in Redis, where another instance sees the account's failures", async () => {
    const { redis } = client();
    const stalled = redisThrottle(redis, PASSWORD_THROTTLE);
    for (let attempt = 0; attempt < PASSWORD_THROTTLE.addressLimit; attempt++) {
      const tried = stalled.attempt('stalled@x.test', '127.0.4.1');
      stall();
      expect((await tried).wait, `try ${attempt + 1}`).toBe(0);
    }
    const other = redisThrottle(redis, PASSWORD_THROTTLE);
    expect((await other.attempt('stalled@x.test', '127.0.4.1')).wait).toBeGreaterThan(0);
  });

  it('still give up on a Redis that does not answer, at once after the wait', async () => {
    const { redis, server } = client();
    server.hang();
    try {
      const started = performance.now();
      await expect(redis.ping()).rejects.toThrow('Command timed out');
      expect(performance.now() - started).toBeLessThan(2000);
    } finally {
      server.resume();
    }
  });
});
