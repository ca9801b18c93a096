import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { lastChange } from '../db/versions';
import { ApiError, badRequest } from './errors';

/**
 * Conditional writes (issue 29, RFC 9110 §13): a record's version is its strong entity tag, `"<version>"`.
 * Detail and write answers carry it as ETag; a write with If-Match goes ahead only while the record still has
 * that version, and answers 412 otherwise. docs/decisions.md says why the tag is the bare version.
 */
export const etagOf = (version: number) => `"${version}"`;

/** What If-Match asks for: nothing (no header: the write goes ahead as always), any version (`*`), or these. */
export type Expected = undefined | '*' | readonly number[];

const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;

/**
 * The versions If-Match names. A weak tag never matches (If-Match compares strongly), nor does a strong one that
 * is not a version of ours; a header that is no list of entity tags at all answers 400 rather than being ignored,
 * since ignoring it would let through the very overwrite the client asked to prevent.
 */
export function expectedVersions(request: FastifyRequest): Expected {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  if (header.trim() === '*') return '*';
  const versions: number[] = [];
  for (const tag of header.split(',').map((part) => part.trim())) {
    const match = ENTITY_TAG.exec(tag);
    if (!match) throw badRequest('api.if_match_malformed');
    if (!match[1] && /^\d{1,15}$/.test(match[2] ?? '')) versions.push(Number(match[2]));
  }
  return versions;
}

/** Whether a record of `version` satisfies the request's If-Match. */
const satisfies = (expected: Expected, version: number) =>
  expected === undefined || expected === '*' || expected.includes(version);

/** Thrown inside a write's transaction when the locked record's version no longer satisfies If-Match. */
class StaleVersion extends Error {
  constructor() {
    super('stale version');
  }
}

/** Inside a write's transaction, under the record's lock: a version If-Match does not name stops the write. */
export function requireVersion(expected: Expected, version: number): void {
  if (!satisfies(expected, version)) throw new StaleVersion();
}

/**
 * Runs a conditional write: once its transaction has rolled back on a stale version, answers the 412 that
 * `stale` makes of the record as it now is.
 */
export async function conditionally<R>(write: () => Promise<R>, stale: () => Promise<ApiError>): Promise<R> {
  try {
    return await write();
  } catch (error) {
    throw error instanceof StaleVersion ? await stale() : error;
  }
}

/**
 * The 412: the record as it now is (with its version), and who changed it last and when (its history's last
 * entry of `subject`).
 */
export async function preconditionFailed(
  db: Kysely<Database>,
  subject: { kind: string; subjectUid: string; recordUid: string },
  data: object,
  version: number,
): Promise<ApiError> {
  const change = await lastChange(db, subject);
  const name = change.changed_by;
  return new ApiError(
    412,
    [name ? { key: 'api.changed_by_other', params: { name } } : { key: 'api.changed_since_read' }],
    { etag: etagOf(version) },
    { data: { ...data, version }, ...change },
  );
}

/**
 * Whether the client asked for versions in the answers' records (`Prefer: versions`, RFC 7240): list rows and
 * a write's `data` then carry `version`. Without it they stay as section 7 has them, byte for byte.
 */
export function prefersVersions(request: FastifyRequest): boolean {
  const prefer = [request.headers.prefer ?? []].flat().join(',');
  return prefer.split(',').some((token) => token.trim().toLowerCase() === 'versions');
}

/** The record as an answer shows it: with its version when the client asked for versions. */
export const versioned = <T extends object>(request: FastifyRequest, entity: T, version: number) =>
  prefersVersions(request) ? { ...entity, version } : entity;

/** Marks an answer with the record's version. */
export const tagAnswer = (reply: FastifyReply, version: number) => reply.header('etag', etagOf(version));

/** A write's `data`: the record as the answer shows it, its version as the answer's ETag. */
export function taggedRecord<T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  entity: T,
  version: number,
) {
  tagAnswer(reply, version);
  return versioned(request, entity, version);
}
