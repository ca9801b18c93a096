import type { Row } from './listing';

/**
 * What the resources' write bodies (`src/<resource>/payload.ts`) are built with: the forms use the API's field
 * names, and the builders pick what each call takes and put it in the API's shape.
 */

export const pick = (data: Row, fields: readonly string[]): Row =>
  Object.fromEntries(
    fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]),
  );

export const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** react-admin's ImageInput/FileInput hold a chosen file as {rawFile: File}; an already stored file has none. */
export function chosenFile(value: unknown): File | undefined {
  if (value instanceof File) return value;
  const raw = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return raw instanceof File ? raw : undefined;
}

/** Multipart body: files as files, everything else as text; absent values are left out. */
export function toFormData(fields: Row): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) form.append(name, value, value.name);
    else form.append(name, String(value));
  }
  return form;
}
