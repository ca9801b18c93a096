import { ACTIVE_USER_STATUS, ADMINISTRATION_COMPANY_UID, USERNAME_PLACEHOLDER } from '@contract/domain';
import { toApiDate } from '../common/dates';
import type { Row } from './listing';

/**
 * The write calls' bodies (spec sections 3 and 7), built from the screens' form values. The forms use the
 * API's field names; these functions pick what each call takes and put it in the API's shape.
 */

const pick = (data: Row, fields: readonly string[]): Row =>
  Object.fromEntries(
    fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]),
  );

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';

/** react-admin's ImageInput/FileInput hold a chosen file as {rawFile: File}; an already stored file has none. */
function chosenFile(value: unknown): File | undefined {
  if (value instanceof File) return value;
  const raw = (value as { rawFile?: unknown } | null | undefined)?.rawFile;
  return raw instanceof File ? raw : undefined;
}

/** Multipart body: files as files, everything else as text; absent values are left out. */
function toFormData(fields: Row): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (value instanceof File) form.append(name, value, value.name);
    else form.append(name, String(value));
  }
  return form;
}

export function userCreateBody(data: Row): Row {
  const body = pick(data, [
    'full_name',
    'user_role',
    'email',
    'company_uuid',
    'or_password',
    'confirm_password',
  ]);
  // A SubAdmin always belongs to the administration company (spec section 5, add user).
  if (body.user_role === 'SubAdmin') body.company_uuid = ADMINISTRATION_COMPANY_UID;
  return { ...body, username: USERNAME_PLACEHOLDER, status: ACTIVE_USER_STATUS };
}

/**
 * Without a new password only the four profile fields are sent (spec section 5). The current password goes
 * along whenever it was typed, since the API asks for it when users change their own email, too.
 */
export function userUpdateBody(data: Row): Row {
  const body = pick(data, ['full_name', 'user_role', 'status', 'email']);
  if (filled(data.or_password)) Object.assign(body, pick(data, ['or_password', 'confirm_password']));
  if (filled(data.old_password)) body.old_password = data.old_password;
  return body;
}

const CUSTOMER_FIELDS = ['company_name', 'company_email', 'folder_name', 'folder_id'] as const;

/** Create and edit alike: the logo goes along only when a file was chosen (spec section 5, edit customer). */
export function customerBody(data: Row): FormData {
  return toFormData({ ...pick(data, CUSTOMER_FIELDS), company_logo: chosenFile(data.company_logo) });
}

/** The selected packages' uids as a JSON array: from checkbox values, or the detail's {uid, is_selected} list. */
function packageUids(value: unknown): string {
  if (typeof value === 'string') return value;
  const items: unknown[] = Array.isArray(value) ? value : [];
  const uids = items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const entry = item as { uid?: unknown; is_selected?: unknown } | null;
    return typeof entry?.uid === 'string' && entry.is_selected !== false ? [entry.uid] : [];
  });
  return JSON.stringify(uids);
}

const VACANCY_FIELDS = [
  'vacancy_title',
  'vacancy_form_id',
  'vacancy_description',
  'vacancy_tag',
  'vacancy_quota',
];

/** YYYY-MM-DD; a value that is no date goes as typed, so that the API names the problem. */
const apiDate = (value: unknown) =>
  filled(value) ? toApiDate(value instanceof Date ? value : String(value)) || String(value) : undefined;

function vacancyFields(data: Row): Row {
  return {
    ...pick(data, VACANCY_FIELDS),
    vacancy_start_date: apiDate(data.vacancy_start_date),
    vacancy_due_date: apiDate(data.vacancy_due_date),
    vacancy_package: packageUids(data.vacancy_package),
    vacancy_thumbnail: chosenFile(data.vacancy_thumbnail),
  };
}

export const vacancyCreateBody = (data: Row): FormData =>
  toFormData({ ...vacancyFields(data), company_uuid: data.company_uuid });

/** The customer cannot change on edit; the status can (spec section 5). */
export const vacancyUpdateBody = (data: Row): FormData =>
  toFormData({ ...vacancyFields(data), vacancy_status: data.vacancy_status });

/** The edit form may hold the record's is_candidate_active ('Active') where the API wants 'active'. */
export function candidateUpdateBody(data: Row): Row {
  const body = pick(data, [
    'candidate_name',
    'candidate_email',
    'candidate_phone_number',
    'candidate_status',
  ]);
  const state = data.candidate_active_or_inactive ?? data.is_candidate_active;
  return { ...body, candidate_active_or_inactive: typeof state === 'string' ? state.toLowerCase() : state };
}

/** A note's add and edit payload: its text alone. */
export const noteBody = (data: Row): Row => pick(data, ['note_text']);

export const packageBody = (data: Row): Row => ({ package_name: data.package_name });
