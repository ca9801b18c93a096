import { z } from 'zod';
import { PRODUCT_NAME_DEFAULT } from '@contract/domain';

const flag = z
  .enum(['', '0', '1', 'true', 'false'])
  .default('')
  .transform((value) => value === '1' || value === 'true');

/**
 * Which reverse proxies to believe about the client's address (X-Forwarded-For): none by default; a number
 * of hops (`1` behind one proxy), `true` for every hop, or a comma-separated list of addresses and CIDRs.
 */
function trustedProxies(value: string): boolean | number | string {
  const setting = value.trim();
  if (setting === '' || setting === 'false') return false;
  if (setting === 'true') return true;
  return /^\d+$/.test(setting) ? Number(setting) : setting;
}

/** An optional positive whole number; unset or empty is none, and `1_000_000` reads as a million. */
const count = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/_/g, '') || undefined : value),
    z.coerce.number().int().min(1).max(max).optional(),
  );

/** Every setting is an environment variable with a default (the README lists them). */
const settings = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  APP_URL: z.string().url().default('http://localhost:8080'),
  PRODUCT_NAME: z.string().min(1).default(PRODUCT_NAME_DEFAULT),
  JWT_SECRET: z.string().min(32).optional(),
  ADMIN_EMAIL: z.string().email().default('admin@example.com'),
  ADMIN_PASSWORD: z.string().min(8).max(25).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Recruit <no-reply@localhost>'),
  TOKEN_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(12 * 3600),
  REMEMBER_TTL: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  RESET_TTL: z.coerce.number().int().positive().default(3600),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2 * 1024 * 1024),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  BODY_TIMEOUT: z.coerce.number().positive().default(60),
  TRUST_PROXY: z.string().default('').transform(trustedProxies),
  DEMO_DATA: flag,
  /** With DEMO_DATA or `npm run seed:demo`: that many candidates, customers and vacancies in proportion. */
  DEMO_CANDIDATES: count(10_000_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STATIC_DIR: z.string().default('./dist'),
});

export type Config = z.infer<typeof settings>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = settings.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
