import { sql } from 'kysely';
import type { App, Context } from './context';
import { API_PREFIX } from './routes';

/** How long a dependency may take to answer before it counts as unreachable. */
const CHECK_TIMEOUT_MS = 2000;

type Check = 'ok' | 'unreachable';

async function check(probe: () => Promise<unknown>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), late]);
    return 'ok';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

export const HEALTH_PATH = `${API_PREFIX}health`;
export const READY_PATH = `${API_PREFIX}ready`;

/**
 * For load balancers: `/api/health` says the process answers (restart it when it does not); `/api/ready` says
 * whether this instance can serve. Readiness follows the database alone (503 while it does not answer, send
 * the instance no traffic). The uploads' store (its folder, or its bucket by a HeadBucket) and Redis where set
 * are reported too but do not make it unready: every instance shares them, so their outage is the platform's,
 * not this instance's, and taking every instance out would stop the calls that do not need them. Without Redis
 * each instance counts rate limits and password failures in its own memory.
 */
export function healthRoutes(app: App, ctx: Context) {
  app.get(HEALTH_PATH, { schema: { hide: true } }, async () => ({ status: 200, response: 'ok' }));
  app.get(READY_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const { redis } = ctx;
    const [database, storage, shared] = await Promise.all([
      check(() => sql`SELECT 1`.execute(ctx.db)),
      check(() => ctx.uploads.files.probe()),
      redis ? check(() => redis.ping()) : undefined,
    ]);
    const checks = { database, storage, ...(shared ? { redis: shared } : {}) };
    const status = database === 'ok' ? 200 : 503;
    return reply.code(status).send({ status, response: checks });
  });
}
