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
