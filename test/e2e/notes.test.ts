import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shared, type Language } from '../../i18n';
import appTexts from '../../i18n/app';
import candidateTexts from '../../i18n/candidates';
import type { Candidate } from '@contract/candidates';
import { browserAvailable, expectAccessible, screenshot, SCREENSHOTS } from './browser';
import { suiteSession } from './session';

/** Every text the flow reads or clicks, from the catalogs the app shows, in one language. */
function textsOf(language: Language) {
  return {
    notes: candidateTexts[language].candidates.notes,
    confirm: appTexts[language].app.delete.confirm,
    api: shared[language].api,
  };
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe.skipIf(!browserAvailable())('notes on a candidate in Chromium, served by the API server', () => {
  const { current, signedIn, call } = suiteSession();
  /** Two demo candidates: one for each language, so that neither run sees the other's notes. */
  let candidates: Candidate[] = [];

  beforeAll(async () => {
    const answer = await call('GET', 'candidateList', { status: 'all' }, { page: 1, page_size: 2 });
    candidates = answer.response as Candidate[];
  });

  describe.each([
    ['english', 0],
    ['german', 1],
  ] as const)('in %s', (language, index) => {
    const t = textsOf(language);
    const suffix = language === 'english' ? 'en' : 'de';
    const page = signedIn(language);
    let section: Locator;
    const candidate = () => candidates[index] ?? expect.fail('no demo candidate');

    beforeAll(async () => {
      await page().goto(`/candidate/details/all/${candidate().uid}`);
      section = page().getByRole('region', { name: t.notes.title });
      await section.getByText(t.notes.empty).waitFor();
    });

    const note = () => section.getByRole('listitem');

    it('adds a note of two lines, shown with its author, date and time', async () => {
      await section.getByRole('textbox', { name: t.notes.new }).fill(`Called ${suffix}.\nCall back Monday.`);
      await section.getByRole('button', { name: t.notes.add }).click();
      await toast(page(), t.api.note_added);
      await note().getByText(`Called ${suffix}.`).waitFor();
      expect(await note().count()).toBe(1);
      // The text keeps its line break: two lines, one above the other.
      const text = note().getByText(/Call back Monday/);
      expect(await text.evaluate((element) => element.getClientRects()[0]?.height ?? 0)).toBeGreaterThan(30);
      const byline = (await note().textContent()) ?? '';
      expect(byline).toMatch(language === 'english' ? / at \d\d:\d\d/ : / um \d\d:\d\d Uhr/);
      expect(byline).toMatch(/\d\d\.\d\d\.\d{4}/);
      await expect.poll(() => section.getByRole('textbox', { name: t.notes.new }).inputValue()).toBe('');
      await expectAccessible(page(), `candidate details with a note (${language})`);
      await screenshot(page(), `candidate-notes-${suffix}`);
      await section.screenshot({ path: path.join(SCREENSHOTS, `candidate-notes-section-${suffix}.png`) });
    });

    it('edits the note in place', async () => {
      await note().getByRole('button', { name: t.notes.edit }).click();
      const box = note().getByRole('textbox', { name: t.notes.edit });
      await box.fill(`Called ${suffix} again.`);
      await expectAccessible(page(), `a note being edited (${language})`);
      await note().getByRole('button', { name: t.notes.save }).click();
      await toast(page(), t.api.note_updated);
      await note().getByText(`Called ${suffix} again.`).waitFor();
      await note().getByText(t.notes.edited).waitFor();
    });

    it('deletes the note once confirmed, and the history keeps all three changes', async () => {
      await note().getByRole('button', { name: t.notes.delete }).click();
      await page().getByRole('dialog').waitFor();
      await screenshot(page(), `candidate-note-delete-${suffix}`);
      await expectAccessible(page(), `deleting a note (${language})`);
      await page().getByRole('dialog').getByRole('button', { name: t.confirm }).click();
      await toast(page(), t.api.note_deleted);
      await section.getByText(t.notes.empty).waitFor();
      expect(await note().count()).toBe(0);
      const entries = await current()
        .api.db.selectFrom('history')
        .select('action')
        .where('kind', '=', 'note')
        .where('subject_uid', '=', candidate().uid)
        .orderBy('id')
        .execute();
      expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    });
  });
});
