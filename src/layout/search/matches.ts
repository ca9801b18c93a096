import { searchFold } from '@contract/search';
import type { SearchField } from '../../common/resource/declaration';

/** A run of a shown text: `marked` where a search word occurs in it. */
export interface TextPart {
  text: string;
  marked: boolean;
}

/** A record's field (dotted path) as text: '' where it is absent. */
export function fieldText(record: object, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, name) => (node as Record<string, unknown> | null | undefined)?.[name], record);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The text folded as a search folds it (contract/search.ts), and for each of its code units the start and end
 * of the character it came from: a fold may change a character's length ('İ' is 'i' and a dot).
 */
function foldWithPlaces(text: string) {
  const from: number[] = [];
  const to: number[] = [];
  let byCharacter = '';
  let at = 0;
  for (const char of text) {
    const fold = searchFold(char);
    byCharacter += fold;
    for (let unit = 0; unit < fold.length; unit += 1) {
      from.push(at);
      to.push(at + char.length);
    }
    at += char.length;
  }
  // The whole text's fold where it keeps those places: a final 'Σ' folds to 'ς' only at a word's end.
  const whole = searchFold(text);
  return { folded: whole.length === byCharacter.length ? whole : byCharacter, from, to };
}

/** Runs of equal marks. */
function runs(text: string, marks: readonly boolean[]): TextPart[] {
  const parts: TextPart[] = [];
  for (let start = 0; start < text.length;) {
    const marked = marks[start] ?? false;
    let end = start + 1;
    while (end < text.length && (marks[end] ?? false) === marked) end += 1;
    parts.push({ text: text.slice(start, end), marked });
    start = end;
  }
  return parts;
}

/**
 * `text` in runs, each occurrence of a word marked, compared as the search compares them ('müller' marks
 * 'MÜLLER'); undefined where no word occurs.
 */
export function markWords(text: string, words: readonly string[]): TextPart[] | undefined {
  const shown = text.normalize('NFC');
  const { folded, from, to } = foldWithPlaces(shown);
  const marks = new Array<boolean>(shown.length).fill(false);
  let found = false;
  for (const word of words.map(searchFold).filter(Boolean)) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      found = true;
      marks.fill(true, from[at], to[at + word.length - 1]);
    }
  }
  return found ? runs(shown, marks) : undefined;
}

/**
 * Why a record matched: for each word, the first of the searched fields (in their declared order, the name
 * first) that holds it. Each such field once, in that order.
 */
export function matchedFields(
  record: object,
  fields: readonly SearchField[],
  words: readonly string[],
): SearchField[] {
  const holding = (word: string) =>
    fields.find((field) => markWords(fieldText(record, field.source), [word]) !== undefined);
  const found = new Set(words.map(holding));
  return fields.filter((field) => found.has(field));
}
