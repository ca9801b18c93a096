import { HttpError } from 'react-admin';
import { setServerUnreachable } from './connection';
import { currentLanguage } from './i18nProvider';
import { getToken } from './session';
import {
  API_DEADLINE_MS,
  NOT_SAVED_MESSAGE,
  retryAfterMs,
  TRY_AGAIN_MESSAGE,
  UNREACHABLE_STATUSES,
  unreachableError,
} from './unreachable';

/** What every call answers (contract/envelope.ts): `{status, response}`, lists maybe with `count`. */
export interface Answer {
  status: number;
  response: unknown;
  count?: number;
  data?: unknown;
  /** The record's version from the answer's `ETag: "<version>"` header (not the body); absent without one. */
  etag?: number;
}

interface CallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  /** Sign-in and the password reset calls go without a token. */
  auth?: boolean;
  /** A token other than the stored one: sign-out sends the token it ends after the session is cleared. */
  token?: string;
  /** react-admin cancels queries it no longer needs. */
  signal?: AbortSignal;
  /** The version the record was read at: the write goes ahead only while it is still that one (If-Match). */
  ifMatch?: number;
}

type Call = (path: string, options?: CallOptions) => Promise<Answer>;
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** An i18n key: react-admin's notifications translate it. */
const UNREADABLE_MESSAGE = 'ra.notification.http_error';

/** The API's base joined with a section 7 path and its query. */
function callUrl(apiUrl: string, path: string, query: Record<string, string> = {}): string {
  const base = apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`;
  const search = new URLSearchParams(query).toString();
  return `${base}${path}${search ? `?${search}` : ''}`;
}

function headersFor(options: CallOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage() === 'german' ? 'de' : 'en',
    // Rows and write answers then carry `version`, which the app's writes send back as If-Match.
    Prefer: 'versions',
  };
  if (options.ifMatch !== undefined) headers['If-Match'] = `"${options.ifMatch}"`;
  const token = options.auth === false ? null : (options.token ?? getToken());
  if (token) headers.Authorization = `Bearer ${token}`;
  // Multipart bodies get their boundary from the browser; calls without a body carry no content type.
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  return headers;
}

/** The first message of a failure: the first item of `response`, or the response's text. */
function failureMessage(body: unknown, text: string, status: number): string {
  const response = (body as { response?: unknown } | null)?.response;
  if (Array.isArray(response) && typeof response[0] === 'string') return response[0];
  if (typeof response === 'string' && response) return response;
  return text || `HTTP ${status}`;
}

/** `"3"` of an ETag header as the version 3; a weak or foreign tag names no version the app can send back. */
export function versionOfTag(header: string | null): number | undefined {
  const match = /^"(\d{1,15})"$/.exec(header?.trim() ?? '');
  return match ? Number(match[1]) : undefined;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A signed-in write that could not reach the server was not saved; anything else may simply be tried again. */
const unreachableMessage = (options: CallOptions) =>
  (options.method ?? 'GET') !== 'GET' && options.auth !== false ? NOT_SAVED_MESSAGE : TRY_AGAIN_MESSAGE;

/**
 * The one way the app speaks to the API: token, language, a deadline (src/providers/unreachable.ts), and every
 * failure as react-admin's HttpError (message = what the user should read, status and body kept). Each call
 * tells the connection banner whether the server answered.
 */
export function createCall(apiUrl: string, fetchImpl?: FetchLike): Call {
  const send: FetchLike = fetchImpl ?? ((input, init) => fetch(input, init));
  return async (path, options = {}) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, API_DEADLINE_MS);
    const cancel = () => controller.abort();
    options.signal?.addEventListener('abort', cancel);
    try {
      const response = await send(callUrl(apiUrl, path, options.query), {
        method: options.method ?? 'GET',
        headers: headersFor(options),
        body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
        signal: controller.signal,
      });
      if (UNREACHABLE_STATUSES.has(response.status)) {
        setServerUnreachable(true);
        const wait = retryAfterMs(response.headers.get('retry-after'));
        throw unreachableError(unreachableMessage(options), response.status, 'unavailable', wait);
      }
      const text = await response.text();
      setServerUnreachable(false);
      const body = parse(text);
      if (!response.ok)
        throw new HttpError(failureMessage(body, text, response.status), response.status, body);
      // A success that is not the API's JSON envelope (a proxy's page, say) is a failure too.
      if (typeof body !== 'object' || body === null)
        throw new HttpError(UNREADABLE_MESSAGE, response.status, body);
      const etag = versionOfTag(response.headers.get('etag'));
      return (etag === undefined ? body : { ...body, etag }) as Answer;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (!timedOut && options.signal?.aborted) throw error;
      setServerUnreachable(true);
      throw unreachableError(unreachableMessage(options), 0, timedOut ? 'deadline' : 'network');
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', cancel);
    }
  };
}

/** A file the API answers (a list's export): its bytes and the name its Content-Disposition gives. */
export interface Download {
  file: Blob;
  name: string;
}

/** `filename="candidates-2026-11-24.csv"` of a Content-Disposition header, or the fallback. */
function attachmentName(header: string | null, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Fetches a file with the token and language every call sends. No time limit: a large export streams for as
 * long as its rows take, and it can be left by leaving the screen.
 */
export function createDownload(apiUrl: string, fetchImpl?: FetchLike) {
  const send: FetchLike = fetchImpl ?? ((input, init) => fetch(input, init));
  return async (path: string, query: Record<string, string>, fallbackName: string): Promise<Download> => {
    let response: Response;
    try {
      response = await send(callUrl(apiUrl, path, query), { headers: headersFor({}) });
    } catch {
      throw unreachableError(TRY_AGAIN_MESSAGE, 0, 'network');
    }
    if (!response.ok) {
      const text = await response.text();
      const body = parse(text);
      throw new HttpError(failureMessage(body, text, response.status), response.status, body);
    }
    const name = attachmentName(response.headers.get('content-disposition'), fallbackName);
    return { file: await response.blob(), name };
  };
}
