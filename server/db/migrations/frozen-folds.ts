/**
 * Frozen: the sort keys and case folds as migrations 002 and 004 wrote them. Never change this file once a
 * migration uses it; a later change to the folds gets a new migration with its own frozen copy.
 *
 * The rule for every file in this folder (test/server/migrations-frozen.test.ts holds them to it): its runtime
 * imports are `kysely` and modules of this folder only, so that changing the app's code never changes what an
 * old migration does on a fresh install or an upgrade. `import type` from anywhere is allowed: it is erased.
 *
 * The live server/db/fold.ts re-exports these while the folds stay as they are.
 */

/** Accented capitals and small letters, and the letters they sort with. */
export const SORT_KEY_FROM = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ';
export const SORT_KEY_TO = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy';

const sortKeyMap = new Map([...SORT_KEY_FROM].map((char, index) => [char, SORT_KEY_TO[index] ?? char]));
const ACCENTED = new RegExp(`[${SORT_KEY_FROM}]`, 'g');

/** The order key of a name: accents dropped, lower case ('Özdemir' sorts as 'ozdemir'). */
export function sortKey(value: string): string {
  return value
    .normalize('NFC')
    .replace(ACCENTED, (char) => sortKeyMap.get(char) ?? char)
    .toLowerCase();
}

/** Case-insensitive matching for German text: the stored `_fold` columns. */
export function foldCase(value: string): string {
  return value.normalize('NFC').toLowerCase();
}
