import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/** PostgreSQL text cannot hold a NUL character, so no input may carry one (SQLite would store it). */
export function hasNulByte(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(hasNulByte);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => hasNulByte(key) || hasNulByte(item));
  }
  return false;
}

/** A preValidation hook: refuses a request whose path, query or JSON body carries a NUL character. */
export async function refuseNulBytes(request: FastifyRequest): Promise<void> {
  if (hasNulByte(request.params) || hasNulByte(request.query) || hasNulByte(request.body)) {
    throw badRequest('api.malformed_request');
  }
}
