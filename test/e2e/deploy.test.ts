import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import appTexts from '../../i18n/app';
import userTexts from '../../i18n/users';
import vacancyTexts from '../../i18n/vacancies';
import { seedDemoData } from '../../server/demo/seed';
import { ADMIN, emptyStore, serveApi, type Store, type TestApi } from '../server/harness';
import { browserAvailable, buildApp, expectAccessible, launchBrowser, screenshot } from './browser';
import { atHome, signIn } from './session';

const { app } = appTexts.german;
const { users } = userTexts.german;
const { vacancies } = vacancyTexts.german;

/**
 * Holds back the requests for `url` until `release()`, which lets them on to whatever server answers then: code
 * the tab had not fetched yet when its server went away or was replaced (the app fetches every screen's code
 * when idle, so it is held from the start). `requested` settles once the page has asked for it.
 */
async function hold(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(url, (route: Route) => {
    asked();
    return released.then(() => route.continue());
  });
  return { requested, release };
}

/** A chunk of the app (`UserListPage`, or `users`: the users' form checks) under its hashed name. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** The entry script the page runs: a new version has a new one. */
const entryOf = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src);

/**
 * Notes in the tab's sessionStorage (it survives reloads) if an error page ever shows: react-admin's English
 * one or the app's German one.
 */
function noteErrorPages() {
  const texts = ['Something went wrong', 'Etwas ist schiefgelaufen'];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (texts.some((text) => node.textContent?.includes(text))) sessionStorage.setItem('error-page', '1');
  }).observe(document, { childList: true, subtree: true });
}
const sawErrorPage = (page: Page) => page.evaluate(() => sessionStorage.getItem('error-page') === '1');

describe.skipIf(!browserAvailable())('a deploy or an outage under an open tab, in Chromium', () => {
  const versions: string[] = [];
  let store: Store;
  let api: TestApi;
  let port = 0;
  let browser: Browser;

  beforeAll(async () => {
    // Two versions of the same code: the suite's build, copied (other files serve it), and a second real build.
    const first = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-deploy-'));
    await fs.cp(inject('appDir'), first, { recursive: true });
    versions.push(first, await buildApp('next'));
    store = await emptyStore('sqlite');
    api = await serveApi(store, { STATIC_DIR: first });
    port = Number(new URL(api.baseUrl).port);
    await seedDemoData(api.server.ctx, pino({ level: 'silent' }));
    browser = await launchBrowser();
  });

  // A tab left open would keep its connections, and the next restart would wait for them.
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
  });

  afterAll(async () => {
    await browser?.close();
    await api?.close();
    await Promise.all(versions.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });

  it('builds a next version in which every chunk of the app’s own code has a new name', async () => {
    const [first, next] = await Promise.all(versions.map((dir) => fs.readdir(path.join(dir, 'assets'))));
    for (const name of ['index', 'UserListPage', 'users'])
      expect(
        next?.filter((file) => file.startsWith(`${name}-`) && first?.includes(file)),
        name,
      ).toEqual([]);
  });

  /**
   * Stops the server as a deploy stops its process, connections and all (a graceful close would wait for the
   * sockets Chromium opens ahead of need); with a version's folder, starts it again on the same port with that.
   */
  async function redeploy(version?: string) {
    const closed = api.server.close();
    api.server.app.server.closeAllConnections();
    await closed;
    if (version) await serveSame(version);
  }
  async function serveSame(version: string) {
    api = await serveApi(store, { STATIC_DIR: version }, port);
  }
  const servedVersion = () => api.server.ctx.config.STATIC_DIR;
  const otherVersion = () => versions.find((dir) => dir !== servedVersion()) ?? '';

  /** A new tab in German, signed in, showing /all-vacancies, with the chunks named in `held` held back. */
  async function germanTab(...held: string[]) {
    context = await browser.newContext({ baseURL: `http://127.0.0.1:${port}` });
    await context.addInitScript(noteErrorPages);
    const page = await context.newPage();
    const holds = await Promise.all(held.map((name) => hold(page, chunk(name))));
    await page.goto('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await signIn(page, ADMIN.email, ADMIN.password, true);
    await atHome(page);
    await sidebar(page, app.menu.vacancies);
    await heading(page, vacancies.title).waitFor();
    return { page, holds };
  }
  const sidebar = (page: Page, label: string) =>
    page.getByRole('navigation', { name: app.layout.navigation }).getByText(label, { exact: true }).click();
  const heading = (page: Page, name: string) =>
    page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

  it('lands on the users list of the new version when its code was replaced, address kept', async () => {
    const { page, holds } = await germanTab('UserListPage');
    const [usersCode] = holds;
    const before = await entryOf(page);
    await usersCode?.requested;

    await redeploy(otherVersion());
    usersCode?.release();
    await sidebar(page, app.menu.users);

    await heading(page, users.title).waitFor();
    expect(new URL(page.url()).pathname).toBe('/all-users');
    expect(await entryOf(page)).not.toBe(before);
    expect(await sawErrorPage(page)).toBe(false);
  });

  it('asks before a reload would lose what was typed into a form, and keeps it when the user stays', async () => {
    const { page, holds } = await germanTab('users');
    const [formChecks] = holds;
    const user = await api.db
      .selectFrom('users')
      .select('user_uid')
      .where('email', '!=', ADMIN.email)
      .executeTakeFirstOrThrow();
    await page.goto(`/user/all/edit/${user.user_uid}`);
    const name = page.getByLabel(users.fields.full_name);
    await name.fill('Erika Musterfrau');
    await formChecks?.requested;
    const before = await entryOf(page);

    await redeploy(otherVersion());
    formChecks?.release();
    const notice = page.getByText(app.new_version.unsaved);
    await notice.waitFor();
    await expectAccessible(page, 'new version notice');
    await page.getByRole('button', { name: app.new_version.stay }).click();
    await notice.waitFor({ state: 'hidden' });
    expect(await name.inputValue()).toBe('Erika Musterfrau');

    // Staying, the user is not asked again as they go on; a save (which this version cannot check) asks again.
    await name.press('Tab');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: app.new_version.reload }).click();
    await reloaded;
    await heading(page, users.edit.title).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/user/all/edit/${user.user_uid}`);
    expect(await entryOf(page)).not.toBe(before);
  });

  it('shows the German error page while the server is gone, and its way back once it is back', async () => {
    const { page, holds } = await germanTab('UserListPage');
    const [usersCode] = holds;
    await usersCode?.requested;
    const version = servedVersion();

    await redeploy();
    usersCode?.release();
    await sidebar(page, app.menu.users);
    await page.getByRole('heading', { level: 1, name: app.error.title }).waitFor();
    await page.getByRole('alert').filter({ hasText: app.error.unreachable }).waitFor();
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    await expectAccessible(page, 'error page, server gone');
    await screenshot(page, 'deploy-server-gone');

    await serveSame(version);
    await page.getByRole('button', { name: app.error.retry }).click();
    await heading(page, users.title).waitFor();
    expect(new URL(page.url()).pathname).toBe('/all-users');
  });
});
