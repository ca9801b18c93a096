import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../i18n';
import appTexts from '../../i18n/app';
import type { Candidate } from '@contract/candidates';
import { routes } from '../../src/routes';
import { ADMIN } from '../server/harness';
import { browserAvailable, expectAccessible, screenshot } from './browser';
import { holdChunk } from './hold';
import { at, signedInPage, signIn, suiteSession } from './session';

describe.skipIf(!browserAvailable())('the global search in Chromium, served by the API server', () => {
  const { current, call } = suiteSession();
  let candidates: Candidate[] = [];

  beforeAll(async () => {
    const list = await call('GET', 'candidateList', { status: 'all' }, { ordering: 'id', page: 1 });
    candidates = list.response as Candidate[];
  });

  async function signedIn(language: Language): Promise<Page> {
    const page = await signedInPage(current(), language);
    return page;
  }

  it.each([
    ['english', 0],
    ['german', 1],
  ] as const)(
    'finds a candidate by email with the keyboard alone and opens it (%s)',
    async (language, pick) => {
      const t = appTexts[language].app;
      const candidate = candidates[pick];
      if (!candidate) throw new Error('the demo has too few candidates');
      const page = await signedIn(language);
      await page.getByRole('heading', { level: 1, name: t.dashboard.title }).waitFor();

      await page.keyboard.press('Control+k');
      const box = page.getByRole('combobox', { name: t.search.label });
      await box.waitFor();
      expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type(candidate.candidate_email);
      const group = page.getByRole('group', { name: t.menu.candidates });
      const option = group.getByRole('option').filter({ hasText: candidate.candidate_email });
      await option.waitFor();
      expect(await box.getAttribute('aria-expanded')).toBe('true');

      await page.keyboard.press('ArrowDown');
      expect(await option.getAttribute('aria-selected')).toBe('true');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
      await expectAccessible(page, `global search open (${language})`);
      await screenshot(page, `global-search-${language}`);

      await page.keyboard.press('Enter');
      await at(page, routes.candidateDetails('all', candidate.uid));
      await page.getByRole('main').getByText(candidate.candidate_name).first().waitFor();
      expect(await box.count()).toBe(0);

      await page.keyboard.press('Control+k');
      await box.waitFor();
      await page.keyboard.press('Escape');
      await box.waitFor({ state: 'detached' });
      await page.context().close();
    },
  );

  it('keeps what is typed right after the first Ctrl+K, while the search’s code is still on its way', async () => {
    const t = appTexts.english.app;
    const page = await current().open('/');
    // Held since before sign-in: the app loads the search's code when idle after it.
    const panelCode = await holdChunk(page, 'GlobalSearchPanel');
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: t.dashboard.title }).waitFor();
    try {
      // Asked for before the search was opened: loaded when idle, not on the first Ctrl+K.
      await panelCode.requested;
      await page.keyboard.press('Control+k');
      // Open, empty while the code is held (so the paper has no size yet).
      await page.getByRole('dialog', { name: t.search.label }).waitFor({ state: 'attached' });
      await page.keyboard.type('anne');
      await page.keyboard.press('Backspace');
    } finally {
      await panelCode.release();
    }
    const box = page.getByRole('combobox', { name: t.search.label });
    await expect.poll(() => box.inputValue()).toBe('ann');
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('a');
    expect(await box.inputValue()).toBe('anna');
    await page.context().close();
  });
});
