import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import type { Config } from './config';
import { openDatabase, type Db } from './db/connect';
import { mediaInUse, mediaReferenced } from './db/media';
import { migrate } from './db/migrate';
import { oneStartAtATime } from './db/start-lock';
import { seedDemoData } from './demo/seed';
import { kindsOf } from './events/kinds';
import { openEvents } from './events/source';
import type { App, Context } from './platform/context';
import { openPresence } from './presence/presence';
import { createMailer } from './platform/mail';
import { openMails } from './mails/mails';
import { listCounts } from './platform/counts';
import { openRedis } from './platform/redis';
import { erasureLog, reconcileErasures } from './candidates/erasure-log';
import { fileRemovals } from './platform/file-removals';
import { openStore } from './platform/storage/open';
import { mediaLinks } from './platform/media-links';
import { ensureSigningKey, signingKeys } from './platform/signing-keys';
import { PASSWORD_THROTTLE, redisThrottle } from './platform/throttle';
import { createTokens } from './platform/tokens';
import { createUploads, MEDIA_PREFIX, sweepPeriodically } from './platform/uploads';
import { RESOURCES } from './resources';
import { retentionDeps } from './retention/deps';
import { sweepDaily, type RetentionSchedule } from './retention/schedule';
import { aloneShare, type ProcessShare } from './cluster/share';

export interface Server {
  app: App;
  ctx: Context;
  generatedPassword?: string;
  /** The retention sweep's schedule (settled: the start's sweep has ended). */
  retention: RetentionSchedule;
  close(): Promise<void>;
}

/**
 * Opens and migrates the database, makes sure the first administrator exists, adds the demo data with
 * DEMO_DATA, and builds the app. Instances starting together on one database do those writes one at a time.
 * `share`: what this process shares with the other workers of its cluster (WORKERS), or keeps alone.
 */
export async function createServer(
  config: Config,
  logger: FastifyBaseLogger,
  share: ProcessShare = aloneShare(),
): Promise<Server> {
  const files = await openStore(config);
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, log: logger });
  const keys = signingKeys(db.kysely, config);
  const redis = config.REDIS_URL ? await openRedis(config.REDIS_URL, config.REDIS_PREFIX, logger) : undefined;
  const events = openEvents({
    db: db.kysely,
    engine: db.engine,
    databaseUrl: config.DATABASE_URL,
    log: logger,
    kinds: kindsOf(RESOURCES),
  });
  const presence = openPresence({
    db: db.kysely,
    engine: db.engine,
    databaseUrl: config.DATABASE_URL,
    log: logger,
    ttlSeconds: config.PRESENCE_TTL,
    relay: share.presence,
  });
  const uploads = createUploads(files, {
    inUse: (urls) => mediaInUse(db.kysely, urls),
    referenced: () => mediaReferenced(db.kysely, MEDIA_PREFIX),
  });
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    log: logger,
  });
  const mails = await openMails({ db, config, mailer, log: logger }).catch(async (error: unknown) => {
    await db.close();
    await redis?.quit().catch(() => redis.disconnect());
    throw error;
  });
  const ctx: Context = {
    db: db.kysely,
    engine: db.engine,
    snapshot: db.snapshot,
    config,
    keys,
    tokens: createTokens(keys),
    mediaLinks: mediaLinks(keys),
    uploads,
    fileRemovals: fileRemovals(db.kysely, uploads, logger),
    erasureLog: erasureLog(config.ERASURE_LOG),
    mailer,
    mails,
    throttle: redis
      ? redisThrottle(redis, PASSWORD_THROTTLE, share.throttle(PASSWORD_THROTTLE))
      : share.throttle(PASSWORD_THROTTLE),
    redis,
    rateLimits: share.rateLimits,
    events: events.hub,
    presence,
    counts: listCounts(db.writes),
    downloads: share.slots('downloads', {
      perKey: config.STREAMS_PER_USER,
      total: config.STREAMS_PER_INSTANCE,
    }),
    slots: share.slots,
  };
  const closeStores = async () => {
    await mails.stop();
    await events.close();
    await presence.close();
    await db.close();
    // Unreachable, Redis cannot take a QUIT (no offline queue): the connection is just dropped.
    await redis?.quit().catch(() => redis.disconnect());
    files.close?.();
  };
  const hearChanges = async () => {
    await events.start();
    await presence.start();
  };
  const { generatedPassword, app } = await prepare(db, ctx, logger, hearChanges, share.startWrites).catch(
    async (error: unknown) => {
      // What was opened is closed again (the notification listener stops retrying), then the start fails.
      await closeStores().catch(() => {});
      throw error;
    },
  );
  const jobs = share.runsJobs ? await startJobs(ctx, logger) : NO_JOBS;
  return {
    app,
    ctx,
    generatedPassword,
    retention: jobs.retention,
    async close() {
      await app.close();
      await jobs.retention.stop();
      await ctx.mailer.settled();
      await jobs.sweeper.stop();
      await ctx.fileRemovals.stop();
      await closeStores();
    },
  };
}

/** A cluster's other workers: the jobs worker runs the once-only jobs for them. */
const NO_JOBS = {
  retention: { settled: async () => {}, stop: async () => {} },
  sweeper: { stop: async () => {} },
};

/** The jobs that run once for the platform's process (of each instance), not once per cluster worker. */
async function startJobs(ctx: Context, logger: FastifyBaseLogger) {
  // Files of uploads whose request died before its record was written.
  const sweeper = sweepPeriodically(ctx.uploads, logger);
  // Erasures the data does not know of (a restored older backup) are made again; files of erasures that
  // committed before the last stop but were not yet removed go.
  await reconcileErasures(ctx, ctx.erasureLog).then(
    (again) => {
      if (again > 0) logger.info({ again }, 're-applied erasures the erasure log names');
    },
    (error: unknown) => logger.error({ err: error }, 're-applying the erasure log failed'),
  );
  void ctx.fileRemovals.drain();
  // Queued mails: those due at the stop go now, the others at their time (issue 34).
  await ctx.mails.work();
  // Candidates past their retention (issue 30): at start, then daily.
  return { sweeper, retention: sweepDaily(retentionDeps(ctx, logger)) };
}

/**
 * Migrations, the first administrator, the signing key and the demo data, one start at a time (`writes`: a
 * cluster's first worker has made them for the others); then the app.
 */
async function prepare(
  db: Db,
  ctx: Context,
  logger: FastifyBaseLogger,
  hearChanges: () => Promise<void>,
  writes: boolean,
) {
  const { generatedPassword } = writes
    ? await oneStartAtATime(db, async () => {
        await migrate(db);
        const bootstrapped = await bootstrap(db.kysely, ctx.config);
        await ensureSigningKey(db.kysely, ctx.config);
        if (ctx.config.DEMO_DATA) await seedDemoData(ctx, logger);
        return bootstrapped;
      })
    : {};
  // From the migrated database on: the writes of the bootstrap and the demo data are no one's news.
  await hearChanges();
  return { generatedPassword, app: await buildApp(ctx, logger) };
}
