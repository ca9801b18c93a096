/**
 * The resources as the server declares them (server/resources.ts), for cases derived from the declarations:
 * a new resource is covered by them without a line of its own in the tests.
 */
import { z } from 'zod';
import type { ListIndex, SearchTable } from '../../server/db/list-indexes';
import type { DeclaredResource } from '../../server/platform/resource/types';
import { RESOURCES } from '../../server/resources';
import type { TestApi } from './harness';

export const DECLARED: readonly DeclaredResource[] = RESOURCES.flatMap((entry) =>
  entry.declaration ? [entry.declaration] : [],
);

/** What the declared resources' lists search and order by (each one's table.ts), which the migrations must make. */
const LISTED = DECLARED.flatMap((resource) => (resource.listed ? [resource.listed] : []));
export const SEARCH_TABLES: readonly SearchTable[] = LISTED.map((listed) => listed.search);
export const LIST_INDEXES: readonly ListIndex[] = LISTED.flatMap((listed) => listed.indexes);

/** The field names of every declared create and update body. */
export const declaredFields = (): string[] =>
  DECLARED.flatMap((resource) => [resource.create?.body, resource.update?.body]).flatMap((body) =>
    body instanceof z.ZodObject ? Object.keys(body.shape) : [],
  );

/** The declared example of a write, or a loud failure: tests derive their records from it. */
export function exampleOf(resource: DeclaredResource, write: 'create' | 'update'): Record<string, unknown> {
  const example: unknown = resource[write]?.example;
  if (typeof example !== 'object' || example === null)
    throw new Error(`resource ${resource.tags.join()} declares no ${write} example`);
  return example as Record<string, unknown>;
}

/** The example with `word` added to its first text field: a record of its own, found by that word. */
export function variant(example: Record<string, unknown>, word: string): Record<string, unknown> {
  const [key] = Object.entries(example).find(([, value]) => typeof value === 'string') ?? [];
  if (key === undefined) throw new Error(`example ${JSON.stringify(example)} has no text field`);
  return { ...example, [key]: `${String(example[key])} ${word}` };
}

/** The uid of a record in a write's answer (`data`): its `uid`, or its one `…_uid` field. */
export function uidOf(data: unknown): string {
  const fields = Object.entries(data ?? {}).filter(([key]) => key === 'uid' || key.endsWith('_uid'));
  const [, uid] = fields.find(([key]) => key === 'uid') ?? (fields.length === 1 ? fields[0] : []) ?? [];
  if (typeof uid !== 'string') throw new Error(`no uid in ${JSON.stringify(data)}`);
  return uid;
}

/** Adds a record through the resource's own create call, from its example marked with `word`: its uid. */
export async function createFrom(
  api: TestApi,
  token: string,
  resource: DeclaredResource,
  word: string,
): Promise<string> {
  const { create } = resource;
  if (!create) throw new Error(`resource ${resource.tags.join()} has no create call`);
  const json = variant(exampleOf(resource, 'create'), word);
  const answer = await api.call('POST', create.path, {}, { token, json });
  if (answer.status !== 200) throw new Error(`${create.path} failed: ${JSON.stringify(answer.body)}`);
  return uidOf(answer.body.data);
}
