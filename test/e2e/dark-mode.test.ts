import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import appTexts from '../../i18n/app';
import candidateTexts from '../../i18n/candidates';
import vacancyTexts from '../../i18n/vacancies';
import type { Candidate } from '@contract/candidates';
import type { Customer } from '@contract/customers';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import type { ApiPathName } from '@contract/paths';
import type { Profile } from '@contract/profile';
import type { User } from '@contract/users';
import type { Vacancy } from '@contract/vacancies';
import { routes } from '../../src/routes';
import { ADMIN } from '../server/harness';
import { browserAvailable, expectAccessible, ground, GROUND, screenshot } from './browser';
import {
  addresses,
  firstPackage,
  firstTemplate,
  firstRejectionReason,
  screenShown,
  signedInAddresses,
  type WalkRecords,
} from './screens-walk';
import { atHome, openInApp, PHONE, signIn, suiteSession } from './session';

const t = appTexts.english.app;
type Mode = keyof typeof GROUND;

const darkSwitch = (page: Page) => page.getByRole('banner').getByRole('switch', { name: t.theme.dark });

describe.skipIf(!browserAvailable())('dark mode in Chromium, served by the API server', () => {
  const { current, call } = suiteSession();
  let demo: WalkRecords;

  beforeAll(async () => {
    const first = async <T>(
      name: ApiPathName,
      params: Record<string, string>,
      skip?: (row: T) => boolean,
    ) => {
      const answer = await call('GET', name, params, { ordering: 'id', page: 1 });
      const row = (answer.response as T[]).find((item) => !skip?.(item));
      if (!row) throw new Error(`the demo has no ${name}`);
      return row;
    };
    demo = {
      profile: (await call('GET', 'profile')).response as Profile,
      user: await first<User>('userList', {}, (row) => row.user_role === 'SubAdmin'),
      customer: await first<Customer>(
        'companyManagementList',
        {},
        (row) => row.company_uid === ADMINISTRATION_COMPANY_UID,
      ),
      vacancy: await first<Vacancy>('vacancyList', { type: 'all' }),
      candidate: await first<Candidate>('candidateList', { status: 'all' }),
      package: await firstPackage(call),
      template: await firstTemplate(call),
      rejectionReason: await firstRejectionReason(call),
    };
  });

  async function walk(page: Page, mode: Mode): Promise<void> {
    for (const address of signedInAddresses(demo)) {
      await openInApp(page, address);
      await screenShown(page);
      expect(await ground(page), address).toBe(GROUND[mode]);
      await expectAccessible(page, `${address} (${mode})`);
    }
    // The vacancy's pipeline board: a view of its details screen rather than a route of its own.
    const details = addresses(demo)[routes.vacancyDetails.pattern] ?? '';
    await page.goto(details);
    await page.getByRole('button', { name: vacancyTexts.english.vacancies.pipeline.board }).click();
    await page.getByRole('region', { name: candidateTexts.english.candidates.status.Applied }).waitFor();
    await screenShown(page);
    await expectAccessible(page, `${details}, pipeline (${mode})`);
    await screenshot(page, `theme-${mode}-pipeline`);
  }

  /** Thirty screens with axe each take about a minute; twice that on a machine shared with another suite. */
  const WALK_TIMEOUT = 300_000;

  /** A new page on a system that prefers `mode`, signed in as the admin, on the dashboard. */
  async function signedIn(mode: Mode): Promise<Page> {
    const page = await current().open('/');
    await page.emulateMedia({ colorScheme: mode });
    await signIn(page, ADMIN.email, ADMIN.password);
    await atHome(page);
    return page;
  }

  it(
    'shows the light theme on a light system, and every screen passes axe in it',
    async () => {
      const page = await signedIn('light');
      expect(await darkSwitch(page).getAttribute('aria-checked')).toBe('false');
      await walk(page, 'light');
      await screenshot(page, 'theme-light-candidate-edit');
      await page.goto(routes.allActiveCandidates);
      await screenShown(page);
      await screenshot(page, 'theme-light-candidates');
      await page.context().close();
    },
    WALK_TIMEOUT,
  );

  it(
    'switches to dark on a light system, and every screen passes axe in it',
    async () => {
      const page = await signedIn('light');
      await darkSwitch(page).click();
      expect(await darkSwitch(page).getAttribute('aria-checked')).toBe('true');
      await expect.poll(() => ground(page)).toBe(GROUND.dark);
      await walk(page, 'dark');
      await screenshot(page, 'theme-dark-candidate-edit');
      for (const [address, name] of [
        [routes.allActiveCandidates, 'candidates'],
        [routes.home, 'dashboard'],
      ] as const) {
        await page.goto(address);
        await screenShown(page);
        await screenshot(page, `theme-dark-${name}`);
      }
      await page.context().close();
    },
    WALK_TIMEOUT,
  );

  it('follows a dark system until the user chooses light, and keeps that choice', async () => {
    const page = await signedIn('dark');
    expect(await darkSwitch(page).getAttribute('aria-checked')).toBe('true');
    await expect.poll(() => ground(page)).toBe(GROUND.dark);

    await darkSwitch(page).click();
    await expect.poll(() => ground(page)).toBe(GROUND.light);
    await page.reload();
    await screenShown(page);
    expect(await darkSwitch(page).getAttribute('aria-checked')).toBe('false');
    expect(await ground(page)).toBe(GROUND.light);
    await page.context().close();
  });

  it("paints a dark theme's first screen dark on a phone while the app's code arrives", async () => {
    const page = await current().open('/', PHONE);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.evaluate(() => localStorage.setItem('RaStore.theme', JSON.stringify('dark')));
    // The signed-in app's code held back: what the user sees until it arrives.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/SignedInApp-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(routes.home);
    await page.getByRole('progressbar').waitFor();
    expect(await ground(page)).toBe(GROUND.dark);
    await screenshot(page, 'theme-dark-phone-loading');
    release();
    // Signed out, the app then opens sign-in.
    await page.waitForURL((url) => url.pathname === routes.signIn);
    await page.context().close();
  });
});
