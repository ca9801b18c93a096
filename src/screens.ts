import { listRoutes, routes } from './routes';

/**
 * Which screen each route shows. `page` names the module `src/<page>.tsx` (default export, file name ending
 * in `Page`): the app loads it lazily when the route is opened, and scripts/bundle-report.ts measures it.
 */
export interface Screen {
  path: string;
  page: string;
  /** 'public': the login layout, for signed-out visitors only; 'signed-in': inside the app layout. */
  frame: 'public' | 'signed-in';
}

const publicScreen = (path: string, page: string): Screen => ({ path, page, frame: 'public' });

/** One page on several paths: a list's tabs (all, active, inactive, ...) show the same screen. */
const signedIn = (paths: string | readonly string[], page: string): Screen[] =>
  (typeof paths === 'string' ? [paths] : paths).map((path) => ({ path, page, frame: 'signed-in' }));

export const screens: readonly Screen[] = [
  publicScreen(routes.signIn, 'auth/SignInPage'),
  publicScreen(routes.forgetPassword, 'auth/ForgetPasswordPage'),
  publicScreen(routes.passwordReset.pattern, 'auth/PasswordResetPage'),
  ...signedIn(routes.home, 'dashboard/DashboardPage'),
  ...signedIn(routes.myProfile, 'profile/MyProfilePage'),
  ...signedIn(routes.editProfile.pattern, 'profile/EditProfilePage'),
  ...signedIn(Object.values(listRoutes.users), 'users/UserListPage'),
  ...signedIn(routes.addUser.pattern, 'users/AddUserPage'),
  ...signedIn(routes.userView.pattern, 'users/UserViewPage'),
  ...signedIn(routes.userEdit.pattern, 'users/UserEditPage'),
  ...signedIn(routes.userDelete.pattern, 'users/UserDeletePage'),
  ...signedIn(Object.values(listRoutes.customers), 'customers/CustomerListPage'),
  ...signedIn(routes.addCustomer.pattern, 'customers/AddCustomerPage'),
  ...signedIn(routes.customerEdit.pattern, 'customers/CustomerEditPage'),
  ...signedIn(routes.customerDelete.pattern, 'customers/CustomerDeletePage'),
  ...signedIn(routes.customerDetails.pattern, 'customers/CustomerDetailsPage'),
  ...signedIn(Object.values(listRoutes.vacancies), 'vacancies/VacancyListPage'),
  ...signedIn(routes.addVacancy.pattern, 'vacancies/AddVacancyPage'),
  ...signedIn(routes.vacancyEdit.pattern, 'vacancies/EditVacancyPage'),
  ...signedIn(routes.vacancyDelete.pattern, 'vacancies/DeleteVacancyPage'),
  ...signedIn(routes.vacancyDetails.pattern, 'vacancies/VacancyDetailsPage'),
  ...signedIn(
    [routes.allActiveCandidates, routes.allInactiveCandidates, routes.candidates.pattern],
    'candidates/CandidateListPage',
  ),
  ...signedIn(routes.candidateDetails.pattern, 'candidates/CandidateDetailsPage'),
  ...signedIn(routes.candidateEdit.pattern, 'candidates/CandidateEditPage'),
];

/**
 * The signed-in half of the app (`src/SignedInApp.tsx`: react-admin's UI, the layout, the signed-in routes),
 * loaded lazily too, so that the public pages do not carry it.
 */
export const SIGNED_IN_APP = 'SignedInApp';
