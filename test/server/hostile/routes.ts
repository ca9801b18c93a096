/** The calls under test and the groups of routes. */
import { API_PATHS, type ApiPathName } from '@contract/paths';

/** Section 7's methods, restated here as the contract under test. */
export const METHODS: Record<ApiPathName, string> = {
  login: 'POST',
  logout: 'POST',
  passwordResetLink: 'POST',
  passwordReset: 'PUT',
  profile: 'GET',
  dashboard: 'GET',
  dashboardCharts: 'GET',
  userRegister: 'POST',
  userList: 'GET',
  userListByType: 'GET',
  userDetail: 'GET',
  userUpdate: 'PUT',
  userDelete: 'DELETE',
  companyManagementList: 'GET',
  companyListing: 'GET',
  companyListByType: 'GET',
  companyRegister: 'POST',
  companyUpdate: 'PUT',
  companyDelete: 'DELETE',
  companyDetail: 'GET',
  vacancyList: 'GET',
  packageList: 'GET',
  packageCreate: 'POST',
  packageUpdate: 'PUT',
  packageDelete: 'DELETE',
  vacancyDetail: 'GET',
  vacancyCreate: 'POST',
  vacancyUpdate: 'PUT',
  vacancyDelete: 'DELETE',
  candidateList: 'GET',
  candidateDetail: 'GET',
  candidateUpdate: 'PUT',
  candidateNotes: 'GET',
  candidateNoteCreate: 'POST',
  candidateNoteUpdate: 'PUT',
  candidateNoteDelete: 'DELETE',
  recordHistory: 'GET',
  candidateBulkUpdate: 'POST',
  vacancyBulkUpdate: 'POST',
  vacancyBulkDelete: 'POST',
};

export const ROUTES = Object.keys(API_PATHS) as ApiPathName[];
const PUBLIC_ROUTES: readonly ApiPathName[] = ['login', 'passwordResetLink', 'passwordReset'];
export const PROTECTED_ROUTES = ROUTES.filter((name) => !PUBLIC_ROUTES.includes(name));
export const MULTIPART_ROUTES = [
  'companyRegister',
  'companyUpdate',
  'vacancyCreate',
  'vacancyUpdate',
] as const;
export type MultipartRoute = (typeof MULTIPART_ROUTES)[number];
