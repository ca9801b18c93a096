import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACTIVE_USER_STATUS, USER_ROLES, type UserRole } from '@contract/domain';
import type { Database } from '../db/schema';
import { forbidden, unauthorized } from './errors';
import type { Tokens } from './tokens';

/** The signed-in user a request acts for. */
export interface Actor {
  id: number;
  uid: string;
  role: UserRole;
  companyId: number;
  fullName: string;
  email: string;
  /** The token the request came with: a sign-out ends it. */
  token: { id: string; expiresAt: Date };
}

declare module 'fastify' {
  interface FastifyRequest {
    actor?: Actor;
  }
}

/** Reads the bearer token and loads its user; a token of a user no longer Approved, older than their last
 * password change, or signed out, no longer works. */
export async function authenticate(
  request: FastifyRequest,
  db: Kysely<Database>,
  tokens: Tokens,
): Promise<Actor> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const claims = match?.[1] ? await tokens.verify(match[1]) : null;
  if (!claims) throw unauthorized();
  const user = await db
    .selectFrom('users')
    .select(['id', 'user_uid', 'user_role', 'company_id', 'full_name', 'email', 'status', 'session_version'])
    .where('user_uid', '=', claims.sub)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('revoked_tokens').select('jti').where('jti', '=', claims.jti))),
    )
    .executeTakeFirst();
  if (!user || user.status !== ACTIVE_USER_STATUS || user.session_version !== claims.ver)
    throw unauthorized();
  return {
    id: user.id,
    uid: user.user_uid,
    role: user.user_role,
    companyId: user.company_id,
    fullName: user.full_name,
    email: user.email,
    token: { id: claims.jti, expiresAt: new Date(claims.exp * 1000) },
  };
}

/** The calls any signed-in user may make. */
export const EVERY_ROLE: readonly UserRole[] = USER_ROLES;
/**
 * The roles that manage users and vacancies and open a user's or customer's details: a SubAdmin in every
 * company, a CustomerAdmin in its own. StaffAdmins view vacancies and work on candidates.
 */
export const MANAGERS: readonly UserRole[] = ['SubAdmin', 'CustomerAdmin'];
/**
 * The managers of records that are the platform's or a company's (rejection reasons, mail templates), a company's
 * own first: a record made by the first role that may create it (a CustomerAdmin's, its company's) is one every
 * role of the list may change; a SubAdmin's would be the platform's.
 */
export const COMPANY_MANAGERS_FIRST: readonly UserRole[] = ['CustomerAdmin', 'SubAdmin'];
/** The platform's administrators: they alone manage customers. */
export const ADMINS: readonly UserRole[] = ['SubAdmin'];

/** The roles that may make a call; everyone else gets 403. */
export function requireRole(actor: Actor, roles: readonly UserRole[]): void {
  if (!roles.includes(actor.role)) throw forbidden();
}

/** SubAdmin sees every company; everyone else only their own (a record elsewhere answers 404). */
export function companyScope(actor: Actor): number | null {
  return actor.role === 'SubAdmin' ? null : actor.companyId;
}

/** Whether a record of this company is within the actor's companyScope. */
export function inScope(actor: Actor, companyId: number): boolean {
  const scope = companyScope(actor);
  return scope === null || scope === companyId;
}
