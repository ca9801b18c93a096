import { describe, expect, it } from 'vitest';
import type { RecordedHistory } from '@contract/history';
import { historyField } from '../../src/common/history/fields';

/** Every history a contract declares (its `*_HISTORY` exports): what the server records. */
const modules = import.meta.glob<Record<string, unknown>>('../../contract/*.ts', { eager: true });
const recorded = Object.values(modules).flatMap((module) =>
  Object.entries(module)
    .filter(([name]) => name.endsWith('_HISTORY'))
    .map(([, value]) => value as RecordedHistory),
);

describe('history labels', () => {
  it('finds the declared histories', () => {
    expect(recorded.map(({ kind }) => kind)).toEqual(
      expect.arrayContaining(['user', 'customer', 'vacancy', 'candidate', 'note', 'package']),
    );
  });

  // A resource that records history without its folder's history.ts would show the API's field names.
  it.each(recorded.map((history) => [history.kind, history] as const))(
    'labels every field a %s entry records',
    (_kind, { kind, fields }) => {
      const unlabelled = fields.filter((field) => historyField(kind, field).label === field);
      expect(unlabelled).toEqual([]);
    },
  );
});
