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

export const screens: readonly Screen[] = [
  { path: routes.signIn, page: 'auth/SignInPage', frame: 'public' },
  { path: routes.forgetPassword, page: 'auth/ForgetPasswordPage', frame: 'public' },
  { path: routes.passwordReset.pattern, page: 'auth/PasswordResetPage', frame: 'public' },
  { path: routes.home, page: 'dashboard/DashboardPage', frame: 'signed-in' },
  { path: routes.myProfile, page: 'profile/MyProfilePage', frame: 'signed-in' },
  { path: routes.editProfile.pattern, page: 'profile/EditProfilePage', frame: 'signed-in' },
  ...Object.values(listRoutes.users).map((path) => ({
    path,
    page: 'users/UserListPage',
    frame: 'signed-in' as const,
  })),
  { path: routes.addUser.pattern, page: 'users/AddUserPage', frame: 'signed-in' },
  { path: routes.userView.pattern, page: 'users/UserViewPage', frame: 'signed-in' },
  { path: routes.userEdit.pattern, page: 'users/UserEditPage', frame: 'signed-in' },
  { path: routes.userDelete.pattern, page: 'users/UserDeletePage', frame: 'signed-in' },
  ...Object.values(listRoutes.customers).map((path) => ({
    path,
    page: 'customers/CustomerListPage',
    frame: 'signed-in' as const,
  })),
  { path: routes.addCustomer.pattern, page: 'customers/AddCustomerPage', frame: 'signed-in' },
  { path: routes.customerEdit.pattern, page: 'customers/CustomerEditPage', frame: 'signed-in' },
  { path: routes.customerDelete.pattern, page: 'customers/CustomerDeletePage', frame: 'signed-in' },
  { path: routes.customerDetails.pattern, page: 'customers/CustomerDetailsPage', frame: 'signed-in' },
  ...Object.values(listRoutes.vacancies).map((path) => ({
    path,
    page: 'vacancies/VacancyListPage',
    frame: 'signed-in' as const,
  })),
  { path: routes.addVacancy.pattern, page: 'vacancies/AddVacancyPage', frame: 'signed-in' },
  { path: routes.vacancyEdit.pattern, page: 'vacancies/EditVacancyPage', frame: 'signed-in' },
  { path: routes.vacancyDelete.pattern, page: 'vacancies/DeleteVacancyPage', frame: 'signed-in' },
  { path: routes.vacancyDetails.pattern, page: 'vacancies/VacancyDetailsPage', frame: 'signed-in' },
  { path: routes.allActiveCandidates, page: 'candidates/CandidateListPage', frame: 'signed-in' },
  { path: routes.allInactiveCandidates, page: 'candidates/CandidateListPage', frame: 'signed-in' },
  { path: routes.candidates.pattern, page: 'candidates/CandidateListPage', frame: 'signed-in' },
  { path: routes.candidateDetails.pattern, page: 'candidates/CandidateDetailsPage', frame: 'signed-in' },
  { path: routes.candidateEdit.pattern, page: 'candidates/CandidateEditPage', frame: 'signed-in' },
];

/** The frame of the signed-in screens, loaded lazily too so that sign-in does not carry it. */
export const SIGNED_IN_LAYOUT = 'layout/AppLayout';
