import { publicScreens, type Screen } from './publicScreens';
import { RESOURCES } from './resources';
import { routes } from './routes';

export type { Screen };

/** One page on several paths: a list's tabs (all, active, inactive, ...) show the same screen. */
const signedIn = (paths: string | readonly string[], page: string): Screen[] =>
  (typeof paths === 'string' ? [paths] : paths).map((path) => ({ path, page, frame: 'signed-in' }));

/** Every screen: the public pages, the dashboard and profile, and each resource's (its declaration's). */
export const screens: readonly Screen[] = [
  ...publicScreens,
  ...signedIn(routes.home, 'dashboard/DashboardPage'),
  ...signedIn(routes.myProfile, 'profile/MyProfilePage'),
  ...signedIn(routes.editProfile.pattern, 'profile/EditProfilePage'),
  ...signedIn(routes.interviews, 'interviews/calendar/InterviewCalendarPage'),
  ...RESOURCES.flatMap((resource) => resource.screens.flatMap(({ paths, page }) => signedIn(paths, page))),
];

/**
 * The signed-in half of the app (`src/SignedInApp.tsx`: react-admin's UI, the layout, the signed-in routes),
 * loaded lazily too, so that the public pages do not carry it.
 */
export const SIGNED_IN_APP = 'SignedInApp';
