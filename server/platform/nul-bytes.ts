import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * PostgreSQL text cannot hold a NUL character, so no input may carry one (SQLite would store it).
 * Walks with a stack of its own, not by recursion: a hostile body nested thousands of levels deep must
 * not overflow the call stack.
 */
export function hasNulByte(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/** A preValidation hook: refuses a request whose path, query or JSON body carries a NUL character. */
export async function refuseNulBytes(request: FastifyRequest): Promise<void> {
  if (hasNulByte(request.params) || hasNulByte(request.query) || hasNulByte(request.body)) {
    throw badRequest('api.malformed_request');
  }
}
