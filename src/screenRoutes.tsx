import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { PageLoading } from './common/PageLoading';
import type { Screen } from './screens';

type ScreenComponent = ComponentType<{ children?: ReactNode }>;

/** What a screen module exports: its page (the default export). */
export interface ScreenModule {
  default: ScreenComponent;
}

/** Screen modules by path (`./users/UserListPage.tsx`), as `import.meta.glob` lists them: each its own chunk. */
export type ScreenModules = Record<string, () => Promise<ScreenModule>>;

/**
 * One route per screen, its page loaded lazily from `modules`. Every module gets one lazy component shared
 * by all the routes that show it: once loaded, a second route of the same module (a list's tabs) renders at
 * once instead of waiting for its own copy to resolve.
 *
 * Each route gets its own Suspense boundary (keyed by the route): navigations run in a transition, and a
 * transition that waits for code inside an already visible boundary keeps the old screen up, live, under
 * the new address, where a click lands on the old screen's links. A new boundary shows its loading state
 * at once instead.
 */
export function screenRoutes(
  screens: readonly Screen[],
  modules: ScreenModules,
  wrap: (page: ReactElement) => ReactElement = (page) => page,
): ReactElement[] {
  const pages = new Map<string, ScreenComponent>();
  const pageOf = (name: string) => {
    const known = pages.get(name);
    if (known) return known;
    const load = modules[`./${name}.tsx`];
    if (!load) throw new Error(`src/${name}.tsx is not among the modules of its frame`);
    const page = lazy(load);
    pages.set(name, page);
    return page;
  };
  return screens.map((screen) => {
    const Page = pageOf(screen.page);
    const page = (
      <Suspense key={screen.path} fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
    return <Route key={screen.path} path={screen.path} element={wrap(page)} />;
  });
}
