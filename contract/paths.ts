import { DATA_EXPORT_PATHS } from './data-export-paths';
import { INTERVIEW_PATHS } from './interview-paths';
import { MAIL_PATHS } from './mail-paths';
import { TEMPLATE_PATHS } from './template-paths';
import { AUTOMATION_PATHS } from './automation-paths';
import { PACKAGE_PATHS } from './package-paths';
import { REJECTION_REASON_PATHS } from './rejection-reason-paths';
import { REPORT_PATHS } from './report-paths';

/**
 * Every call of spec section 7, relative to the API base (the server mounts them under /api/).
 * The server registers these templates and the app's dataProvider fills them: one list for both. A resource
 * declared in its own folders keeps its calls in its own contract module, spread in here by one line.
 */
export const API_PATHS = {
  login: 'account-api/login/',
  /** Beyond the contract: ends the token it is called with (a bare-contract server answers 404). */
  logout: 'account-api/logout/',
  passwordResetLink: 'account-api/password-reset-link/:lang/',
  passwordReset: 'password-reset/:id/:token/:expire/',
  profile: 'admin-api/user-profile-api/',
  dashboard: 'admin-api/dashboard-api/',
  /** Beyond the contract (issue 12): the dashboard's charts, applications per week and candidates per status. */
  dashboardCharts: 'admin-api/dashboard-charts-api/',
  userRegister: 'account-api/user-register-view/',
  userList: 'admin-api/user-list-api/',
  userListByType: 'admin-api/active-inactive-user-list/:type/',
  userDetail: 'admin-api/user-detail-view/:id/',
  userUpdate: 'admin-api/user-update-api/:id/',
  userDelete: 'admin-api/user-delete-api/:id/',
  companyManagementList: 'admin-api/company-list/management/',
  companyListing: 'admin-api/company-list/listing/',
  companyListByType: 'admin-api/active-inactive-company-list/:type/',
  companyRegister: 'account-api/company-register-view/',
  companyUpdate: 'admin-api/company-update-view/:id/',
  companyDelete: 'admin-api/delete-company-view/:id/',
  companyDetail: 'admin-api/company-detail-view/:id/',
  vacancyList: 'customer-api/vacancy-list/:type/',
  ...PACKAGE_PATHS,
  vacancyDetail: 'customer-api/vacancy-detail/:id/',
  vacancyCreate: 'customer-api/vacancy-create-for-admin/',
  vacancyUpdate: 'customer-api/vacancy-update-api/:id/',
  vacancyDelete: 'customer-api/vacancy-delete-api/:id/',
  /** Beyond the contract (issue 34): the reasons a rejection is given. */
  ...REJECTION_REASON_PATHS,
  candidateList: 'customer-api/candidate-list/:status/',
  candidateDetail: 'customer-api/candidate-detail-api/:id/',
  candidateUpdate: 'customer-api/update-candidate/:id/',
  /** Beyond the contract (issue 30): erases the candidate's personal data (GDPR Art. 17). */
  candidateDelete: 'customer-api/candidate-delete-api/:id/',
  /** Beyond the contract (issue 11): notes on a candidate (:id the candidate's uid, or the note's). */
  candidateNotes: 'customer-api/candidate-notes/:id/',
  candidateNoteCreate: 'customer-api/candidate-note-create/:id/',
  candidateNoteUpdate: 'customer-api/candidate-note-update/:id/',
  candidateNoteDelete: 'customer-api/candidate-note-delete/:id/',
  /** Beyond the contract (issue 33): interviews on a candidate, their invitations and the calendar. */
  ...INTERVIEW_PATHS,
  /** Beyond the contract (issue 34): the outgoing mails' queue, for SubAdmins. */
  ...MAIL_PATHS,
  /** Beyond the contract (issue 34): mail templates, and mails to candidates. */
  ...TEMPLATE_PATHS,
  /** Beyond the contract (issue 34): a template sent when a candidate enters a status. */
  ...AUTOMATION_PATHS,
  /** Beyond the contract (issue 34): the hiring funnel of a time range's applications. */
  ...REPORT_PATHS,
  /** Beyond the contract (issue 30): a ZIP of a candidate's or user's data, for the person (GDPR Art. 15/20). */
  ...DATA_EXPORT_PATHS,
  /** Beyond the contract (issue 11): a record's changes, newest first (:kind a record's history kind, :id its uid). */
  recordHistory: 'admin-api/record-history/:kind/:id/',
  /** Beyond the contract (issue 12): one change to many candidates, or vacancies, in one transaction. */
  candidateBulkUpdate: 'customer-api/candidate-bulk-update/',
  /** Beyond the contract (issue 34): a template to many candidates at once. */
  candidateBulkMail: 'customer-api/candidate-bulk-mail/',
  vacancyBulkUpdate: 'customer-api/vacancy-bulk-update/',
  vacancyBulkDelete: 'customer-api/vacancy-bulk-delete/',
  /** Beyond the contract (issue 30): erases many candidates, each as the single erasure does. */
  candidateBulkDelete: 'customer-api/candidate-bulk-delete/',
  /** Beyond the contract: live updates, one Server-Sent Events stream per signed-in tab (contract/events.ts). */
  events: 'events',
  /** Beyond the contract: who has a record's screen open, said by each tab (contract/presence.ts). */
  presence: 'presence',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** Fills a template's :params, encoded: apiPath('userDetail', { id }) gives 'admin-api/user-detail-view/<id>/'. */
export function apiPath(name: ApiPathName, params: Record<string, string | number> = {}): string {
  return fillPath(API_PATHS[name], params, `apiPath(${name})`);
}

/** The app's pages the API links to: the reset mail points at the password-reset page (spec section 2). */
export const APP_PATHS = {
  passwordReset: '/password-reset/:id/:token/:expire',
} as const;

/** Fills a template's :params, encoded; `caller` names the template in the error for a missing one. */
export function fillPath(
  template: string,
  params: Record<string, string | number>,
  caller = template,
): string {
  return template.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${caller}: missing ${key}`);
    return encodeURIComponent(String(value));
  });
}
