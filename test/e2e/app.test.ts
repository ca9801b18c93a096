import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { DashboardCounts } from '@contract/dashboard';
import { ADMIN } from '../server/harness';
import { browserAvailable, countOf, expectAccessible, resetLinkPath, screenshot } from './browser';
import { at, atHome, DESKTOP, logOut, PHONE, signedInPage, signIn, suiteSession } from './session';

/** Which count each dashboard tile shows, by the list it links to. */
const TILE_COUNTS: Record<string, keyof DashboardCounts> = {
  '/all-active-customer': 'total_number_of_active_company',
  '/all-inactive-customer': 'total_number_of_inactive_company',
  '/all-active-users': 'total_number_of_active_user',
  '/all-inactive-users': 'total_number_of_inactive_user',
  '/all-active-vacancies': 'total_number_of_active_vacancy',
  '/all-inactive-vacancies': 'total_number_of_inactive_vacancy',
  '/all-active-candidate': 'total_number_of_active_candidate',
  '/all-inactive-candidate': 'total_number_of_inactive_candidate',
};

describe.skipIf(!browserAvailable())('the admin app in Chromium, served by the API server', () => {
  const { current } = suiteSession();
  const server = () => current().api;
  const open = (path: string, viewport = DESKTOP) => current().open(path, viewport);

  /** The dashboard's tiles as {list route: count shown}, once the `expected` number of tiles have their counts. */
  async function tileCounts(page: Page, expected: number): Promise<Record<string, number>> {
    // The count tiles: the links with a count (My interviews beside them links to interviews and candidates).
    const tileLinks = page
      .getByRole('main')
      .getByRole('link')
      .filter({ has: page.locator('.MuiTypography-h4') });
    // Right after sign-in the dashboard may still be loading its code, then its counts (skeletons till then).
    await tileLinks.nth(expected - 1).waitFor();
    expect(await tileLinks.count()).toBe(expected);
    await page.getByRole('main').locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
    const tiles = await tileLinks.all();
    const shown: Record<string, number> = {};
    for (const tile of tiles) {
      const href = (await tile.getAttribute('href')) ?? '';
      shown[href] = countOf(await tile.locator('.MuiTypography-h4').textContent());
    }
    return shown;
  }

  async function apiCounts(email: string, password: string): Promise<Record<string, number>> {
    const token = await server().login(email, password);
    const counts = (await server().call('GET', 'dashboard', {}, { token })).body.response as DashboardCounts;
    return Object.fromEntries(Object.entries(TILE_COUNTS).map(([href, key]) => [href, counts[key]]));
  }

  it('asks search engines to keep out of the back office', async () => {
    const answer = await fetch(new URL('/robots.txt', server().baseUrl));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await answer.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('signs in: a wrong password gets the server message top right, the right one opens the dashboard', async () => {
    const page = await open('/');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectAccessible(page, 'sign-in');
    await screenshot(page, 'sign-in');

    await signIn(page, ADMIN.email, 'not-the-password');
    const toast = page.getByRole('alert').filter({ hasText: 'Invalid Credentials!' });
    await toast.waitFor();
    const box = await toast.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(DESKTOP.width - 64);
    expect(box?.y).toBeLessThan(100);
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'sign-in-failed');

    await signIn(page, ADMIN.email, ADMIN.password);
    await atHome(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expectAccessible(page, 'dashboard');
    await screenshot(page, 'dashboard');
    await page.context().close();
  });

  it('fits the sign-in page on a phone', async () => {
    const page = await open('/', PHONE);
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page, 'sign-in (phone)');
    await screenshot(page, 'sign-in-phone');
    await page.context().close();
  });

  it('guards: signed-in routes send visitors to /, public routes send signed-in users to /home', async () => {
    const page = await open('/home');
    await at(page, '/');
    await signIn(page, ADMIN.email, ADMIN.password);
    await atHome(page);
    for (const publicPath of ['/', '/forget-password', '/password-reset/some-id/some-token/1999999999']) {
      await page.goto(publicPath);
      await atHome(page);
    }
    await logOut(page);
    expect(
      await page.evaluate(
        () => localStorage.getItem('access-token') ?? sessionStorage.getItem('access-token'),
      ),
    ).toBeNull();
    await page.goto('/home');
    await at(page, '/');
    await page.context().close();
  });

  it('says on the sign-in page that the server ended the session, once a call finds it ended', async () => {
    const page = await signedInPage(current(), 'english');
    const token = await page.evaluate(
      () => localStorage.getItem('access-token') ?? sessionStorage.getItem('access-token'),
    );
    expect((await server().call('POST', 'logout', {}, { token: token ?? '' })).status).toBe(200);
    // The open app may notice by itself (its next background call); a reload makes it call at once.
    await page.reload();
    await at(page, '/');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    await page.context().close();
  });

  it('keeps the top bar on screen down a long list, where Shift+Tab reaches its controls', async () => {
    const page = await signedInPage(current(), 'english');
    await page.goto('/all-users');
    const last = page.getByRole('main').getByRole('row').last();
    await last.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const profile = page.getByRole('banner').getByRole('button', { name: 'Profile' });
    await profile.focus();
    expect(await profile.evaluate((button) => getComputedStyle(button).visibility)).toBe('visible');
    const box = await profile.boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(0);
    await page.context().close();
  });

  it('answers an address no screen has with its own page and the way back, in German too', async () => {
    const page = await signedInPage(current(), 'german');
    await page.goto('/keine-solche-seite');
    const heading = page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
    await heading.waitFor();
    expect(await page.getByRole('banner').getByText('Seite nicht gefunden').count()).toBe(1);
    await expectAccessible(page, 'page not found (German)');
    await page.getByRole('link', { name: 'Zurück zum Dashboard' }).click();
    await atHome(page);
    await page.context().close();
  });

  it('keeps the language under "language" across a reload and a logout', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('german');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    await expectAccessible(page, 'sign-in (German)');
    await screenshot(page, 'sign-in-german');

    await signIn(page, ADMIN.email, ADMIN.password, true);
    await atHome(page);
    await page.getByText('Aktive Kunden', { exact: true }).waitFor();
    await expectAccessible(page, 'dashboard (German)');
    await screenshot(page, 'dashboard-german');

    await logOut(page, true);
    await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('german');
    await page.context().close();
  });

  it('shows the dashboard counts the API answers, and a role only the tiles it may open', async () => {
    const page = await open('/');
    await signIn(page, ADMIN.email, ADMIN.password);
    await atHome(page);
    const expected = await apiCounts(ADMIN.email, ADMIN.password);
    expect(Object.values(expected).some((count) => count > 0)).toBe(true);
    expect(await tileCounts(page, 8)).toEqual(expected);
    await page.context().close();

    const staff = current().demo.logins.StaffAdmin;
    if (!staff) throw new Error('the demo data has no StaffAdmin');
    const phone = await open('/', PHONE);
    await signIn(phone, staff, current().demo.password);
    await at(phone, '/home');
    const staffCounts = await apiCounts(staff, current().demo.password);
    const visible = Object.fromEntries(
      Object.entries(staffCounts).filter(([href]) => /vacancies|candidate/.test(href)),
    );
    expect(await tileCounts(phone, 4)).toEqual(visible);
    await expectAccessible(phone, 'dashboard (StaffAdmin, phone)');
    await screenshot(phone, 'dashboard-staff-phone');
    await phone.getByRole('button', { name: /menu/i }).first().click();
    const nav = phone.getByRole('navigation', { name: 'Main navigation' });
    await expect
      .poll(() => nav.getByRole('menuitem').allTextContents())
      .toEqual(['Dashboard', 'Vacancies', 'Candidates', 'Reports', 'Interviews']);
    await screenshot(phone, 'sidebar-drawer-phone');
    await phone.context().close();
  });

  it('resets a forgotten password through the emailed link, then signs in with it', async () => {
    const email = current().demo.logins.CustomerAdmin;
    if (!email) throw new Error('the demo data has no CustomerAdmin');
    const newPassword = 'brand-new-secret-7';
    const page = await open('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await at(page, '/forget-password');
    await page.getByRole('heading', { level: 1, name: 'Forgot your password?' }).waitFor();
    await expectAccessible(page, 'forget-password');
    await screenshot(page, 'forget-password');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('alert').filter({ hasText: 'we have sent a link to reset the password' }).waitFor();
    await screenshot(page, 'forget-password-sent');
    await at(page, '/');

    await page.goto(await resetLinkPath(server().dataDir));
    await page.getByRole('heading', { level: 1, name: 'Set a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password', { exact: true }).click();
    await page.getByText('Minimum 8 Characters required').waitFor();
    await expectAccessible(page, 'password-reset');
    await screenshot(page, 'password-reset');

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Show new password' }).click();
    expect(await page.getByLabel('New password', { exact: true }).getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your password has been reset.' }).waitFor();
    await at(page, '/');

    await signIn(page, email, newPassword);
    await atHome(page);
    await page.context().close();
  });
});
