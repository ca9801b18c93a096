import { RESOURCES } from './resources';
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
  ...RESOURCES.flatMap((resource) => resource.screens.flatMap(({ paths, page }) => signedIn(paths, page))),
];

/**
 * The signed-in half of the app (`src/SignedInApp.tsx`: react-admin's UI, the layout, the signed-in routes),
 * loaded lazily too, so that the public pages do not carry it.
 */
export const SIGNED_IN_APP = 'SignedInApp';
