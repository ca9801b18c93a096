import { sql, type RawBuilder } from 'kysely';

/**
 * Case-insensitive matching for German text on both databases: SQLite gets casefold() from JavaScript
 * (connect.ts), PostgreSQL gets it as lower() from the first migration. Both sides of a comparison fold.
 */
export function foldCase(value: string): string {
  return value.normalize('NFC').toLowerCase();
}

/** `column` contains `term`, ignoring case; instr() exists on both (a migration adds it to PostgreSQL). */
export function containsText(column: RawBuilder<unknown>, term: string): RawBuilder<boolean> {
  return sql<boolean>`instr(casefold(${column}), ${foldCase(term)}) > 0`;
}

/** Accented capitals and small letters, and the letters they sort with. */
export const SORT_KEY_FROM = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿ';
export const SORT_KEY_TO = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyy';
const sortKeyMap = new Map([...SORT_KEY_FROM].map((char, index) => [char, SORT_KEY_TO[index] ?? char]));

/** The order key of a name: accents dropped, lower case ('Özdemir' sorts as 'ozdemir'). */
export function sortKey(value: string): string {
  return [...value.normalize('NFC')]
    .map((char) => sortKeyMap.get(char) ?? char)
    .join('')
    .toLowerCase();
}
