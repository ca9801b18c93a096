import { z } from 'zod';
import { LIST_TYPES, LONG_TEXT_MAX, TEXT_MAX, VACANCY_QUOTA_MAX, VACANCY_STATUSES } from './domain';
import {
  choice,
  dayOrEmpty,
  filterText,
  isoDate,
  optionalImage,
  optionalText,
  parseList,
  requiredText,
  type MessageKey,
} from './fields';
import type { RecordedHistory } from './history';
import { dayFilter, listQuery } from './lists';
import { scorecardCriteria } from './scorecards';
import { recordVersion } from './versions';

const m = (key: MessageKey) => ({ error: key });

/**
 * A package: `package_name` is its English name, as the contract has always named it (a client that knows no
 * other reads it as before); `package_name_de` its German one, which clients show in German (docs/decisions.md).
 */
export const packageRef = z.object({
  uid: z.string(),
  package_name: z.string(),
  package_name_de: z.string().describe('The German name (the English one where none was given).'),
});
export type PackageRef = z.infer<typeof packageRef>;

export const vacancyPackage = packageRef.extend({ is_selected: z.boolean() });

export const vacancyCompany = z.object({
  company_uid: z.string(),
  company_name: z.string(),
  folder_name: z.string(),
  folder_id: z.string(),
});

/** The vacancy of spec section 3; lists, the detail and the write answers all carry it whole. */
export const vacancy = z.object({
  id: z.number().int(),
  uid: z.string(),
  vacancy_title: z.string(),
  vacancy_description: z.string(),
  vacancy_tag: z.string(),
  vacancy_quota: z.number().int(),
  vacancy_start_date: z.string(),
  vacancy_due_date: z.string(),
  vacancy_status: z.enum(VACANCY_STATUSES),
  vacancy_form_id: z.string(),
  vacancy_thumbnail: z.string().nullable(),
  vacancy_share_url: z.string().nullable(),
  vacancy_respondents_count: z.number().int(),
  vacancy_created_by: z.string().nullable(),
  vacancy_modified_by: z.string().nullable(),
  vacancy_company: vacancyCompany,
  /** Every package of the catalogue, the vacancy's own ones selected. */
  vacancy_package: z.array(vacancyPackage),
  /** What its interviews' scorecards rate (issue 33), in order. */
  scorecard_criteria: z.array(z.string()),
  /** The creation day, YYYY-MM-DD (UTC), the day the created_at filters compare. */
  created_at: z.string(),
  ...recordVersion,
});
export type Vacancy = z.infer<typeof vacancy>;

/** A vacancy's history, its booked packages' names included; a new thumbnail shows without its values. */
export const VACANCY_HISTORY = {
  kind: 'vacancy',
  fields: [
    'vacancy_title',
    'vacancy_description',
    'vacancy_tag',
    'vacancy_quota',
    'vacancy_start_date',
    'vacancy_due_date',
    'vacancy_status',
    'vacancy_form_id',
    'vacancy_thumbnail',
    'vacancy_package',
    'scorecard_criteria',
  ],
} as const satisfies RecordedHistory<keyof Vacancy>;

/**
 * Quota: digits only, at most VACANCY_QUOTA_MAX with the maximum itself allowed (the spec's 'not greater
 * than' reading). Multipart sends a string, JSON may send a number. A missing quota gets the same
 * 'Please enter a valid number' as a wrong one, as section 5 names no other message for it.
 */
const quota = () =>
  z
    .union([z.string().trim(), z.number().transform(String)], m('validation.number_invalid'))
    .pipe(z.string().regex(/^\d+$/, m('validation.number_invalid')).transform(Number))
    .pipe(z.number().max(VACANCY_QUOTA_MAX, m('validation.number_max')));

/** Package uids: a JSON array string in multipart, an array in JSON; absent or empty means none. */
const packageUids = () =>
  z.preprocess(
    (value) => (typeof value === 'string' ? parseList(value) : (value ?? [])),
    z
      .array(
        z.string(m('validation.package_unknown')).max(TEXT_MAX, m('validation.package_unknown')),
        m('validation.package_unknown'),
      )
      .max(50, m('validation.package_unknown'))
      .transform((uids) => [...new Set(uids)]),
  );

/** Missing answers 'Required', anything outside Active/Inactive 'Please choose one of the options'. */
const vacancyStatus = () =>
  z.enum(VACANCY_STATUSES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? 'validation.required' : 'validation.choice_invalid',
  });

/** A real calendar day written YYYY-MM-DD. */
const isDay = (value: unknown) => z.iso.date().safeParse(value).success;

/** Due date not before start date, reported on the due date once both dates are valid. */
function datesInOrder<T extends z.ZodObject>(schema: T) {
  return schema.refine(
    (value: Record<string, unknown>) => String(value.vacancy_due_date) >= String(value.vacancy_start_date),
    {
      path: ['vacancy_due_date'],
      error: 'validation.due_before_start' satisfies MessageKey,
      when: (payload) => {
        const value = payload.value as Record<string, unknown> | undefined;
        return (
          typeof value === 'object' &&
          value !== null &&
          isDay(value.vacancy_start_date) &&
          isDay(value.vacancy_due_date)
        );
      },
    },
  );
}

const text = {
  vacancy_title: requiredText(),
  vacancy_form_id: optionalText().default(''),
  vacancy_description: requiredText('validation.required', LONG_TEXT_MAX),
  vacancy_tag: optionalText(LONG_TEXT_MAX).default(''),
};

const schedule = {
  vacancy_quota: quota(),
  vacancy_start_date: isoDate(),
  vacancy_due_date: isoDate(),
  vacancy_package: packageUids(),
  vacancy_thumbnail: optionalImage(),
  /** Left out: none on a new vacancy, unchanged on an edit (a client that knows no criteria). */
  scorecard_criteria: scorecardCriteria().optional(),
};

/** POST customer-api/vacancy-create-for-admin/ (multipart or JSON), fields in form order. */
export const vacancyCreate = datesInOrder(
  z.object({
    ...text,
    company_uuid: z
      .string(m('validation.required'))
      .trim()
      .min(1, m('validation.required'))
      .max(TEXT_MAX, m('validation.customer_unknown')),
    ...schedule,
  }),
);
export type VacancyCreate = z.infer<typeof vacancyCreate>;

/**
 * PUT customer-api/vacancy-update-api/{id}/: the customer cannot change; the status is set here only. The due
 * date is required on add only (section 5): emptied, the vacancy has none.
 */
export const vacancyUpdate = datesInOrder(
  z.object({
    ...text,
    ...schedule,
    vacancy_due_date: dayOrEmpty().default(''),
    vacancy_status: vacancyStatus(),
  }),
);
export type VacancyUpdate = z.infer<typeof vacancyUpdate>;

/** Search covers title, tags, company name and id. */
export const vacancyListQuery = listQuery.extend({
  search: filterText().describe('Every word must occur in the title, the tags, the company name or the id.'),
  vacancy_company__company_name__icontains: filterText(),
  vacancy_title__icontains: filterText(),
  id: z
    .string(m('validation.number_invalid'))
    .trim()
    .regex(/^\d*$/, m('validation.number_invalid'))
    .optional(),
  created_at_gte: dayFilter(),
  created_at_lte: dayFilter(),
});
export type VacancyListQuery = z.infer<typeof vacancyListQuery>;

export const vacancyListType = z.object({ type: choice(LIST_TYPES) });
