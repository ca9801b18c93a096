import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
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

type ScreenComponent = ComponentType<{ children?: ReactNode }>;

/** Every screen module, each its own chunk (see src/screens.ts). */
const modules = import.meta.glob<{ default: ScreenComponent }>(['./*/*Page.tsx', './layout/AppLayout.tsx']);

const lazyModules = new Map<string, LazyExoticComponent<ScreenComponent>>();

/**
 * One lazy component per module, shared by every route that shows it: once loaded, a second route of the
 * same module (a list's tabs) renders at once instead of waiting for its own copy to resolve.
 */
function lazyModule(name: string) {
  const known = lazyModules.get(name);
  if (known) return known;
  const load = modules[`./${name}.tsx`];
  if (!load) throw new Error(`src/${name}.tsx does not exist`);
  const component = lazy(load);
  lazyModules.set(name, component);
  return component;
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

/**
 * Each route gets its own Suspense boundary (keyed by the route): navigations run in a transition, and a
 * transition that waits for code inside an already visible boundary keeps the old screen up, live, under
 * the new address, where a click lands on the old screen's links. A new boundary shows its loading state
 * at once instead.
 */
function screenRoute(screen: Screen) {
  const Page = lazyModule(screen.page);
  const page = (
    <Suspense key={screen.path} fallback={<PageLoading />}>
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
