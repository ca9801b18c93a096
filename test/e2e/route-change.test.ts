import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appTexts from '../../i18n/app';
import customerTexts from '../../i18n/customers';
import userTexts from '../../i18n/users';
import { ADMIN } from '../server/harness';
import { browserAvailable } from './browser';
import { hold, holdChunk, type Held } from './hold';
import { type AppSession, at, atHome, signIn, startAppSession } from './session';

const { app } = appTexts.english;
const { customers } = customerTexts.english;
const { users } = userTexts.english;

interface RouteChange {
  /**
   * The new route's screen code (`UserListPage`), held back since before sign-in: the app loads every screen's
   * code when idle after its first screen, so a hold set up later would come after the code had arrived.
   */
  held: Held;
  /** What the user does to leave the old screen. */
  leave: () => Promise<void>;
  /** The path the address bar shows right after. */
  to: string | RegExp;
  /** What belonged to the old screen: none of it may stay on screen (or clickable) while the new one loads. */
  old: Locator[];
  /** What shows once the new screen is there. */
  arrived: Locator;
}

/**
 * Leaves a screen while the next screen's code is still on its way, and checks what the user sees meanwhile:
 * the new address, nothing left of the old screen to click, and a loading indicator; then the new screen.
 * (React keeps an already visible screen during a navigation that waits for code, unless the new route has
 * its own loading boundary: without one, a click here would land on the old screen's links.)
 */
async function changeRouteWhileLoading(page: Page, change: RouteChange): Promise<void> {
  const { held } = change;
  try {
    // Asked for by the app's idle preload (or by the route): held since, the code has not arrived.
    await held.requested;
    await change.leave();
    await page.waitForURL((url) => matches(change.to, url.pathname));
    for (const locator of change.old) await locator.waitFor({ state: 'hidden' });
    await page.getByRole('main').getByRole('progressbar', { name: app.loading }).waitFor();
  } finally {
    await held.release();
  }
  await change.arrived.waitFor();
}

const matches = (expected: string | RegExp, pathname: string) =>
  typeof expected === 'string' ? pathname === expected : expected.test(pathname);

describe.skipIf(!browserAvailable())(
  'what shows while a screen or its data is on its way, in Chromium',
  () => {
    let session: AppSession | undefined;
    let page: Page;
    const held: Record<string, Held> = {};

    beforeAll(async () => {
      session = await startAppSession();
      page = await session.open('/');
      for (const chunk of ['UserListPage', 'CustomerDetailsPage', 'CustomerEditPage'])
        held[chunk] = await holdChunk(page, chunk);
      await signIn(page, ADMIN.email, ADMIN.password);
      await atHome(page);
    });

    afterAll(async () => {
      await session?.close();
    });

    const main = () => page.getByRole('main');
    const heading = (name: string) => main().getByRole('heading', { level: 1, name, exact: true });
    const addLink = () => main().getByRole('link', { name: app.list.add, exact: true });
    const rows = () => main().locator('tbody tr');
    const sidebar = (label: string) =>
      page.getByRole('navigation', { name: app.layout.navigation }).getByText(label, { exact: true }).click();

    async function openCustomers() {
      await sidebar(app.menu.customers);
      await at(page, '/all-customer');
      await heading(customers.title).waitFor();
      await rows().first().waitFor();
    }

    it('sidebar, customers to users: the customers list goes at once, and Add then adds a user', async () => {
      await openCustomers();
      await changeRouteWhileLoading(page, {
        held: held.UserListPage as Held,
        leave: () => sidebar(app.menu.users),
        to: '/all-users',
        old: [heading(customers.title), addLink(), rows().first()],
        arrived: heading(users.title),
      });
      await rows().first().waitFor();
      await addLink().click();
      await at(page, '/add-user/all');
      await main().getByRole('heading', { level: 1, name: users.add.title }).waitFor();
    });

    it('list row to its details, and a details page link to the edit form', async () => {
      await openCustomers();
      await changeRouteWhileLoading(page, {
        held: held.CustomerDetailsPage as Held,
        leave: () => rows().first().click(),
        to: /^\/customer\/details\/all\/[^/]+$/,
        old: [heading(customers.title), addLink(), rows().first()],
        arrived: heading(customers.details.title),
      });

      const editIcon = main().getByRole('link', { name: app.list.edit, exact: true });
      await changeRouteWhileLoading(page, {
        held: held.CustomerEditPage as Held,
        leave: () => editIcon.click(),
        to: /^\/customer\/all\/edit\/[^/]+$/,
        old: [heading(customers.details.title), editIcon],
        arrived: heading(customers.edit.title),
      });
    });

    it('shows one named progress bar under the top bar while data loads, and keeps Refresh', async () => {
      await openCustomers();
      const held = await hold(page, /\/api\//);
      const progress = page.getByRole('progressbar', { name: app.loading });
      try {
        await page.getByRole('banner').getByRole('button', { name: 'Refresh', exact: true }).click();
        await held.requested;
        await progress.waitFor();
        expect(await progress.count()).toBe(1);
        expect(await page.getByRole('banner').getByRole('progressbar').count()).toBe(0);
      } finally {
        await held.release();
      }
      await progress.waitFor({ state: 'hidden' });
    });
  },
);
