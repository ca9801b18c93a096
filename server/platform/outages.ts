import { isDatabaseUnreachable } from '../db/errors';

/** A socket to a service (the database, the bucket, Redis) that could not be opened or broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/** A disk that fails, or that the system has made read-only after failing (the uploads folder's). */
const DISK_CODES = new Set(['EIO', 'EROFS']);

interface ServiceError {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  errors?: unknown;
  /** The AWS SDK's: 'server' for the store's own 5xx failures (S3's InternalError, SlowDown, 503s). */
  $fault?: unknown;
}

const socketFailed = ({ code, errors }: ServiceError): boolean =>
  (typeof code === 'string' && (NETWORK_CODES.has(code) || DISK_CODES.has(code))) ||
  // Node tries each address of a name in turn (IPv6, IPv4) and reports them all when none answers.
  (Array.isArray(errors) && errors.some((each) => socketFailed((each ?? {}) as ServiceError)));

/** The S3 store answered 5xx, or did not answer in the SDK's connection and socket timeouts. */
const storeFailed = ({ $fault, name }: ServiceError): boolean =>
  $fault === 'server' || name === 'TimeoutError';

/** ioredis' errors of a Redis that is away: a command's retries spent, no connection, no answer in time. */
const REDIS_AWAY = /^(Connection is closed\.|Stream isn't writeable|Command timed out)/;
const redisFailed = ({ name, message }: ServiceError): boolean =>
  name === 'MaxRetriesPerRequestError' || (typeof message === 'string' && REDIS_AWAY.test(message));

/**
 * Whether a request failed because a service it needs could not be reached: the database, the media store or
 * Redis (where a call has no fallback). Such a failure answers 503 with Retry-After (server/platform/failures.ts)
 * rather than 500: the app then shows its "unreachable" banner and tries its reads again.
 */
export function isOutage(error: unknown): boolean {
  const failure = (error ?? {}) as ServiceError;
  return (
    isDatabaseUnreachable(error) || socketFailed(failure) || storeFailed(failure) || redisFailed(failure)
  );
}
