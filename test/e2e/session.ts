import type { Browser, Locator, Page } from 'playwright-core';
import { matchPath } from 'react-router-dom';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { DemoSummary } from '../../server/demo/seed';
import type { ApiPathName } from '@contract/paths';
import type { Language } from '../../i18n';
import { ADMIN, copyStore, serveApi, type Answer, type TestApi } from '../server/harness';
import { screens } from '../../src/screens';
import { launchBrowser } from './browser';

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** A screen size; `touch`: a phone's touch screen as well (Chromium's mobile mode, touch events). */
export interface Device {
  width: number;
  height: number;
  touch?: boolean;
}
export const TOUCH_PHONE: Device = { ...PHONE, touch: true };

/** The built app served by a real server on a fresh database with the demo data, and a Chromium to drive it. */
export interface AppSession {
  api: TestApi;
  demo: DemoSummary;
  /** A new browser context (own storage) on `path`. */
  open(path: string, device?: Device): Promise<Page>;
  close(): Promise<void>;
}

export async function startAppSession(): Promise<AppSession> {
  // The demo data the global setup seeded once: seeding each suite's store again took ~1.5 s a suite.
  const { store, demo } = inject('demoStore');
  const api = await serveApi(await copyStore(store), { STATIC_DIR: inject('appDir') });
  const browser: Browser = await launchBrowser();
  return {
    api,
    demo,
    open: pageOpener(browser, api.baseUrl),
    async close() {
      await browser.close();
      await api.close();
    },
  };
}

/** Opens a new browser context (own storage) of `browser` on `path` of the app served at `baseUrl`. */
export function pageOpener(browser: Browser, baseUrl: string): AppSession['open'] {
  return async (path, { width, height, touch = false } = DESKTOP) => {
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width, height },
      isMobile: touch,
      hasTouch: touch,
    });
    const page = await context.newPage();
    await page.goto(path);
    return page;
  };
}

/** A suite's session and the administrator's way into its API. */
export interface SuiteSession {
  /** The session, once the suite's first beforeAll has started it. */
  current(): AppSession;
  /**
   * A page signed in as the administrator in `language` (signedInPage), opened before the tests of the describe
   * block that asks for it and closed after them; answers the page once open.
   */
  signedIn(language: Language, device?: Device): () => Page;
  /** An API call as the administrator, for what the screens should show or did; answers the body. */
  call(
    method: string,
    name: ApiPathName,
    params?: Record<string, string | number>,
    query?: Record<string, string | number>,
  ): Promise<Answer['body']>;
}

/**
 * Starts a session before the suite's tests (and before the suite's own beforeAll, registered after this
 * call), with the administrator signed in to the API, and closes it after them.
 */
export function suiteSession(): SuiteSession {
  let session: AppSession | undefined;
  let token = '';
  beforeAll(async () => {
    session = await startAppSession();
    token = await session.api.login(ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await session?.close();
  });
  const current = () => session ?? expect.fail('session not started');
  return {
    current,
    signedIn(language, device) {
      let page: Page | undefined;
      beforeAll(async () => {
        page = await signedInPage(current(), language, device);
      });
      afterAll(async () => {
        await page?.context().close();
      });
      return () => page ?? expect.fail('page not open');
    },
    call: async (method, name, params = {}, query = {}) =>
      (await current().api.call(method, name, params, { token, query })).body,
  };
}

/** Waits until the page shows `path`. */
export const at = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

/**
 * Signing in loads the signed-in screens' code and the dashboard's data: on two cores shared with the api
 * suite that once took longer than the usual 30 s, so the dashboard gets three times that to show.
 */
const SIGN_IN_TIMEOUT = 90_000;

/** Waits until a sign-in has reached the dashboard. */
export const atHome = (page: Page) =>
  page.waitForURL((url) => url.pathname === '/home', { timeout: SIGN_IN_TIMEOUT });

/** The page (src/screens.ts) an address shows. */
const screenPage = (path: string) =>
  screens.find((screen) => matchPath(screen.path, new URL(path, 'http://app').pathname))?.page;

/**
 * Opens a path inside the running app, as a link would (the router follows the browser's history): a walk
 * reaches screens without a link of their own on the way (the delete routes) this way, and without a reload
 * of the app, which cost every screen of a walk about a second of the machine. The last screen stays until
 * the next one draws, so a move to another page waits for that page's own heading (a new h1: the last page's
 * are marked before the move); a list's tabs are one page, which keeps its heading.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const from = page.url();
  await page.evaluate((to) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.walkLeft = '';
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await at(page, path);
  if (screenPage(from) !== screenPage(path)) {
    await page.locator('h1:not([data-walk-left])').first().waitFor({ state: 'attached' });
  }
}

/**
 * Types into the list's search box once the list of the current route shows its rows (the screen may still
 * be loading its code or its records, after a page load for several seconds on a busy machine). The router
 * draws the next route in a transition: until its tab shows as chosen, the box on screen is the last list's.
 */
export async function search(page: Page, label: string, text: string): Promise<void> {
  const { pathname } = new URL(page.url());
  await expect.poll(() => page.getByRole('tab', { selected: true }).getAttribute('href')).toBe(pathname);
  await firstRow(page.getByRole('main')).waitFor();
  await page.getByRole('textbox', { name: label }).fill(text);
}

/** A list's first record row (row 0 is the header): waiting for it waits for the list to load. */
export const firstRow = (within: Locator): Locator => within.getByRole('row').nth(1);

/** Signs in through the sign-in form, in English or (with `german`) in German. */
export async function signIn(page: Page, email: string, password: string, german = false): Promise<void> {
  await page.getByLabel(german ? 'E-Mail' : 'Email', { exact: true }).fill(email);
  await page.getByLabel(german ? 'Passwort' : 'Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: german ? 'Anmelden' : 'Sign in', exact: true }).click();
}

export async function logOut(page: Page, german = false): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: german ? 'Profil' : 'Profile' })
    .click();
  await page.getByRole('menuitem', { name: german ? 'Abmelden' : 'Logout' }).click();
  await at(page, '/');
}

/**
 * A new page of the session (or of anything that opens pages on a served app), signed in as the administrator
 * (or as `login`) in `language` through the sign-in form, on /home.
 */
export async function signedInPage(
  session: Pick<AppSession, 'open'>,
  language: Language,
  device: Device = DESKTOP,
  login: { email: string; password: string } = ADMIN,
): Promise<Page> {
  const page = await session.open('/', device);
  if (language === 'german') {
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  }
  await signIn(page, login.email, login.password, language === 'german');
  await atHome(page);
  return page;
}
