import type { RaRecord } from 'react-admin';
import { routes } from '../../routes';
import type { ResourceName } from '../sections';

/** What the global search shows of one kind of record, and where Enter takes it. */
export interface SearchKind {
  resource: ResourceName;
  /** i18n key of the group's heading: the sidebar's own words. */
  label: string;
  primary: (record: RaRecord) => string;
  secondary: (record: RaRecord) => string;
  /** The detail screen; the 'all' tab, since a result may be active or not. */
  detail: (record: RaRecord) => string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const id = (record: RaRecord) => String(record.id);

/** The groups of the results, in the sidebar's order of the lists. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  {
    resource: 'candidates',
    label: 'app.menu.candidates',
    primary: (record) => text(record.candidate_name),
    secondary: (record) => text(record.candidate_email),
    detail: (record) => routes.candidateDetails('all', id(record)),
  },
  {
    resource: 'vacancies',
    label: 'app.menu.vacancies',
    primary: (record) => text(record.vacancy_title),
    secondary: (record) => text((record.vacancy_company as RaRecord | null)?.company_name),
    detail: (record) => routes.vacancyDetails('all', id(record), String(record.pk)),
  },
  {
    resource: 'customers',
    label: 'app.menu.customers',
    primary: (record) => text(record.company_name),
    secondary: (record) => text(record.company_email),
    detail: (record) => routes.customerDetails('all', id(record)),
  },
  {
    resource: 'users',
    label: 'app.menu.users',
    primary: (record) => text(record.full_name),
    secondary: (record) => text(record.email),
    detail: (record) => routes.userView('all', id(record)),
  },
];

/** Results per kind: the list call's page_size. */
export const RESULTS_PER_KIND = 5;
/** Fewer characters than this find too much to be useful; the search waits for more. */
export const MIN_TERM_LENGTH = 2;
/** How long typing must pause before the search goes out. */
export const DEBOUNCE_MS = 250;
