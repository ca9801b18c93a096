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

/**
 * The public pages, apart from the signed-in screens (src/screens.ts): the app's entry holds these, and must
 * not carry the resources' declarations with them.
 */
export const publicScreens: readonly Screen[] = [
  publicScreen(routes.signIn, 'auth/SignInPage'),
  publicScreen(routes.forgetPassword, 'auth/ForgetPasswordPage'),
  publicScreen(routes.passwordReset.pattern, 'auth/PasswordResetPage'),
];
