import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Route } from 'react-router-dom';
import { PageLoading } from './common/PageLoading';
import type { Screen } from './screens';

type ScreenComponent = ComponentType<{ children?: ReactNode }>;

/** What a screen module exports: its page (the default export). */
export interface ScreenModule {
  default: ScreenComponent;
}

/** Screen modules by path (`./users/UserListPage.tsx`), as `import.meta.glob` lists them: each its own chunk. */
type ScreenModules = Record<string, () => Promise<ScreenModule>>;

interface ScreenRoutesOptions {
  /** What goes around every page (the public pages' guard). */
  wrap?: (page: ReactElement) => ReactElement;
  /**
   * Once the first of these screens has shown, load every screen's module while the browser is idle, so that
   * opening a screen later renders it at once.
   */
  preload?: boolean;
}

/** One module's page: loaded already (then rendered directly), or lazily. */
interface PageSource {
  loaded: () => ScreenComponent | undefined;
  Lazy: ScreenComponent;
  shown: () => void;
}

/** Runs `run` when the browser is idle (or soon, where it cannot tell). */
export function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1);
}

function Shown({ shown }: { shown: () => void }) {
  useEffect(shown, [shown]);
  return null;
}

/**
 * A route's page. Its module loaded already, the page renders directly: a lazy component suspends on its first
 * render even then, and React holds a screen back for 300 ms after a loading state has shown. Otherwise it
 * renders lazily in a Suspense boundary of its own (see screenRoutes). Which of the two is decided once, when
 * the route mounts, so that the module arriving meanwhile does not remount the page.
 */
function ScreenPage({ source }: { source: PageSource }) {
  const [Loaded] = useState(source.loaded);
  if (Loaded)
    return (
      <>
        <Loaded />
        <Shown shown={source.shown} />
      </>
    );
  return (
    <Suspense fallback={<PageLoading />}>
      <source.Lazy />
      <Shown shown={source.shown} />
    </Suspense>
  );
}

/**
 * One route per screen, its page loaded lazily from `modules`. Every module is loaded once, and shared by all
 * the routes that show it (a list's tabs); a route whose module is loaded already renders its page directly.
 *
 * A route whose module is not loaded yet gets its own Suspense boundary (the page is keyed by the route):
 * navigations run in a transition, and a transition that waits for code inside an already visible boundary
 * keeps the old screen up, live, under the new address, where a click lands on the old screen's links. A new
 * boundary shows its loading state at once instead.
 *
 * With `preload`, every module is loaded when the browser is idle after the first screen has shown.
 */
export function screenRoutes(
  screens: readonly Screen[],
  modules: ScreenModules,
  { wrap = (page) => page, preload = false }: ScreenRoutesOptions = {},
): ReactElement[] {
  const sources = new Map<string, PageSource & { load: () => Promise<ScreenModule> }>();
  const sourceOf = (name: string) => {
    const known = sources.get(name);
    if (known) return known;
    const loadModule = modules[`./${name}.tsx`];
    if (!loadModule) throw new Error(`src/${name}.tsx is not among the modules of its frame`);
    let page: ScreenComponent | undefined;
    const load = () =>
      loadModule().then((module) => {
        page = module.default;
        return module;
      });
    const source = { load, loaded: () => page, Lazy: lazy(load), shown: preloadAll };
    sources.set(name, source);
    return source;
  };

  let preloading = !preload;
  function preloadAll() {
    if (preloading) return;
    preloading = true;
    whenIdle(() => {
      for (const source of sources.values()) {
        // A module that fails to load here is loaded again when its route is opened (and fails there visibly).
        if (!source.loaded()) source.load().catch(() => {});
      }
    });
  }

  return screens.map((screen) => {
    const page = <ScreenPage key={screen.path} source={sourceOf(screen.page)} />;
    return <Route key={screen.path} path={screen.path} element={wrap(page)} />;
  });
}
