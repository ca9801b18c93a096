import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * Text no database keeps as it was sent: PostgreSQL text cannot hold a NUL character (SQLite would store it),
 * and a lone UTF-16 surrogate (JSON's "\ud800") has no UTF-8 form, so both would store it as U+FFFD.
 */
const isUnstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/**
 * Whether any string or key in `value` is unstorable text. Walks with a stack of its own, not by recursion:
 * a hostile body nested thousands of levels deep must not overflow the call stack.
 */
export function hasUnstorableText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (isUnstorable(item)) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (isUnstorable(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** A preValidation hook: refuses a request whose path, query or JSON body carries unstorable text. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  if (
    hasUnstorableText(request.params) ||
    hasUnstorableText(request.query) ||
    hasUnstorableText(request.body)
  ) {
    throw badRequest('api.unstorable_text');
  }
}
