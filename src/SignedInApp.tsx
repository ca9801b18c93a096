import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { AppNotification } from './common/AppNotification';
import { ErrorPage } from './common/ErrorPage';
import { PageLoading } from './common/PageLoading';
import { darkTheme, theme } from './common/theme';
import AppLayout from './layout/AppLayout';
import authProvider from './providers/authProvider';
import dataProvider from './providers/dataProvider';
import i18nProvider from './providers/i18nProvider';
import { createQueryClient } from './providers/queryClient';
import { liveRefresh } from './providers/liveRefresh';
import { startLiveUpdates } from './providers/liveUpdates';
import { presenceHeard } from './providers/presence';
import { preloadPayloads } from './providers/resources';
import { store } from './providers/store';
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

/** The signed-in user's uid, from the identity react-admin keeps (their profile). */
const ownUid = (queryClient: QueryClient) =>
  queryClient.getQueryData<{ user_uid?: string }>(['auth', 'getIdentity'])?.user_uid;

/** The signed-in screens, each its own chunk (see src/screens.ts), all loaded once the first has shown. */
const modules = import.meta.glob<ScreenModule>(['./*/*Page.tsx', '!./auth/*']);

const signedInRoutes = screenRoutes(
  screens.filter((screen) => screen.frame === 'signed-in'),
  modules,
  { preload: true },
);

/**
 * The signed-in app: react-admin on the spec's paths, with the app layout around every screen. src/App.tsx
 * loads it lazily on any address that is not a public page, so that those do not carry it.
 */
export default function SignedInApp() {
  // How reads and writes meet a server that cannot be reached; one cache per mount, as react-admin's own.
  const [queryClient] = useState(createQueryClient);
  useEffect(() => whenIdle(preloadPayloads), []);
  // One live-update stream per signed-in tab: colleagues' changes refresh what this tab shows.
  // The same stream says who else has a record open (presence).
  useEffect(
    () =>
      startLiveUpdates({ ...liveRefresh(queryClient, () => ownUid(queryClient)), presence: presenceHeard }),
    [queryClient],
  );
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={i18nProvider}
      store={store}
      layout={AppLayout}
      loginPage={false}
      notification={AppNotification}
      error={ErrorPage}
      catchAll={CatchAll}
      accessDenied={AccessDeniedPage}
      theme={theme}
      darkTheme={darkTheme}
      title="app.title"
      disableTelemetry
    >
      <CustomRoutes>{signedInRoutes}</CustomRoutes>
      {/* The resources the dataProvider serves; their screens are custom routes on the spec's paths. */}
      {RESOURCES.map(({ name, recordRepresentation }) => (
        <Resource key={name} name={name} recordRepresentation={recordRepresentation} />
      ))}
    </Admin>
  );
}
