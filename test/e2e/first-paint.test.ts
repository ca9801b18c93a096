import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appTexts from '../../i18n/app';
import type { Language } from '../../i18n';
import { documentTitle } from '../../src/common/documentTitle';
import { LANGUAGE_KEY } from '../../src/providers/languageKey';
import { ADMIN } from '../server/harness';
import { browserAvailable, launchBrowser } from './browser';
import { atHome, suiteSession } from './session';

/** The app's bundles, which these tests block or hold back: what shows is the page's HTML's own first paint. */
const BUNDLES = '**/assets/*.js';

type Texts = (typeof appTexts)['english']['app'];

/** A public page that paints from its HTML, and what its form shows: heading, fields and button, by their texts. */
interface PublicPage {
  name: string;
  path: string;
  form: (t: Texts) => { title: string; fields: string[]; submit: string };
}

const SIGN_IN: PublicPage = {
  name: 'sign-in page',
  path: '/',
  form: ({ sign_in: t }) => ({ title: t.title, fields: [t.email, t.password], submit: t.submit }),
};
const PUBLIC_PAGES: PublicPage[] = [
  SIGN_IN,
  {
    name: 'forgot-password page',
    path: '/forget-password',
    form: ({ forget_password: t }) => ({ title: t.title, fields: [t.email], submit: t.submit }),
  },
  {
    name: 'password reset page',
    path: '/password-reset/u1/t0ken/1999999999',
    form: ({ password_reset: t }) => ({ title: t.title, fields: [t.password, t.confirm], submit: t.submit }),
  },
];

/** Holds the app's bundles back until `release` is called: the first paint is all that runs meanwhile. */
async function holdBundles(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(BUNDLES, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The app has taken over from the first paint (src/public/boot/takeOver.ts). */
const takenOver = (page: Page) =>
  expect.poll(() => page.locator('html').getAttribute('data-boot')).toBe('none');

describe.skipIf(!browserAvailable())("the public pages' first paint, from their HTML", () => {
  const { current } = suiteSession();
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function open(options: BrowserContextOptions, language?: Language): Promise<Page> {
    const context = await browser.newContext({ baseURL: current().api.baseUrl, ...options });
    if (language) {
      await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
        key: LANGUAGE_KEY,
        value: language,
      });
    }
    return context.newPage();
  }

  /** The form a user sees, in `language`: its heading, fields and button, found by what they are called. */
  async function expectForm(page: Page, { form }: PublicPage, language: Language) {
    const t = form(appTexts[language].app);
    await expect.poll(() => page.getByRole('heading', { name: t.title, level: 1 }).isVisible()).toBe(true);
    for (const label of t.fields) {
      expect(await page.getByLabel(label, { exact: true }).isVisible(), label).toBe(true);
    }
    expect(await page.getByRole('button', { name: t.submit, exact: true }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe(language === 'german' ? 'de' : 'en');
  }

  describe.each(PUBLIC_PAGES)('the $name', (publicPage) => {
    it('shows the form in English with JavaScript disabled', async () => {
      const page = await open({ javaScriptEnabled: false });
      await page.goto(publicPage.path);
      await expectForm(page, publicPage, 'english');
      await page.context().close();
    });

    it('shows the form in the stored language, German, while the bundles are blocked', async () => {
      const page = await open({}, 'german');
      await page.route(BUNDLES, (route) => route.abort());
      await page.goto(publicPage.path);
      await expectForm(page, publicPage, 'german');
      const { title } = publicPage.form(appTexts.german.app);
      expect(await page.title()).toBe(documentTitle(title, appTexts.german.app.title));
      await page.context().close();
    });

    it('keeps what was typed and the focus as the app takes over, and the form where it was', async () => {
      const page = await open({}, 'german');
      const release = await holdBundles(page);
      // The bundles held back, the page never finishes loading: wait for the first paint itself.
      await page.goto(publicPage.path, { waitUntil: 'commit' });
      const t = publicPage.form(appTexts.german.app);
      const fields = t.fields.map((label) => page.getByLabel(label, { exact: true }));
      // Whole and valid in every field but the last, which has the focus and half its text: no field the app
      // checks as it takes over shows an error.
      const typed = 'typed@example.com';
      for (const field of fields.slice(0, -1)) await field.fill(typed);
      await fields.at(-1)?.fill(typed.slice(0, 6));
      const button = page.getByRole('button', { name: t.submit, exact: true });
      const painted = await button.boundingBox();
      expect(await page.locator('html').getAttribute('data-boot')).toBe('german');

      release();
      await takenOver(page);
      // The app's field has the focus and the text: typing goes on where it stopped.
      await page.keyboard.type(typed.slice(6));
      for (const [index, field] of fields.entries()) {
        expect(await field.inputValue(), t.fields[index]).toBe(typed);
      }
      expect(await button.boundingBox()).toEqual(painted);
      await page.context().close();
    });
  });

  it('signs in with what was typed before the app ran', async () => {
    const page = await open({});
    const release = await holdBundles(page);
    await page.goto('/', { waitUntil: 'commit' });
    const t = appTexts.english.app.sign_in;
    const password = page.getByLabel(t.password, { exact: true });
    await page.getByLabel(t.email, { exact: true }).fill(ADMIN.email);
    await password.fill(ADMIN.password.slice(0, 4));
    expect(await page.locator('html').getAttribute('data-boot')).toBe('english');

    release();
    await takenOver(page);
    await page.keyboard.type(ADMIN.password.slice(4));
    expect(await password.inputValue()).toBe(ADMIN.password);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await atHome(page);
    await page.context().close();
  });

  it('sends a submit made before the app ran once the app has taken over', async () => {
    const page = await open({}, 'german');
    const release = await holdBundles(page);
    await page.goto('/', { waitUntil: 'commit' });
    const t = appTexts.german.app.sign_in;
    await page.getByLabel(t.email, { exact: true }).fill(ADMIN.email);
    await page.getByLabel(t.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    // Held back until the app runs: the address never carries the password.
    expect(page.url()).not.toContain('password');
    release();
    await atHome(page);
    await page.context().close();
  });
});
