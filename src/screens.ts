import { routes } from './routes';

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
];

/** The frame of the signed-in screens, loaded lazily too so that sign-in does not carry it. */
export const SIGNED_IN_LAYOUT = 'layout/AppLayout';
