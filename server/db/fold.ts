/**
 * Case-insensitive matching for German text, the same on both databases: the stored folds (db/keys.ts) and
 * the search terms are folded here, in JavaScript, so that 'Ä' finds 'ä' whatever the database's locale.
 */
export function foldCase(value: string): string {
  return value.normalize('NFC').toLowerCase();
}

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
