import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiPath } from '@contract/paths';
import { shared, type Language } from '../../i18n';
import appTexts from '../../i18n/app';
import raGerman from '../../i18n/ra-german';
import userTexts from '../../i18n/users';
import { ADMIN } from '../server/harness';
import { browserAvailable, expectAccessible, launchBrowser } from './browser';
import { startServerProcess, type ServerProcess } from './server-process';
import { at, DESKTOP, signedInPage } from './session';
import { fieldLabelled } from './fields';

/** The texts the tests read and click, from the catalogs the app shows. */
const said = (language: Language) => ({
  ...appTexts[language].app,
  users: userTexts[language].users,
  api: shared[language].api,
  save: language === 'german' ? raGerman.ra.action.save : 'Save',
});

/** Long enough for a call to pass its deadline (15 s) and the page to say so, on a busy machine. */
const PAST_DEADLINE = { timeout: 60_000 };

describe.skipIf(!browserAvailable())('a server that stops answering, in Chromium', () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServerProcess(inject('appDir'));
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  async function openPage(path: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(path);
    return page;
  }

  /** A user's uid, as the API lists it to the administrator. */
  async function userUid(email: string): Promise<string> {
    const api = (path: string, init: RequestInit = {}) =>
      fetch(`${server.baseUrl}/api/${path}`, init).then((answer) => answer.json());
    const { access } = (await api(apiPath('login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADMIN, user_role: 'SuperAdmin' }),
    })) as { access: string };
    const found = (await api(`${apiPath('userList')}?search=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${access}` },
    })) as { response: { user_uid: string }[] };
    return found.response[0]?.user_uid ?? expect.fail(`no user ${email}`);
  }

  const signedIn = (language: Language) => signedInPage({ open: openPage }, language);

  const nav = (page: Page, label: string) =>
    page
      .getByRole('navigation', { name: said('english').layout.navigation })
      .or(page.getByRole('navigation', { name: said('german').layout.navigation }))
      .getByText(label, { exact: true })
      .click();
  const firstRow = (page: Page) => page.getByRole('main').getByRole('row').nth(1);
  const banner = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });
  const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();
  /** Waits for the progress bar across the page under the top bar (beside it the top bar's small spinner). */
  const progressShown = (page: Page) =>
    expect
      .poll(() =>
        page
          .getByRole('progressbar', { name: said('english').loading })
          .evaluateAll((bars) => bars.some((bar) => bar.getBoundingClientRect().width > 600)),
      )
      .toBe(true);

  /** Every screen's code has arrived (the app loads it once the first screen shows): only data is awaited. */
  const screensLoaded = (page: Page) =>
    expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .some((entry) => entry.name.includes('/CandidateListPage-')),
        ),
      )
      .toBe(true);

  it('shows progress, says in time that the server cannot be reached, and fills in once it answers again', async () => {
    const page = await signedIn('english');
    const t = said('english');
    await nav(page, t.menu.candidates);
    await at(page, '/all-active-candidate');
    await firstRow(page).waitFor();
    await screensLoaded(page);

    server.pause();
    try {
      // A tab nothing has read yet (a sidebar entry fetches its list's first page as it is pointed at, so the
      // page of an entry the pointer crossed may be there already): the screen waits for its rows.
      await page.getByRole('tab', { name: t.list.inactive, exact: true }).click();
      await at(page, '/all-inactive-candidate');
      await progressShown(page);
      await banner(page, t.connection.unreachable).waitFor(PAST_DEADLINE);
      await expectAccessible(page, 'server paused (english)');
    } finally {
      server.resume();
    }
    await firstRow(page).waitFor(PAST_DEADLINE);
    await banner(page, t.connection.unreachable).waitFor({ state: 'hidden', ...PAST_DEADLINE });
    await page.context().close();
  });

  it('keeps what was typed and says the change was not saved while the server is down (killed), in German', async () => {
    const page = await signedIn('german');
    const t = said('german');
    await page.goto('/my-profile');
    await page.getByRole('link', { name: 'Profil bearbeiten' }).click();
    await page.waitForURL(/\/edit-profile\//);
    const name = fieldLabelled(page, t.users.fields.full_name);
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('Verwalterin (offline)');

    await server.kill();
    try {
      await page.getByRole('button', { name: t.save }).click();
      await toast(page, t.connection.not_saved).waitFor();
      await banner(page, t.connection.unreachable).waitFor();
      expect(await name.inputValue()).toBe('Verwalterin (offline)');
      expect(new URL(page.url()).pathname).toMatch(/^\/edit-profile\//);
      await expectAccessible(page, 'change not saved (german)');
    } finally {
      await server.start();
    }
    await banner(page, t.connection.unreachable).waitFor({ state: 'hidden', ...PAST_DEADLINE });
    await page.getByRole('button', { name: t.save }).click();
    await at(page, '/my-profile');
    await page.getByRole('main').getByRole('heading', { name: 'Verwalterin (offline)' }).waitFor();
    await page.context().close();
  });

  it('keeps a new record and a delete where they were while the server is down', async () => {
    const page = await signedIn('english');
    const t = said('english');
    await nav(page, t.menu.users);
    await at(page, '/all-users');
    await page.getByRole('main').getByRole('link', { name: t.list.add }).click();
    await at(page, '/add-user/all');
    const typed = {
      [t.users.fields.full_name]: 'Offline Olga',
      [t.users.fields.email]: 'olga.offline@example.com',
      [t.users.fields.password]: 'password-123',
      [t.users.fields.confirm_password]: 'password-123',
    };
    for (const [label, value] of Object.entries(typed)) await fieldLabelled(page, label).fill(value);

    await server.kill();
    try {
      await page.getByRole('button', { name: t.save }).click();
      await toast(page, t.connection.not_saved).waitFor();
      for (const [label, value] of Object.entries(typed))
        expect(await fieldLabelled(page, label).inputValue()).toBe(value);
      expect(new URL(page.url()).pathname).toBe('/add-user/all');
    } finally {
      await server.start();
    }
    await page.getByRole('button', { name: t.save }).click();
    await toast(page, t.api.user_added).waitFor();

    await page.goto(`/user/all/delete/${await userUid('olga.offline@example.com')}`);
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.waitFor();
    await server.kill();
    try {
      await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
      // The open dialog hides the page around it, its toasts too, from the accessibility tree.
      await page.getByText(t.connection.not_saved).waitFor();
      await dialog.waitFor();
    } finally {
      await server.start();
    }
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await toast(page, t.api.user_deleted).waitFor();
    await at(page, '/all-users');
    await page.context().close();
  });

  it('says on the sign-in form that the server cannot be reached, keeping the address typed', async () => {
    const page = await openPage('/');
    const email = page.getByLabel('Email', { exact: true });
    // A mistyped address first: its verdict shows once the form's checks have arrived from the server.
    await email.fill('admin@');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByText(shared.english.validation.email_invalid).waitFor();
    await email.fill(ADMIN.email);
    await server.kill();
    try {
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await toast(page, said('english').connection.try_again).waitFor();
      expect(await email.inputValue()).toBe(ADMIN.email);
    } finally {
      await server.start();
    }
    await page.context().close();
  });

  it('says so while the browser is offline, in both languages, and carries on when it is back', async () => {
    const page = await signedIn('english');
    await nav(page, said('english').menu.vacancies);
    await firstRow(page).waitFor();
    await screensLoaded(page);

    await page.context().setOffline(true);
    await banner(page, said('english').connection.offline).waitFor();
    await expectAccessible(page, 'offline (english)');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await banner(page, said('german').connection.offline).waitFor();
    await nav(page, said('german').menu.candidates);
    await at(page, '/all-active-candidate');

    await page.context().setOffline(false);
    await firstRow(page).waitFor(PAST_DEADLINE);
    await banner(page, said('german').connection.offline).waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('shows progress under the top bar while an answer is slow', async () => {
    const page = await signedIn('english');
    await screensLoaded(page);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Route[] = [];
    await page.route('**/api/customer-api/candidate-list/**', async (route) => {
      held.push(route);
      await released;
      await route.continue();
    });
    await nav(page, said('english').menu.candidates);
    await progressShown(page);
    await expect.poll(() => held.length).toBeGreaterThan(0);
    expect(await firstRow(page).count()).toBe(0);
    release();
    await firstRow(page).waitFor();
    await page.context().close();
  });
});
