import type { Locale } from './content';

/** Small text and date helpers the demo plan, its scaled companies and its candidates share. */

export const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();
export const day = (ms: number) => iso(ms).slice(0, 10);
export const other = (locale: Locale): Locale => (locale === 'de' ? 'en' : 'de');

const LETTERS: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  ı: 'i',
  ł: 'l',
};

/** Plain ASCII as mail addresses and folder names want it: 'Müller' gives 'mueller', 'Lucía' 'lucia'. */
function ascii(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßøæıł]/g, (letter) => LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

const mailNames = new Map<string, string>();
/** Memoised: a scaled demo writes the same few hundred names a million times. */
export function mailName(name: string): string {
  let local = mailNames.get(name);
  if (local === undefined) {
    local = ascii(name).replace(/[^a-z0-9]/g, '');
    mailNames.set(name, local);
  }
  return local;
}
export const slug = (name: string) =>
  ascii(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function withoutLegalForm(name: string): string {
  return name
    .replace(/\s(gGmbH|GmbH|AG|KG|eG|Ltd|Inc\.|LLC|AB|ApS|SARL|K\.K\.|Sp\. z o\.o\.)$/, '')
    .replace(/\s&\sCo\.$/, '');
}
