import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis client every instance counts through (REDIS_URL): rate limits and account throttles span the
 * instances. Keys start with `prefix`, so that several platforms (or test runs) can share one Redis. A call
 * waits for a lost connection to come back up to one retry; /api/ready says whether Redis answers.
 */
export function openRedis(url: string, prefix: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 1, enableOfflineQueue: true });
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
