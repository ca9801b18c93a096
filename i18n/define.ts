/** A German catalog must mirror the English one key for key: a key in one language only does not compile. */
export type Mirror<T> = { [K in keyof T]: T[K] extends string ? string : Mirror<T[K]> };

/** One area of the catalog, both languages side by side. */
export interface Area<T> {
  english: T;
  german: Mirror<T>;
}

export function defineArea<T extends object>(area: Area<T>): Area<T> {
  return area;
}

/** Dotted paths to every message of a catalog: 'validation.required', ... */
export type MessagePath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessagePath<T[K]>}`;
}[keyof T & string];
