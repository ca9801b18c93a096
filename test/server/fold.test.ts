import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFold } from '@contract/search';
import { foldCase, SORT_KEY_FROM, SORT_KEY_TO, sortKey } from '../../server/db/fold';

/** What PostgreSQL's sortkey() does (migration 002): translate() letter by letter, then lower(). */
function translated(value: string): string {
  const to = new Map([...SORT_KEY_FROM].map((char, index) => [char, SORT_KEY_TO[index] ?? char]));
  return [...value.normalize('NFC')]
    .map((char) => to.get(char) ?? char)
    .join('')
    .toLowerCase();
}

const letters = [...`${SORT_KEY_FROM}abcXYZ ßŁłÆæ.-@'0\u0301\u0308😀`];

describe('sortKey', () => {
  it('drops accents and case, as German readers sort', () => {
    expect(sortKey('Özdemir')).toBe('ozdemir');
    expect(sortKey('Ärzteteam Bauer')).toBe('arzteteam bauer');
    expect(sortKey('Émile')).toBe('emile');
    expect(sortKey('Straße')).toBe('straße');
    // A decomposed accent (e + combining acute) sorts as the composed letter.
    expect(sortKey('Rene\u0301e')).toBe('renee');
  });

  it('maps every letter as PostgreSQL translate() and lower() do', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters)), (chars) => {
        const value = chars.join('');
        expect(sortKey(value)).toBe(translated(value));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('searchFold', () => {
  it('is the stored fold the server searches, so that the app marks what the server matched', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...letters, 'İ', 'Σ', 'ẞ')), (chars) => {
        const value = chars.join('');
        expect(searchFold(value)).toBe(foldCase(value));
      }),
      { numRuns: 2000 },
    );
    expect(searchFold('MÜLLER')).toBe('müller');
    expect(searchFold('Mu\u0308ller')).toBe('müller');
  });
});
