import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@contract/domain';
import { API_PATHS, type ApiPathName } from '@contract/paths';
import { authenticate, requireRole, type Actor } from './access';
import type { Context } from './context';
import { unauthorized } from './errors';
import { translate, type Message } from './i18n';

/** Where the API is mounted: the section 7 calls, their documentation and the health checks. */
export const API_PREFIX = '/api/';

/** The server path of a section 7 call. */
export const endpoint = (name: ApiPathName) => `${API_PREFIX}${API_PATHS[name]}`;

/**
 * An onRequest hook that lets the given roles through (after checking the token) and answers 401/403
 * otherwise: before the body is read or any input validated, so a caller without the right learns nothing.
 */
export function allow(ctx: Context, roles: readonly UserRole[]) {
  return async (request: FastifyRequest) => {
    request.actor = await authenticate(request, ctx.db, ctx.tokens);
    requireRole(request.actor, roles);
  };
}

export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/** A success answer whose response is a translated message. */
export function said(request: FastifyRequest, key: Message['key'], params?: Message['params']) {
  return { status: 200, response: translate(request.language, { key, params }) };
}

export const ok = <T>(response: T) => ({ status: 200, response });
