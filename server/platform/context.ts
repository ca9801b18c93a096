import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Engine, Snapshot } from '../db/connect';
import type { Database } from '../db/schema';
import type { EventHub } from '../events/hub';
import type { Presence } from '../presence/presence';
import type { ErasureLog } from '../candidates/erasure-log';
import type { ListCounts } from './counts';
import type { FileRemovals } from './file-removals';
import type { Mails } from '../mails/mails';
import type { Mailer } from './mail';
import type { MediaLinks } from './media-links';
import type { SigningKeys } from './signing-keys';
import type { SlotLimits, Slots } from './slots';
import type { AccountThrottle } from './throttle';
import type { Tokens } from './tokens';
import type { Uploads } from './uploads';

/** What every route module is given: the database and the platform services. */
export interface Context {
  db: Kysely<Database>;
  engine: Engine;
  /** A read-only view of the data as of now, for reads that span many queries (an unpaged list's ids). */
  snapshot(): Promise<Snapshot>;
  config: Config;
  tokens: Tokens;
  mailer: Mailer;
  /** The outgoing mails' queue (interview invitations, mails to candidates): durable, sent once. */
  mails: Mails;
  uploads: Uploads;
  /** Files erasures took, removed once their transaction has committed, retried until gone. */
  fileRemovals: FileRemovals;
  /** The erasure log's copy outside the database (ERASURE_LOG), which a restore re-applies. */
  erasureLog: ErasureLog;
  /** Failed password checks per account and address (sign-in, current password on an update). */
  throttle: AccountThrottle;
  /** The keys that sign access tokens and password-reset links. */
  keys: SigningKeys;
  /** Signed, expiring links to stored résumés, videos and thumbnails. */
  mediaLinks: MediaLinks;
  /** List counts (and deep pages' starts), kept until the data changes. */
  counts: ListCounts;
  /** Unpaged lists and exports under way (STREAMS_PER_USER, STREAMS_PER_INSTANCE). */
  downloads: Slots;
  /**
   * The calls under way of one kind (`pool`, a name of its own), counted for the instance: in this process, or
   * with WORKERS in the primary for all the workers.
   */
  slots(pool: string, limits: SlotLimits): Slots;
  /** Live updates: the committed changes, to every open event stream that may hear of them. */
  events: EventHub;
  /** Who has which record's screen open, told to the same streams. */
  presence: Presence;
  /** With REDIS_URL: where the instances count rate limits and throttles together. */
  redis?: Redis;
  /** With WORKERS: where the workers count rate limits together (else, or while Redis fails, this process). */
  rateLimits?: FastifyRateLimitStoreCtor;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
