import { CssBaseline } from '@mui/material';
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { AdminContext, CoreAdminUI, CustomRoutes, Resource } from 'react-admin';
import { AppNotification } from './common/AppNotification';
import { ErrorPage } from './common/ErrorPage';
import { PageLoading } from './common/PageLoading';
import { darkTheme, theme } from './common/theme';
import AppLayout from './layout/AppLayout';
import authProvider from './providers/authProvider';
import dataProvider from './providers/dataProvider';
import i18nProvider, { preloadCatalogs } from './providers/i18nProvider';
import { createQueryClient } from './providers/queryClient';
import { preloadPayloads } from './providers/resources';
import { store } from './providers/store';
import { useLiveUpdates } from './providers/useLiveUpdates';
import { RESOURCES } from './resources';
import { screenRoutes, whenIdle, type ScreenModule } from './screenRoutes';
import { screens } from './screens';

/** Loaded only when shown: their page frame would weigh on every route's first load. */
const wayBackPages = () => import('./layout/WayBackPages');
const NotFound = lazy(() => wayBackPages().then((module) => ({ default: module.NotFound })));
const AccessDenied = lazy(() => wayBackPages().then((module) => ({ default: module.AccessDenied })));
const CatchAll = () => (
  <Suspense fallback={<PageLoading />}>
    <NotFound />
  </Suspense>
);
const AccessDeniedPage = () => (
  <Suspense fallback={<PageLoading />}>
    <AccessDenied />
  </Suspense>
);

/** The signed-in screens, each its own chunk (see src/screens.ts), all loaded once the first has shown. */
const modules = import.meta.glob<ScreenModule>(['./*/*Page.tsx', './*/*/*Page.tsx', '!./auth/*']);

const signedInRoutes = screenRoutes(
  screens.filter((screen) => screen.frame === 'signed-in'),
  modules,
  { preload: true },
);

/** The providers and looks of the signed-in app: the same for every mount. */
const CONTEXT = {
  dataProvider,
  authProvider,
  i18nProvider,
  store,
  theme,
  darkTheme,
} satisfies ComponentProps<typeof AdminContext>;

/**
 * Its pages. react-admin's <Admin> would bring a default of each (sign-in form, layout, error, loading and
 * not-found pages) into every screen's first load, though this app replaces them all: its core takes ours alone.
 * Access checks read the stored role and never fail (authProvider.ts), so react-admin's address for a failed
 * one has no page of its own here: it is the catch-all's.
 */
const UI = {
  layout: AppLayout,
  loginPage: false,
  loading: PageLoading,
  error: ErrorPage,
  catchAll: CatchAll,
  accessDenied: AccessDeniedPage,
  authenticationError: CatchAll,
  title: 'app.title',
  disableTelemetry: true,
} satisfies Omit<ComponentProps<typeof CoreAdminUI>, 'children'>;

/**
 * The signed-in app: react-admin on the spec's paths, with the app layout around every screen. src/App.tsx
 * loads it lazily on any address that is not a public page, so that those do not carry it.
 */
export default function SignedInApp() {
  // How reads and writes meet a server that cannot be reached; one cache per mount, as react-admin's own.
  const [queryClient] = useState(createQueryClient);
  useEffect(() => whenIdle(preloadPayloads), []);
  useEffect(() => whenIdle(preloadCatalogs), []);
  useLiveUpdates(queryClient);
  return (
    <AdminContext {...CONTEXT} queryClient={queryClient}>
      <CssBaseline enableColorScheme>
        <CoreAdminUI {...UI}>
          <CustomRoutes>{signedInRoutes}</CustomRoutes>
          {/* The resources the dataProvider serves; their screens are custom routes on the spec's paths. */}
          {RESOURCES.map(({ name, recordRepresentation }) => (
            <Resource key={name} name={name} recordRepresentation={recordRepresentation} />
          ))}
        </CoreAdminUI>
        <AppNotification />
      </CssBaseline>
    </AdminContext>
  );
}
