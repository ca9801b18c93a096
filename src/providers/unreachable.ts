import { HttpError } from 'react-admin';

/**
 * When a call counts as "the server cannot be reached", and what the app does then: one kind of failure for a
 * call past its deadline, a network failure and a proxy's 502/503/504 (a deploy, a restarting server), apart
 * from the API's own answers (4xx, 500), which are final.
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

/** A proxy in front of the API answers these while the API is away; the API itself never does. */
export const UNREACHABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** i18n keys: the banner's, a write's (never retried) and a call the user may simply start again. */
export const UNREACHABLE_MESSAGE = 'app.connection.unreachable';
export const NOT_SAVED_MESSAGE = 'app.connection.not_saved';
export const TRY_AGAIN_MESSAGE = 'app.connection.try_again';

export function unreachableError(message: string, status: number, cause: string): HttpError {
  return new HttpError(message, status, { reason: 'unreachable', cause });
}

export function isUnreachable(error: unknown): boolean {
  const body = (error as { body?: unknown } | null)?.body;
  return error instanceof HttpError && (body as { reason?: unknown } | null)?.reason === 'unreachable';
}

/** 1 s, doubling, at most 15 s: how long reads and the health check wait before the next try. */
export const backoffDelay = (attempt: number): number => Math.min(1000 * 2 ** attempt, 15_000);

/** Reads retry for as long as the server is unreachable, and never after an answer (4xx, 500). */
export const retryRead = (_failures: number, error: unknown): boolean => isUnreachable(error);
