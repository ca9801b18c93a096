import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shared, type Language } from '../../i18n';
import appTexts from '../../i18n/app';
import candidateTexts from '../../i18n/candidates';
import vacancyTexts from '../../i18n/vacancies';
import type { Candidate } from '@contract/candidates';
import type { CandidateStatus } from '@contract/domain';
import type { Profile } from '@contract/profile';
import type { Vacancy } from '@contract/vacancies';
import { formatDate } from '../../src/common/dates';
import { browserAvailable, expectAccessible, screenshot } from './browser';
import { at, suiteSession } from './session';

/** Every text the test reads or clicks, from the catalogs the app shows, in one language. */
function textsOf(language: Language) {
  return {
    history: appTexts[language].app.history,
    vacancies: vacancyTexts[language].vacancies,
    candidates: candidateTexts[language].candidates,
    api: shared[language].api,
    save: language === 'english' ? 'Save' : 'Speichern',
  };
}

/** The timeline's entries as the user reads them, newest first: heading, time and each change. */
async function timeline(section: Locator) {
  const entries = section.locator('ol > li');
  return Promise.all(
    (await entries.all()).map(async (entry) => ({
      heading: await entry.getByRole('heading', { level: 3 }).textContent(),
      datetime: await entry.locator('time').getAttribute('datetime'),
      time: await entry.locator('time').textContent(),
      changes: await entry.locator('ul > li').allTextContents(),
    })),
  );
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe.skipIf(!browserAvailable())('the history timeline in Chromium, served by the API server', () => {
  const { signedIn, call } = suiteSession();
  let adminName = '';

  beforeAll(async () => {
    adminName = ((await call('GET', 'profile')).response as Profile).full_name;
  });

  describe.each(['english', 'german'] as const)('in %s', (language) => {
    const t = textsOf(language);
    // Each language edits records of its own: the demo recorded no history, so theirs is this test's alone.
    const pick = language === 'english' ? 0 : 1;
    const changedBy = () => t.history.actions.update.replace('%{actor}', () => adminName);
    const page = signedIn(language);

    it("shows a candidate's new status on its details: who, when, from → to", async () => {
      const list = await call('GET', 'candidateList', { status: 'active' }, { ordering: 'id', page: 1 });
      const candidate = (list.response as Candidate[])[pick];
      if (!candidate) throw new Error('the demo has too few candidates');
      const from = candidate.candidate_status;
      const to: CandidateStatus = from === 'Employed' ? 'Contacted' : 'Employed';

      await page().goto(`/candidate-edit/active/${candidate.uid}`);
      await expect
        .poll(() => page().getByRole('textbox', { name: t.candidates.fields.name }).inputValue())
        .toBe(candidate.candidate_name);
      await page().getByRole('radio', { name: t.candidates.status[to] }).check();
      await page().getByRole('button', { name: t.save }).click();
      await toast(page(), t.api.candidate_updated);
      await at(page(), `/candidate/details/active/${candidate.uid}`);

      const section = page().getByRole('region', { name: t.history.title });
      await section.getByRole('heading', { level: 3, name: changedBy() }).waitFor();
      const [latest, ...older] = await timeline(section);
      expect(older).toEqual([]);
      expect(latest).toMatchObject({
        heading: changedBy(),
        changes: [`${t.candidates.fields.status}: ${t.candidates.status[from]} → ${t.candidates.status[to]}`],
      });
      expect(Date.now() - Date.parse(latest?.datetime ?? '')).toBeLessThan(5 * 60_000);
      expect(latest?.time).toContain(formatDate(new Date()));
      await expectAccessible(page(), `candidate detail with history (${language})`);
      await screenshot(page(), `history-candidate-${language}`);
    });

    it("shows a vacancy's title changes newest first", async () => {
      const list = await call('GET', 'vacancyList', { type: 'all' }, { ordering: 'id', page: 1 });
      const vacancy = (list.response as Vacancy[])[pick];
      if (!vacancy) throw new Error('the demo has too few vacancies');
      const titles = [vacancy.vacancy_title, `${vacancy.vacancy_title} (2)`, `${vacancy.vacancy_title} (3)`];

      for (const [before, after] of [titles.slice(0, 2), titles.slice(1, 3)]) {
        await page().goto(`/vacancy/edit/all/${vacancy.uid}`);
        const title = page().getByRole('textbox', { name: t.vacancies.fields.title });
        await expect.poll(() => title.inputValue()).toBe(before);
        await title.fill(after ?? '');
        await page().getByRole('button', { name: t.save }).click();
        await toast(page(), t.api.vacancy_updated);
        await at(page(), '/all-vacancies');
      }

      await page().goto(`/vacancy/details/all/${vacancy.uid}/${vacancy.id}`);
      const section = page().getByRole('region', { name: t.history.title });
      await section.locator('ol > li').nth(1).waitFor();
      const entries = await timeline(section);
      expect(entries.map((entry) => entry.changes)).toEqual([
        [`${t.vacancies.fields.title}: ${titles[1]} → ${titles[2]}`],
        [`${t.vacancies.fields.title}: ${titles[0]} → ${titles[1]}`],
      ]);
      expect(entries.every((entry) => entry.heading === changedBy())).toBe(true);
      expect(Date.parse(entries[0]?.datetime ?? '')).toBeGreaterThanOrEqual(
        Date.parse(entries[1]?.datetime ?? ''),
      );
      await expectAccessible(page(), `vacancy detail with history (${language})`);
      await screenshot(page(), `history-vacancy-${language}`);
    });
  });
});
