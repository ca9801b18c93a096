import net from 'node:net';
import os from 'node:os';
import { z } from 'zod';
import { PRODUCT_NAME_DEFAULT } from '@contract/domain';
import { RETENTION_DAYS } from '@contract/retention';

const flag = z
  .enum(['', '0', '1', 'true', 'false'])
  .default('')
  .transform((value) => value === '1' || value === 'true')
  .describe('empty, 0, 1, true or false');

/** The names proxy-addr (fastify's) knows for address ranges. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/** One item of a TRUST_PROXY list: a range's name, an address, or an address with its prefix length or netmask. */
function isProxyAddress(item: string): boolean {
  if (PROXY_RANGES.includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return (/^\d+$/.test(prefix) && Number(prefix) <= bits) || (family === 4 && net.isIPv4(prefix));
}

/**
 * Which reverse proxies to believe about the client's address (X-Forwarded-For): none by default; a number
 * of hops (`1` behind one proxy), `true` for every hop, or a comma-separated list of addresses and CIDRs.
 * Undefined for a list fastify could not read: it would stop the start with a stack trace.
 */
function trustedProxies(value: string): boolean | number | string | undefined {
  const setting = value.trim();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting.split(',').every((item) => isProxyAddress(item.trim())) ? setting : undefined;
}

/** An optional positive whole number; unset or empty is none, and `1_000_000` reads as a million. */
const count = (max: number) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? value.replace(/_/g, '') || undefined : value),
      z.coerce.number().int().min(1).max(max).optional(),
    )
    .describe(`a whole number from 1 to ${max.toLocaleString('en')} (underscores allowed), or empty`);

/** A whole number above 0 of `unit`, with its default. */
const positive = (unit: string, fallback: number) =>
  z.coerce.number().int().positive().default(fallback).describe(`a whole number of ${unit} above 0`);

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every setting is an environment variable with a default (the README lists them). */
const settings = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).describe('a port number from 0 to 65535'),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Processes serving the port (server/cluster/): one per core by default; 1 is a single process, no cluster.
   */
  WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(256)
    .default(os.availableParallelism())
    .describe('a whole number of processes from 1 to 256'),
  DATA_DIR: z.string().default('./data'),
  /**
   * Issue 30: the erasure log's copy outside the database and DATA_DIR (uid and time of each erased candidate,
   * no personal data), which a restore of an older backup re-applies.
   */
  ERASURE_LOG: z.string().default('./erasures.jsonl'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('a PostgreSQL URL, such as postgres://recruit:password@127.0.0.1:5432/recruit'),
  APP_URL: z.string().url().optional().describe('a URL, such as https://recruit.example.com'),
  PRODUCT_NAME: z.string().min(1).default(PRODUCT_NAME_DEFAULT).describe('a name of one character or more'),
  JWT_SECRET: z.string().min(32).optional().describe('32 characters or more'),
  ADMIN_EMAIL: z.string().email().default('admin@example.com').describe('an email address'),
  ADMIN_PASSWORD: z.string().min(8).max(25).optional().describe('a password of 8 to 25 characters'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Recruit <no-reply@localhost>'),
  /** Attempts at a queued mail before it counts as failed (SubAdmins see it, and may send it again). */
  MAIL_ATTEMPTS: positive('attempts', 5),
  /**
   * Seconds a mail may stay "sending": one still sending after that was interrupted (its instance stopped),
   * and is failed rather than sent again, so that nobody receives it twice.
   */
  MAIL_SEND_TIMEOUT: positive('seconds', 300),
  TOKEN_TTL: positive('seconds', 12 * 3600),
  REMEMBER_TTL: positive('seconds', 30 * 24 * 3600),
  RESET_TTL: positive('seconds', 3600),
  UPLOAD_MAX_BYTES: positive('bytes', 2 * 1024 * 1024),
  LOGIN_RATE_LIMIT: positive('calls a minute', 10),
  BULK_RATE_LIMIT: positive('calls a minute', 10),
  BODY_TIMEOUT: z.coerce.number().positive().default(60).describe('a number of seconds above 0'),
  /**
   * Unpaged lists and exports under way at once, per user and in this instance; beyond that 503. A client of
   * the contract reads its lists unpaged, a few at once for one screen: four per user leave it room.
   */
  STREAMS_PER_USER: positive('downloads', 4),
  STREAMS_PER_INSTANCE: positive('downloads', 16),
  /** Live-update streams (GET /api/events) open at once per user (a tab each) in this instance; beyond, 429. */
  EVENT_STREAMS_PER_USER: positive('streams', 10),
  /** Seconds between a live-update stream's heartbeats, which keep proxies from closing a quiet stream. */
  EVENT_HEARTBEAT: positive('seconds', 15),
  /**
   * Seconds a tab's presence mark lasts without renewal (tabs renew at a third of it): a tab that closed without
   * saying so leaves the others' screens within this long.
   */
  PRESENCE_TTL: positive('seconds', 25),
  /** A streamed answer whose client has read nothing for this long is cut. */
  SEND_TIMEOUT: z.coerce.number().positive().default(30).describe('a number of seconds above 0'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((value, context) => {
      const proxies = trustedProxies(value);
      if (proxies !== undefined) return proxies;
      context.addIssue({ code: 'custom', message: 'not a list of addresses' });
      return z.NEVER;
    })
    .describe('true, false, a number of proxies, or addresses and CIDRs separated by commas'),
  DEMO_DATA: flag,
  /**
   * Every list page's answer also through its zod schema, failing where its JSON differs (the tests set it;
   * production writes the JSON the server built, platform/answer-serializer.ts).
   */
  CHECK_ANSWERS: flag,
  /** With DEMO_DATA or `npm run seed:demo`: that many candidates, customers and vacancies in proportion. */
  DEMO_CANDIDATES: count(10_000_000),
  LOG_LEVEL: z
    .enum(LOG_LEVELS)
    .default('info')
    .describe(`one of ${LOG_LEVELS.join(', ')}`),
  STATIC_DIR: z.string().default('./dist'),
  REDIS_URL: z.string().url().optional().describe('a Redis URL, such as redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().default('recruit:'),
  /** Uploads and demo media in this bucket of an S3-compatible store instead of DATA_DIR/uploads. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .optional()
    .describe('a bucket name of 3 to 63 lower-case letters, digits, dots and hyphens'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('an http or https URL, such as http://127.0.0.1:9000'),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional()
    .describe('a region name, such as eu-central-1'),
  S3_FORCE_PATH_STYLE: flag,
  /**
   * Issue 30: days a candidate may stay Rejected or Inactive, unchanged, before the retention sweep anonymises
   * it; a customer's own setting overrides it. Unset or empty: never (the default).
   */
  CANDIDATE_RETENTION_DAYS: count(RETENTION_DAYS.max),
});

/**
 * Unset, APP_URL is this machine at PORT: the start banner and the password-reset links then name the port the
 * server listens on (a fixed default of :8080 sent PORT=3000's reset links to a port nothing answered).
 */
const withDefaults = settings.transform((values) => ({
  ...values,
  APP_URL: values.APP_URL ?? `http://localhost:${values.PORT}`,
}));

export type Config = z.output<typeof withDefaults>;
type Setting = keyof typeof settings.shape;

/** Settings that are not allowed: one line each, naming the variable, its value and what it may be. */
class SettingsError extends Error {}

/** The settings from the environment; a variable set to nothing (`ADMIN_PASSWORD=`) counts as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = withDefaults.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (parsed.success) return parsed.data;
  const wrong = new Set(parsed.error.issues.map((issue) => String(issue.path[0]) as Setting));
  const lines = [...wrong].map(
    (name) =>
      `${name}=${JSON.stringify(env[name] ?? '')} is not allowed: ${settings.shape[name].description ?? 'see the README'}`,
  );
  throw new SettingsError(lines.join('\n'));
}

/**
 * A command's settings (`npm start`, the seed, backup, restore and key commands all start here), or a start
 * that stops with what is wrong (no stack trace: nothing in the code failed). From here on, the files and
 * folders the command makes are its user's alone (0600, 0700): the database holds the tokens' signing keys and
 * everyone's data, the outbox the reset links, a backup all of it. A data folder that exists already keeps the
 * permissions its owner gave it.
 */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  process.umask(0o077);
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
