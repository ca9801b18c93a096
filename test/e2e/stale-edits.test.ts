import type { Page } from 'playwright-core';
import englishMessages from 'ra-language-english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import type { CandidateStatus } from '@contract/domain';
import { apiPath } from '@contract/paths';
import { shared, type Language } from '../../i18n';
import staleTexts from '../../i18n/stale';
import candidateTexts from '../../i18n/candidates';
import raGerman from '../../i18n/ra-german';
import vacancyTexts from '../../i18n/vacancies';
import { routes } from '../../src/routes';
import { insertCandidates, insertCompany, insertVacancy } from '../server/fixtures';
import { browserAvailable, expectAccessible, screenshot } from './browser';
import { at, signIn, suiteSession } from './session';

function textsOf(language: Language) {
  const fill = (text: string, values: Record<string, string>) =>
    Object.entries(values).reduce((out, [key, value]) => out.replace(`%{${key}}`, value), text);
  return {
    stale: staleTexts[language].stale,
    candidates: candidateTexts[language].candidates,
    pipeline: vacancyTexts[language].vacancies.pipeline,
    api: shared[language].api,
    save: (language === 'english' ? englishMessages : raGerman).ra.action.save,
    fill,
  };
}

const PHONES = {
  first: '+49 30 1111111',
  a: '+49 30 2222222',
  again: '+49 30 3333333',
  live: '+49 30 4444444',
};

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/**
 * Two administrators on one candidate, each in a browser context of their own: A (the suite's administrator)
 * changes the phone while B's edit form and board still show the candidate as it was.
 */
describe.skipIf(!browserAvailable())('colleagues on one candidate in Chromium (If-Match)', () => {
  const { current, signedIn, call } = suiteSession();
  const candidateNow = async (uid: string) =>
    ((await call('GET', 'candidateDetail', { id: uid })).response as Candidate[])[0];

  describe.each(['english', 'german'] as const)('in %s', (language) => {
    const t = textsOf(language);
    const suffix = language === 'english' ? 'en' : 'de';
    const name = `Pia Phone ${suffix}`;
    const a = signedIn(language);
    let b: Page;
    let uid = '';
    let boardPath = '';
    let colleague = '';

    beforeAll(async () => {
      const api = current().api;
      const company = await insertCompany(api, { company_name: `Stale ${suffix} GmbH` });
      const vacancy = await insertVacancy(api, company.id, { vacancy_title: `Stale ${suffix}` });
      const [row] = await insertCandidates(api, vacancy.id, [
        { candidate_name: name, candidate_status: 'Applied', candidate_phone_number: PHONES.first },
      ]);
      uid = row?.uid ?? expect.fail('no candidate inserted');
      boardPath = routes.vacancyDetails('all', vacancy.uid, String(vacancy.id));
      colleague = ((await call('GET', 'profile')).response as { full_name: string }).full_name;
      // B: the demo's SubAdmin, signed in through the form in the same language.
      const { demo } = current();
      b = await current().open('/');
      if (language === 'german') {
        await b.getByRole('button', { name: 'Language: English' }).click();
        await b.getByRole('menuitem', { name: 'Deutsch' }).click();
      }
      await signIn(
        b,
        demo.logins.SubAdmin ?? expect.fail('no demo SubAdmin'),
        demo.password,
        language === 'german',
      );
      await at(b, '/home');
    });

    afterAll(async () => {
      await b?.context().close();
    });

    /** A saves a new phone through the edit form. */
    async function aChangesPhone(phone: string) {
      await a().goto(routes.candidateEdit('all', uid));
      const field = a().getByLabel(t.candidates.fields.phone, { exact: false });
      await expect.poll(() => field.inputValue()).not.toBe('');
      await field.fill(phone);
      await a().getByRole('button', { name: t.save, exact: true }).click();
      await toast(a(), t.api.candidate_updated);
      await expect.poll(async () => (await candidateNow(uid))?.candidate_phone_number).toBe(phone);
    }

    /** B moves the card one column right with the keyboard: space, right arrow, space (as pipeline.test.ts). */
    async function move(from: CandidateStatus, to: CandidateStatus) {
      const handle = b.getByRole('button', { name: t.fill(t.pipeline.handle, { name }) });
      const announced = () => b.locator('[id^="DndLiveRegion"]').textContent();
      const over = (status: CandidateStatus) =>
        t.fill(t.pipeline.over, { name, status: t.candidates.status[status] });
      await handle.focus();
      await b.keyboard.press('Space');
      await expect.poll(announced).toBe(over(from));
      await b.keyboard.press('ArrowRight');
      // The arrow again if dnd-kit was not yet listening.
      try {
        await expect.poll(announced, { timeout: 5000 }).toBe(over(to));
      } catch {
        expect(await announced()).toBe(over(from));
        await b.keyboard.press('ArrowRight');
        await expect.poll(announced).toBe(over(to));
      }
      await b.keyboard.press('Space');
    }

    it("B's stale form saves another field: B sees yours and theirs, and keeps either value", async () => {
      await b.goto(routes.candidateEdit('all', uid));
      await b.getByRole('radio', { name: t.candidates.status.Third_Interview }).waitFor();
      await aChangesPhone(PHONES.a);

      await b.getByRole('radio', { name: t.candidates.status.Third_Interview }).check();
      await b.getByRole('button', { name: t.save, exact: true }).click();
      const dialog = b.getByRole('dialog', { name: t.stale.title });
      await dialog.waitFor();
      await dialog
        .getByText(new RegExp(`^${colleague} `))
        .first()
        .waitFor();
      const phone = dialog.getByRole('radiogroup', { name: t.candidates.fields.phone });
      // A's phone is proposed (B did not touch it), B's status too (he changed it).
      expect(
        await phone
          .getByRole('radio', { name: t.fill(t.stale.pick_theirs, { value: PHONES.a }) })
          .isChecked(),
      ).toBe(true);
      const status = dialog.getByRole('radiogroup', { name: t.candidates.fields.status });
      expect(
        await status
          .getByRole('radio', {
            name: t.fill(t.stale.pick_yours, { value: t.candidates.status.Third_Interview }),
          })
          .isChecked(),
      ).toBe(true);
      await expectAccessible(b, `a save a colleague overtook (${language})`);
      await screenshot(b, `stale-edit-dialog-${suffix}`);

      // English keeps the proposal (A's phone survives); German keeps all of B's own values (B's phone).
      const kept = language === 'english' ? PHONES.a : PHONES.first;
      if (language === 'german') await dialog.getByRole('button', { name: t.stale.keep_mine }).click();
      await dialog.getByRole('button', { name: t.stale.save }).click();
      await toast(b, t.api.candidate_updated);
      const saved = await candidateNow(uid);
      expect(saved).toMatchObject({ candidate_phone_number: kept, candidate_status: 'Third_Interview' });
    });

    it("B's stale board move changes the status only: refused with A named, A's phone kept, then moved", async () => {
      // B's live-update stream is cut, as on a network that drops it: with it, A's change would reach B's board
      // before the move, and nothing would be stale.
      await b.route(`**/api/${apiPath('events')}`, (route) => route.abort());
      await b.goto(boardPath);
      await b.getByRole('button', { name: t.pipeline.board, exact: true }).click();
      const third = b.getByRole('region', { name: t.candidates.status.Third_Interview, exact: true });
      await third.getByRole('link', { name }).waitFor();
      await aChangesPhone(PHONES.again);

      await move('Third_Interview', 'Contract_Sent');
      await toast(b, t.fill(t.api.changed_by_other, { name: colleague }));
      await third.getByRole('link', { name }).waitFor();
      expect(await candidateNow(uid)).toMatchObject({
        candidate_phone_number: PHONES.again,
        candidate_status: 'Third_Interview',
      });

      // The board was read again: the next move goes with the version A's save left, and goes through.
      await move('Third_Interview', 'Contract_Sent');
      await toast(b, t.fill(t.pipeline.moved, { name, status: t.candidates.status.Contract_Sent }));
      await expect.poll(async () => (await candidateNow(uid))?.candidate_status).toBe('Contract_Sent');
      expect((await candidateNow(uid))?.candidate_phone_number).toBe(PHONES.again);
    });

    it("B's board hears A's change live: B's next move goes with A's version and keeps A's phone", async () => {
      await b.unroute(`**/api/${apiPath('events')}`);
      await b.goto(boardPath);
      await b.getByRole('button', { name: t.pipeline.board, exact: true }).click();
      const sent = b.getByRole('region', { name: t.candidates.status.Contract_Sent, exact: true });
      await sent.getByRole('link', { name }).waitFor();
      // What A's save makes B's board do, with no reload: read its columns again, A's phone in them.
      const reread = b.waitForResponse(
        async (response) =>
          response.url().includes('candidate-list') && (await response.text()).includes(PHONES.live),
      );
      await aChangesPhone(PHONES.live);
      await reread;

      await move('Contract_Sent', 'Contract_Signed');
      await toast(b, t.fill(t.pipeline.moved, { name, status: t.candidates.status.Contract_Signed }));
      await expect.poll(async () => (await candidateNow(uid))?.candidate_status).toBe('Contract_Signed');
      expect((await candidateNow(uid))?.candidate_phone_number).toBe(PHONES.live);
    });
  });
});
