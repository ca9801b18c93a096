/**
 * How a list's `search` compares text, for the servers that answer it and the clients that show why a record
 * matched (the app's global search marks the words in its results). No imports: the app's lazily loaded search
 * panel takes this file alone.
 */

/** The words of a search: split on white space, each of which must occur in one of the list's search fields. */
export function searchWords(search: string): string[] {
  return search.split(/\s+/).filter(Boolean);
}

/**
 * Text as a search compares it: composed (NFC) and in lower case, so that 'müller' finds 'MÜLLER' and a
 * decomposed 'u' + '¨' finds 'ü'; accents count ('muller' does not find 'Müller'). The reference server's
 * stored folds are this function (server/db/fold.ts, frozen in its migrations; test/server/fold.test.ts holds
 * the two equal).
 */
export function searchFold(text: string): string {
  return text.normalize('NFC').toLowerCase();
}
