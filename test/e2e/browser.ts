import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { expect } from 'vitest';
import { shared } from '../../i18n';
import { screenTexts } from '../../i18n/screens';
import { CHROMIUM } from '../../scripts/chromium';

export { CHROMIUM, launchBrowser } from '../../scripts/chromium';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SCREENSHOTS = path.join(root, 'test-results');

/** The ground each theme paints the page with (src/common/theme.ts, background.default). */
/** A count as the app shows it (2,034 in English, 2.034 in German), read back as a number. */
export const countOf = (text: string | null): number => Number((text ?? '').replace(/[.,]/g, ''));

/** A count as the app shows it in `language`. */
export const countText = (count: number, language: 'english' | 'german'): string =>
  new Intl.NumberFormat(language === 'german' ? 'de' : 'en').format(count);

export const GROUND = { light: 'rgb(244, 246, 249)', dark: 'rgb(18, 20, 23)' } as const;

/** The page's ground as painted now: which theme it shows. */
export const ground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/**
 * Whether the browser tests can run. Without Chromium they skip with a message, unless REQUIRE_BROWSER is
 * set (CI), where a missing browser must fail rather than pass quietly.
 */
export function browserAvailable(): boolean {
  if (fs.existsSync(CHROMIUM)) return true;
  const message = `${CHROMIUM} is missing: the browser tests are skipped (apt-get install chromium to run them)`;
  if (process.env.REQUIRE_BROWSER) throw new Error(`${message}, but REQUIRE_BROWSER is set`);
  console.warn(message);
  return false;
}

/**
 * `vite build` of the app into a fresh folder, which the API server then serves as its STATIC_DIR: the
 * production build `npm run build` makes (Vitest's NODE_ENV=test would give React's development build, 30%
 * larger and slower), with its manifest, so that bundle-budget.test.ts measures what the browser tests use.
 * With `version`, the next version of the same code instead (stampVersion).
 */
export async function buildApp(version?: string): Promise<string> {
  const outDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'recruit-dist-'));
  const testing = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      logLevel: 'error',
      plugins: version ? [stampVersion(version)] : [],
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    if (testing === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = testing;
  }
  return outDir;
}

/**
 * Another version of the app's own code, as the next deploy brings: every module of src/ notes `version` where
 * the minifier keeps it, so that every chunk of the app's code changes, and with it its hashed name.
 */
const stampVersion = (version: string): Plugin => ({
  name: 'test:stamp-version',
  transform: (code, id) =>
    id.startsWith(path.join(root, 'src') + path.sep)
      ? `${code}\nglobalThis.recruitVersion = ${JSON.stringify(version)};`
      : null,
});

/**
 * Waits until toasts, dialogs, drawers and menus have finished moving: one fading in is half transparent, and
 * axe would judge its colours mid-way (and a screenshot would catch it so).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Spinners never finish; a transition cut short by the next one rejects, and has stopped moving too.
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Fails on any serious or critical axe-core violation of the page once it has settled, and on any text that is a
 * catalog key instead of its translation (the i18nProvider lets unknown keys through, so they would show).
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await settled(page);
  // A tooltip the pointer happens to rest on opens after its delay, and would be judged half transparent as it
  // fades in, after `settled` found nothing moving: a hover's hint, not the page's content.
  const { violations } = await new AxeBuilder({ page }).exclude('.MuiTooltip-popper').analyze();
  const grave = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(grave).toEqual([]);
  const visible = await page.evaluate(() => document.body.innerText);
  expect(visible.match(UNTRANSLATED) ?? [], `untranslated keys on ${screen}`).toEqual([]);
}

/** The catalogs' namespaces: react-admin's own, the shared messages' and every screen area's. */
const NAMESPACES = ['ra', ...Object.keys(shared.english), ...Object.keys(screenTexts('english'))];
/** A catalog key as it would show untranslated: a namespace of the catalogs, a dot, a snake_case name. */
const UNTRANSLATED = new RegExp(`\\b(?:${NAMESPACES.join('|')})\\.[a-z_]+(?:\\.[a-z_]+)*\\b`, 'g');

/**
 * The API calls of `page` that fail from now on, as "404 GET /api/…": a screen that asks for what the user has
 * just deleted shows up here, though the user may not see it.
 */
export function failedApiCalls(page: Page): string[] {
  const failed: string[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.startsWith('/api/') && response.status() >= 400)
      failed.push(`${response.status()} ${response.request().method()} ${pathname}`);
  });
  return failed;
}

/** Keeps a screenshot in test-results/ to look at, once toasts, drawers and menus have finished moving. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await settled(page);
  await fsp.mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** The body of an .eml file as text, decoding the transfer encodings nodemailer uses. */
function mailText(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The path of the reset link in the newest mail of the outbox (the server's APP_URL is not this test's host). */
export async function resetLinkPath(dataDir: string): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await fsp.readdir(outbox)).filter((file) => file.endsWith('.eml')).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error(`no mail in ${outbox}`);
  const text = mailText(await fsp.readFile(path.join(outbox, newest), 'utf8'));
  const link = /https?:\/\/\S+\/password-reset\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in ${newest}:\n${text}`);
  return new URL(link).pathname;
}
