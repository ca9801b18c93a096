import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Admin, CustomRoutes, Notification, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { PublicOnly } from './auth/PublicOnly';
import { TOAST_DURATION_MS } from './common/constants';
import { PageLoading } from './common/PageLoading';
import { theme } from './common/theme';
import authProvider from './providers/authProvider';
import dataProvider from './providers/dataProvider';
import i18nProvider from './providers/i18nProvider';
import { routes } from './routes';
import { screens, SIGNED_IN_LAYOUT, type Screen } from './screens';

/** Every screen module, each its own chunk (see src/screens.ts). */
const modules = import.meta.glob<{ default: ComponentType<{ children?: ReactNode }> }>([
  './*/*Page.tsx',
  './layout/AppLayout.tsx',
]);

function lazyModule(name: string) {
  const load = modules[`./${name}.tsx`];
  if (!load) throw new Error(`src/${name}.tsx does not exist`);
  return lazy(load);
}

/** The resources the dataProvider serves; their screens are custom routes on the spec's paths. */
const RESOURCES = ['users', 'customers', 'vacancies', 'candidates', 'packages'] as const;

const LazyAppLayout = lazyModule(SIGNED_IN_LAYOUT);

function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LazyAppLayout>{children}</LazyAppLayout>
    </Suspense>
  );
}

function screenRoute(screen: Screen) {
  const Page = lazyModule(screen.page);
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
  const element = screen.frame === 'public' ? <PublicOnly>{page}</PublicOnly> : page;
  return <Route key={screen.path} path={screen.path} element={element} />;
}

const publicRoutes = screens.filter((screen) => screen.frame === 'public').map(screenRoute);
const signedInRoutes = screens.filter((screen) => screen.frame === 'signed-in').map(screenRoute);

/** Toasts top right, closing after 5 seconds (spec sections 8 and 9). */
const AppNotification = () => (
  <Notification
    anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    autoHideDuration={TOAST_DURATION_MS}
  />
);

/** The admin app on the spec's own paths; the browser router around it comes from main.tsx (or a test). */
export function App() {
  return (
    <Admin
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={AppLayout}
      loginPage={false}
      notification={AppNotification}
      theme={theme}
      title="app.title"
      disableTelemetry
    >
      <CustomRoutes noLayout>
        {publicRoutes}
        {/* react-admin sends visitors it signs out to /login: sign-in lives at / here. */}
        <Route path="/login" element={<Navigate to={routes.signIn} replace />} />
      </CustomRoutes>
      <CustomRoutes>{signedInRoutes}</CustomRoutes>
      {RESOURCES.map((name) => (
        <Resource key={name} name={name} />
      ))}
    </Admin>
  );
}
