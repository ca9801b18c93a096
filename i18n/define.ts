/** A German catalog must mirror the English one key for key: a key in one language only does not compile. */
export type Mirror<T> = { [K in keyof T]: T[K] extends string ? string : Mirror<T[K]> };

/** One area of the catalog, both languages side by side. */
export interface Area<T> {
  english: T;
  german: Mirror<T>;
}

/** One text in both languages. */
export type Texts = readonly [english: string, german: string];
type Bilingual = { [key: string]: Texts | Bilingual };
type English<T> = { [K in keyof T]: T[K] extends Texts ? string : English<T[K]> };

/** An area whose keys are written once, each text beside its translation: both languages have them by making. */
export function defineBilingualArea<T extends Bilingual>(texts: T): Area<English<T>> {
  return { english: inLanguage(texts, 0), german: inLanguage(texts, 1) } as Area<English<T>>;
}

function inLanguage(texts: Bilingual, language: 0 | 1): object {
  return Object.fromEntries(
    Object.entries(texts).map(([key, value]) => [
      key,
      isTexts(value) ? value[language] : inLanguage(value, language),
    ]),
  );
}

const isTexts = (value: Texts | Bilingual): value is Texts => Array.isArray(value);

/** Dotted paths to every message of a catalog: 'validation.required', ... */
export type MessagePath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessagePath<T[K]>}`;
}[keyof T & string];
