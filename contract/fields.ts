import { z } from 'zod';
import { PASSWORD_LENGTH, TEXT_MAX } from './domain';

/**
 * Field rules of spec section 5. Their messages are i18n keys: the API translates them for its answers
 * and the app's forms show the same keys through its i18nProvider. The contract lists the keys it names
 * rather than importing the catalogs (the contract is the base both halves and i18n build on); i18n/index.ts
 * stops compiling when a key listed here has no text.
 */
export type MessageKey =
  | 'api.login_email_invalid'
  | 'validation.bulk_nothing_to_set'
  | 'validation.bulk_selection'
  | 'validation.bulk_too_many_uids'
  | 'validation.choice_invalid'
  | 'validation.criteria_invalid'
  | 'validation.criteria_max'
  | 'validation.customer_unknown'
  | 'validation.date_invalid'
  | 'validation.date_time_invalid'
  | 'validation.due_before_start'
  | 'validation.email_invalid'
  | 'validation.email_required'
  | 'validation.folder_id_required'
  | 'validation.folder_name_required'
  | 'validation.interview_minutes'
  | 'validation.interview_range'
  | 'validation.interviewers_max'
  | 'validation.interviewers_required'
  | 'validation.link_invalid'
  | 'validation.logo_required'
  | 'validation.max_length'
  | 'validation.name_required'
  | 'validation.number_invalid'
  | 'validation.number_max'
  | 'validation.package_unknown'
  | 'validation.password_min'
  | 'validation.password_required'
  | 'validation.passwords_mismatch'
  | 'validation.place_or_link_required'
  | 'validation.rejection_reason_required'
  | 'validation.report_range'
  | 'validation.report_range_order'
  | 'validation.rejection_reason_unknown'
  | 'validation.required'
  | 'validation.template_placeholder'
  | 'validation.time_zone_invalid';
const m = (key: MessageKey) => ({ error: key });

/** The pattern the spec calls "pattern-checked" for emails. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Line breaks as LF: browsers send a textarea's line breaks as CRLF in a multipart form (HTML's form
 * encoding), so an edit that changed nothing else would otherwise rewrite every line break of a description.
 */
const lineFeeds = (value: string) => value.replace(/\r\n?/g, '\n');

export const requiredText = (required: MessageKey = 'validation.required', max: number = TEXT_MAX) =>
  z.string(m(required)).overwrite(lineFeeds).trim().min(1, m(required)).max(max, m('validation.max_length'));

export const optionalText = (max: number = TEXT_MAX) =>
  z.string(m('validation.required')).overwrite(lineFeeds).trim().max(max, m('validation.max_length'));

export const email = (
  required: MessageKey = 'validation.email_required',
  invalid: MessageKey = 'validation.email_invalid',
) =>
  z
    .string(m(required))
    .trim()
    .min(1, m(required))
    .max(TEXT_MAX, m('validation.max_length'))
    .regex(EMAIL_PATTERN, m(invalid))
    .toLowerCase();

export const password = (required: MessageKey = 'validation.password_required') =>
  z
    .string(m(required))
    .min(1, m(required))
    .min(PASSWORD_LENGTH.min, m('validation.password_min'))
    .max(PASSWORD_LENGTH.max, m('validation.max_length'));

/** An optional password: absent or empty means "keep the current one". */
export const optionalPassword = () =>
  z
    .string(m('validation.password_required'))
    .refine((value) => value === '' || value.length >= PASSWORD_LENGTH.min, {
      error: 'validation.password_min',
      params: { min: PASSWORD_LENGTH.min },
    })
    .refine((value) => value.length <= PASSWORD_LENGTH.max, {
      error: 'validation.max_length',
      params: { max: PASSWORD_LENGTH.max },
    })
    .optional();

export const choice = <const T extends readonly string[]>(values: T) =>
  z.enum(values, m('validation.choice_invalid'));

export const isoDate = (required: MessageKey = 'validation.required') =>
  z
    .string(m(required))
    .trim()
    .min(1, m(required))
    .pipe(z.iso.date(m('validation.date_invalid')));

/** A day (YYYY-MM-DD, spaces around it ignored), or empty for none. */
export const dayOrEmpty = () =>
  z
    .string(m('validation.date_invalid'))
    .trim()
    .refine((value) => value === '' || z.iso.date().safeParse(value).success, m('validation.date_invalid'));

export const uid = (required: MessageKey = 'validation.required', invalid: MessageKey = required) =>
  z
    .string(m(required))
    .trim()
    .min(1, m(required))
    .pipe(z.uuid(m(invalid)));

/** Adds "confirm must equal it" to an object schema, reported on the confirmation field. */
export function confirmed<T extends z.ZodObject>(schema: T, field: string, confirmation: string) {
  return schema.refine(
    (value: Record<string, unknown>) => (value[field] ?? '') === (value[confirmation] ?? ''),
    {
      path: [confirmation],
      error: 'validation.passwords_mismatch' satisfies MessageKey,
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return typeof value === 'object' && value !== null;
      },
    },
  );
}

/** A list field as multipart sends it: a JSON array string (empty: none); anything else is left for the schema. */
export function parseList(value: string): unknown {
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * A yes or no as JSON (a boolean) or a multipart form (the text 'true' or 'false') sends it; optional, as clients
 * of the spec's contract send no such field.
 */
export const formFlag = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false'])], m('validation.choice_invalid'))
    .meta({ type: ['boolean', 'string'] })
    .transform((value) => value === true || value === 'true')
    .optional();

/** Query strings: Django REST semantics, where an empty value means "no filter". */
export const filterText = () =>
  z.string(m('validation.choice_invalid')).max(TEXT_MAX, m('validation.max_length')).optional();

/**
 * A chosen image file (logo, thumbnail): only its presence is a field rule; the server judges the bytes.
 * Neutral about the value's type, so that the app's File and the server's Buffer both pass.
 */
const chosen = (value: unknown) => value !== undefined && value !== null && value !== '';
const binary = { type: 'string', format: 'binary' } as const;
export const requiredImage = (required: MessageKey) =>
  z.custom<NonNullable<unknown>>(chosen, { error: required }).meta(binary);
export const optionalImage = () => z.unknown().optional().meta(binary);
