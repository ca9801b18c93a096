import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import appTexts from '../../i18n/app';
import type { Language } from '../../i18n';
import { documentTitle } from '../../src/common/documentTitle';
import { LANGUAGE_KEY } from '../../src/providers/languageKey';
import { ADMIN } from '../server/harness';
import { browserAvailable, launchBrowser } from './browser';
import { at, suiteSession } from './session';

/** The app's bundles, which these tests block or hold back: what shows is index.html's own first paint. */
const BUNDLES = '**/assets/*.js';

describe.skipIf(!browserAvailable())("the sign-in page's first paint, from index.html", () => {
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
  async function expectForm(page: Page, language: Language) {
    const t = appTexts[language].app.sign_in;
    await expect.poll(() => page.getByRole('heading', { name: t.title, level: 1 }).isVisible()).toBe(true);
    for (const label of [t.email, t.password]) {
      expect(await page.getByLabel(label, { exact: true }).isVisible(), label).toBe(true);
    }
    expect(await page.getByRole('button', { name: t.submit, exact: true }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe(language === 'german' ? 'de' : 'en');
  }

  it('shows the form in English with JavaScript disabled', async () => {
    const page = await open({ javaScriptEnabled: false });
    await page.goto('/');
    await expectForm(page, 'english');
    await page.context().close();
  });

  it('shows the form in the stored language, German, while the bundles are blocked', async () => {
    const page = await open({}, 'german');
    await page.route(BUNDLES, (route) => route.abort());
    await page.goto('/');
    await expectForm(page, 'german');
    expect(await page.title()).toBe(
      documentTitle(appTexts.german.app.sign_in.title, appTexts.german.app.title),
    );
    await page.context().close();
  });

  it('keeps what was typed before the app ran, and signs in with it', async () => {
    const page = await open({});
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(BUNDLES, async (route) => {
      await held;
      await route.continue();
    });
    // The bundles held back, the page never finishes loading: wait for the first paint itself.
    await page.goto('/', { waitUntil: 'commit' });
    const t = appTexts.english.app.sign_in;
    const password = page.getByLabel(t.password, { exact: true });
    await page.getByLabel(t.email, { exact: true }).fill(ADMIN.email);
    await password.fill(ADMIN.password.slice(0, 4));
    expect(await page.locator('html').getAttribute('data-boot')).toBe('english');

    release();
    await expect.poll(() => page.locator('html').getAttribute('data-boot')).toBe('none');
    // The app's field has the focus and the text: typing goes on where it stopped.
    await page.keyboard.type(ADMIN.password.slice(4));
    expect(await password.inputValue()).toBe(ADMIN.password);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    await at(page, '/home');
    await page.context().close();
  });

  it('sends a submit made before the app ran once the app has taken over', async () => {
    const page = await open({}, 'german');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(BUNDLES, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const t = appTexts.german.app.sign_in;
    await page.getByLabel(t.email, { exact: true }).fill(ADMIN.email);
    await page.getByLabel(t.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: t.submit, exact: true }).click();
    // Held back until the app runs: the address never carries the password.
    expect(page.url()).not.toContain('password');
    release();
    await at(page, '/home');
    await page.context().close();
  });
});
