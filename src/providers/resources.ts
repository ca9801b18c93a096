import { apiPath } from '@contract/paths';
import { toApiDate, today } from '../common/dates';
import { adminIsSubadmin, allMeansAny, type FilterRule, type Query, type Row } from './listing';
import {
  candidateUpdateBody,
  customerBody,
  noteBody,
  userCreateBody,
  userUpdateBody,
  vacancyCreateBody,
  vacancyUpdateBody,
} from './payloads';

export type ResourceName = 'users' | 'customers' | 'vacancies' | 'candidates' | 'packages' | 'notes';

/** A write call: its path, and its body as JSON or as a multipart form. */
interface WriteCall<Path> {
  path: Path;
  body: (data: Row) => Row | FormData;
}

/** How one resource speaks to the API: adding a resource is adding one of these. */
export interface ResourceSpec {
  /** The field holding the uid, which becomes the record's `id`. */
  uidField: string;
  /** The list call for the screen's pageType ('all', 'active', ...) and meta. */
  list: (pageType: string, meta: Row) => string;
  filters: Record<string, FilterRule>;
  /** Filter values the API gets unless the screen sets them. */
  defaults?: () => Query;
  /** Detail call; without one a record is looked up in the list. */
  detail?: (id: string) => string;
  /** The create call, given the call's meta (the parent record of a nested resource). */
  create?: WriteCall<(meta: Row) => string>;
  update?: WriteCall<(id: string) => string>;
  remove?: (id: string) => string;
  /** Nested lists of another resource's records, mapped like that resource's own. */
  nested?: Record<string, ResourceName>;
  /** The bulk calls (issue 12): one change to many selected records, or to all the list matches. */
  bulk?: Partial<Record<BulkAction, string>>;
}

export type BulkAction = 'update' | 'delete';

const q: Record<string, FilterRule> = { q: { param: 'search' } };
const date = (param: string): FilterRule => ({ param, value: (value) => toApiDate(value) || value });
/**
 * The end date defaults to today (spec section 9). The API dates records by their UTC day, so the later of the
 * local and the UTC day is sent: west of Greenwich, in the evening, a record made a moment ago stays listed.
 */
const endsToday = () => {
  const utcDay = new Date().toISOString().slice(0, 10);
  return { created_at_lte: utcDay > today() ? utcDay : today() };
};
const byType = (pageType: string) => pageType || 'all';

export const RESOURCES: Record<ResourceName, ResourceSpec> = {
  users: {
    uidField: 'user_uid',
    list: (pageType) =>
      byType(pageType) === 'all' ? apiPath('userList') : apiPath('userListByType', { type: pageType }),
    filters: {
      ...q,
      company: { param: 'company__company_name__icontains', value: allMeansAny },
      full_name: { param: 'full_name__icontains' },
      email: { param: 'email' },
      user_role: { param: 'user_role__icontains', value: adminIsSubadmin },
      company_uid: { param: 'company__company_uid' },
    },
    detail: (id) => apiPath('userDetail', { id }),
    create: { path: () => apiPath('userRegister'), body: userCreateBody },
    update: { path: (id) => apiPath('userUpdate', { id }), body: userUpdateBody },
    remove: (id) => apiPath('userDelete', { id }),
  },
  customers: {
    uidField: 'company_uid',
    list: (pageType, meta) => {
      if (meta.listing) return apiPath('companyListing');
      const type = byType(pageType);
      return type === 'all' ? apiPath('companyManagementList') : apiPath('companyListByType', { type });
    },
    filters: {
      ...q,
      company_name: { param: 'company_name__icontains' },
      company_email: { param: 'company_email__icontains' },
    },
    detail: (id) => apiPath('companyDetail', { id }),
    create: { path: () => apiPath('companyRegister'), body: customerBody },
    update: { path: (id) => apiPath('companyUpdate', { id }), body: customerBody },
    remove: (id) => apiPath('companyDelete', { id }),
    nested: { user_company: 'users' },
  },
  vacancies: {
    uidField: 'uid',
    list: (pageType) => apiPath('vacancyList', { type: byType(pageType) }),
    filters: {
      ...q,
      title: { param: 'vacancy_title__icontains' },
      company: { param: 'vacancy_company__company_name__icontains', value: allMeansAny },
      id: { param: 'id' },
      created_at_gte: date('created_at_gte'),
      created_at_lte: date('created_at_lte'),
    },
    defaults: endsToday,
    detail: (id) => apiPath('vacancyDetail', { id }),
    create: { path: () => apiPath('vacancyCreate'), body: vacancyCreateBody },
    update: { path: (id) => apiPath('vacancyUpdate', { id }), body: vacancyUpdateBody },
    remove: (id) => apiPath('vacancyDelete', { id }),
    bulk: { update: apiPath('vacancyBulkUpdate'), delete: apiPath('vacancyBulkDelete') },
  },
  candidates: {
    uidField: 'uid',
    list: (pageType) => apiPath('candidateList', { status: byType(pageType) }),
    filters: {
      ...q,
      candidate_name: { param: 'candidate_name__icontains' },
      candidate_email: { param: 'candidate_email__icontains' },
      title: { param: 'vacancy__vacancy_title__icontains' },
      company: { param: 'vacancy__vacancy_company__company_name__icontains', value: allMeansAny },
      vacancy_id: { param: 'vacancy__id' },
      candidate_status: { param: 'candidate_status', value: allMeansAny },
      created_at_gte: date('created_at_gte'),
      created_at_lte: date('created_at_lte'),
    },
    defaults: endsToday,
    detail: (id) => apiPath('candidateDetail', { id }),
    update: { path: (id) => apiPath('candidateUpdate', { id }), body: candidateUpdateBody },
    bulk: { update: apiPath('candidateBulkUpdate') },
  },
  packages: {
    uidField: 'uid',
    list: () => apiPath('packageList'),
    filters: q,
  },
  /** A candidate's notes (issue 11): its list and new notes name the candidate, as `meta.candidate`. */
  notes: {
    uidField: 'uid',
    list: (_pageType, meta) => apiPath('candidateNotes', { id: String(meta.candidate) }),
    filters: {},
    create: {
      path: (meta) => apiPath('candidateNoteCreate', { id: String(meta.candidate) }),
      body: noteBody,
    },
    update: { path: (id) => apiPath('candidateNoteUpdate', { id }), body: noteBody },
    remove: (id) => apiPath('candidateNoteDelete', { id }),
  },
};
