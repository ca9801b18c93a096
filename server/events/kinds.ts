import type { UserRole } from '@contract/domain';
import type { ResourceEntry } from '../platform/resource/types';

/** What the events need to know of a history kind, from the resource declarations. */
export interface Kinds {
  /** The roles that may read a kind's records: its resource's list and detail calls'. */
  readers(kind: string): readonly UserRole[];
  /** The kind whose timeline shows a kind's entries: a note's is its candidate's; any other its own. */
  subjectOf(kind: string): string;
}

/**
 * Built once from the registry: a kind another one's timeline includes (notes in a candidate's) is read by
 * whoever reads that one, as the timeline and the notes' calls have it.
 */
export function kindsOf(resources: readonly ResourceEntry[]): Kinds {
  const readers = new Map<string, readonly UserRole[]>();
  const subjects = new Map<string, string>();
  for (const { declaration } of resources) {
    if (!declaration) continue;
    const { kind } = declaration.history;
    const roles = [...new Set([...(declaration.list?.roles ?? []), ...(declaration.detail?.roles ?? [])])];
    readers.set(kind, roles);
    for (const included of declaration.timeline?.including ?? []) subjects.set(included, kind);
  }
  return {
    readers: (kind) => readers.get(kind) ?? [],
    subjectOf: (kind) => subjects.get(kind) ?? kind,
  };
}
