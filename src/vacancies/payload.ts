import { toApiDate } from '../common/dates';
import type { Row } from '../providers/listing';
import { chosenFile, filled, pick, toFormData } from '../providers/bodyParts';

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
    // Left out where the form had none, so that the vacancy keeps its criteria.
    scorecard_criteria:
      data.scorecard_criteria === undefined ? undefined : JSON.stringify(data.scorecard_criteria),
  };
}

export const vacancyCreateBody = (data: Row): FormData =>
  toFormData({ ...vacancyFields(data), company_uuid: data.company_uuid });

/** The customer cannot change on edit; the status can (spec section 5). */
export const vacancyUpdateBody = (data: Row): FormData =>
  toFormData({ ...vacancyFields(data), vacancy_status: data.vacancy_status });
