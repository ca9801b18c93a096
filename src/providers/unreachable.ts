import { HttpError } from 'react-admin';

/**
 * When a call counts as "the server cannot be reached", and what the app does then: one kind of failure for a
 * call past its deadline, a network failure, a proxy's 502/503/504 (a deploy, a restarting server) and the
 * API's own 503 (its database, storage or Redis out of reach), apart from its other answers (4xx, 500), which
 * are final.
 */

/** Seconds a call may take before it counts as unreachable: build time, any server of the contract. */
export function deadlineSeconds(setting: string | undefined): number {
  if (setting === undefined || setting === '') return 15;
  const seconds = Number(setting);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`VITE_API_DEADLINE_SECONDS="${setting}" is not allowed: a number of seconds above 0`);
  return seconds;
}

export const API_DEADLINE_MS =
  deadlineSeconds(import.meta.env.VITE_API_DEADLINE_SECONDS as string | undefined) * 1000;

/** A proxy in front of the API answers these while the API is away; the API answers 503 while it cannot serve. */
export const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** i18n keys: the banner's, a write's (never retried) and a call the user may simply start again. */
export const UNREACHABLE_MESSAGE = 'app.connection.unreachable';
export const NOT_SAVED_MESSAGE = 'app.connection.not_saved';
export const TRY_AGAIN_MESSAGE = 'app.connection.try_again';

/** `retryAfterMs`: how long the answer asked to wait before the next try (its Retry-After), if it did. */
export function unreachableError(
  message: string,
  status: number,
  cause: string,
  retryAfterMs?: number,
): HttpError {
  return new HttpError(message, status, { reason: 'unreachable', cause, retryAfterMs });
}

/** A Retry-After header (seconds, or an HTTP date) as milliseconds from now; undefined without a valid one. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(at - Date.now(), 0);
}

export function isUnreachable(error: unknown): boolean {
  const body = (error as { body?: unknown } | null)?.body;
  return error instanceof HttpError && (body as { reason?: unknown } | null)?.reason === 'unreachable';
}

/** The longest wait between two tries, whatever the server asks. */
const LONGEST_WAIT_MS = 15_000;

/** 1 s, doubling, at most 15 s: how long reads and the health check wait before the next try. */
export const backoffDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, LONGEST_WAIT_MS);

/**
 * A read's wait before its next try: the backoff, or longer when the server asked so (a 503's Retry-After),
 * but never past the longest backoff, so that a page fills in soon after the server is back.
 */
export function retryDelay(attempt: number, error: unknown): number {
  const asked = (error as { body?: { retryAfterMs?: unknown } } | null)?.body?.retryAfterMs;
  const wait = Math.max(backoffDelay(attempt), typeof asked === 'number' ? asked : 0);
  return Math.min(wait, LONGEST_WAIT_MS);
}

/** Reads retry for as long as the server is unreachable, and never after an answer (4xx, 500). */
export const retryRead = (_failures: number, error: unknown): boolean => isUnreachable(error);
