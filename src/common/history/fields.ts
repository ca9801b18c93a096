import type { TranslateFunction } from 'react-admin';
import type { Candidate } from '@contract/candidates';
import type { Customer } from '@contract/customers';
import {
  ACTIVE_STATES,
  CANDIDATE_STATUSES,
  USER_ROLES,
  USER_STATUSES,
  VACANCY_STATUSES,
  type HistoryKind,
  type RecordedField,
  type UserRole,
} from '@contract/domain';
import type { CandidateNote } from '@contract/notes';
import type { PackageItem } from '@contract/packages';
import type { User } from '@contract/users';
import type { Vacancy } from '@contract/vacancies';
import { roleLabel } from '../../users/labels';
import { domainChoices } from '../choices';
import { formatDate } from '../dates';

/** A recorded value as the screens show it. */
type ShowValue = (value: string, translate: TranslateFunction) => string;

export interface HistoryField {
  /** i18n key of the label the detail screens and forms give the field. */
  label: string;
  /** How the screens show a value; without it the value shows as it is. */
  show?: ShowValue;
  /** Long texts show shortened, with the full text a click away. */
  long?: boolean;
}

/** A domain value by its label key, as the forms' choices name it; a value outside the domain as it is. */
function choice(labels: string, values: readonly string[]): ShowValue {
  const keys = new Map(domainChoices(labels, values).map((item) => [item.id, item.name]));
  return (value, translate) => {
    const key = keys.get(value);
    return key ? translate(key) : value;
  };
}

const role: ShowValue = (value, translate) =>
  (USER_ROLES as readonly string[]).includes(value) ? translate(roleLabel(value as UserRole)) : value;
const day: ShowValue = (value) => formatDate(value) || value;
/** As the vacancy detail shows the quota. */
const percent: ShowValue = (value) => `${value} %`;

/** Every field the kind's history records (RECORDED_FIELDS), each one a field of its record `T`. */
type Fields<K extends HistoryKind, T extends Record<RecordedField<K>, unknown>> = Record<
  Extract<keyof T, RecordedField<K>>,
  HistoryField
>;

const user = {
  full_name: { label: 'users.fields.full_name' },
  email: { label: 'users.fields.email' },
  user_role: { label: 'users.fields.role', show: role },
  status: { label: 'users.fields.status', show: choice('users.statuses', USER_STATUSES) },
  password: { label: 'users.fields.password' },
} satisfies Fields<'user', User & { password: string }>;

const customer = {
  company_name: { label: 'customers.fields.company_name' },
  company_email: { label: 'customers.fields.company_email' },
  company_logo: { label: 'customers.fields.logo' },
  folder_name: { label: 'customers.fields.folder_name' },
  folder_id: { label: 'customers.fields.folder_id' },
} satisfies Fields<'customer', Customer>;

const vacancy = {
  vacancy_title: { label: 'vacancies.fields.title' },
  vacancy_description: { label: 'vacancies.fields.description', long: true },
  vacancy_tag: { label: 'vacancies.fields.tags' },
  vacancy_quota: { label: 'vacancies.fields.quota', show: percent },
  vacancy_start_date: { label: 'vacancies.fields.start_date', show: day },
  vacancy_due_date: { label: 'vacancies.fields.due_date', show: day },
  vacancy_status: { label: 'vacancies.fields.status', show: choice('vacancies.status', VACANCY_STATUSES) },
  vacancy_form_id: { label: 'vacancies.fields.form_id' },
  vacancy_thumbnail: { label: 'vacancies.fields.thumbnail' },
  vacancy_package: { label: 'vacancies.fields.packages' },
} satisfies Fields<'vacancy', Vacancy>;

const candidate = {
  candidate_name: { label: 'candidates.fields.name' },
  candidate_email: { label: 'candidates.fields.email' },
  candidate_phone_number: { label: 'candidates.fields.phone' },
  candidate_status: {
    label: 'candidates.fields.status',
    show: choice('candidates.status', CANDIDATE_STATUSES),
  },
  is_candidate_active: {
    label: 'candidates.fields.active',
    show: choice('candidates.active', ACTIVE_STATES),
  },
} satisfies Fields<'candidate', Candidate>;

const note = {
  note_text: { label: 'app.history.note_text', long: true },
} satisfies Fields<'note', CandidateNote>;

const packageFields = {
  package_name: { label: 'packages.fields.package_name' },
} satisfies Fields<'package', PackageItem>;

/**
 * The one mapping from a recorded field's API name (RECORDED_FIELDS, the contract's list of what the server
 * records) to the label and the values the screens show for it, by the kind of record changed.
 */
const HISTORY_FIELDS: Record<HistoryKind, Record<string, HistoryField>> = {
  user,
  customer,
  vacancy,
  candidate,
  note,
  package: packageFields,
};

/** A field the app does not know (a newer server's) keeps its API name and shows its values as they are. */
export const historyField = (kind: HistoryKind, field: string): HistoryField =>
  HISTORY_FIELDS[kind][field] ?? { label: field };
