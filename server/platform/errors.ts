import type { z } from 'zod';
import type { SharedMessageKey } from '../../i18n';
import { isMessageKey, type Message } from './i18n';

/** A failure the client is told about: HTTP status and readable messages, most important first. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly messages: Message[],
    /** Headers the answer carries too (Retry-After of a throttled call). */
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries beside status and response (a 412's current record). */
    readonly fields: Record<string, unknown> = {},
  ) {
    super(messages.map((message) => message.key).join(', '));
  }
}

/**
 * A failure after part of the work was saved (a bulk call's earlier chunks): answers as `failure` would, with
 * `note` (what was saved) after its messages.
 */
export class PartlyDone extends Error {
  constructor(
    readonly failure: unknown,
    readonly note: Message,
  ) {
    super(failure instanceof Error ? failure.message : String(failure), { cause: failure });
  }
}

const single = (status: number, key: SharedMessageKey, params?: Message['params']) =>
  new ApiError(status, [{ key, params }]);

export const badRequest = (key: SharedMessageKey, params?: Message['params']) => single(400, key, params);
export const unauthorized = () => single(401, 'api.unauthorized');
export const forbidden = () => single(403, 'api.forbidden');
export const notFound = () => single(404, 'api.not_found');
export const conflict = (key: SharedMessageKey) => single(409, key);

/**
 * 503 for what this instance cannot serve now but soon may (the database, storage or Redis out of reach, every
 * download slot taken): the app shows its "unreachable" banner and retries reads after Retry-After seconds.
 */
export const unavailable = (key: SharedMessageKey = 'api.unavailable', seconds = 5) =>
  new ApiError(503, [{ key }], { 'retry-after': String(seconds) });

/** 429 for an account that must wait: Retry-After in seconds, the text in whole minutes. */
export const accountThrottled = (seconds: number) =>
  new ApiError(429, [{ key: 'api.account_throttled', params: { smart_count: Math.ceil(seconds / 60) } }], {
    'retry-after': String(seconds),
  });

/**
 * Zod issues as messages: one per failing field (its first issue), in the order the form shows the
 * fields (`fieldOrder`, the schema's keys), so the first message is about the first wrong field.
 */
export function issueMessages(
  issues: readonly z.core.$ZodIssue[],
  fieldOrder: readonly string[] = [],
): Message[] {
  const firstPerField = new Map<string, z.core.$ZodIssue>();
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (!firstPerField.has(field)) firstPerField.set(field, issue);
  }
  const rank = (field: string) => {
    const index = fieldOrder.indexOf(field);
    return index === -1 ? fieldOrder.length : index;
  };
  return [...firstPerField.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([, issue]) =>
      isMessageKey(issue.message)
        ? { key: issue.message, params: issueParams(issue) }
        : { key: 'api.malformed_request' as const },
    );
}

function issueParams(issue: z.core.$ZodIssue): Message['params'] {
  const params: Record<string, string | number> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
  return params;
}

/** The keys of an object schema, in declaration order (the form's order). */
export function fieldsOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}
