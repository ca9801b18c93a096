import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Interview } from '@contract/interviews';
import { formatDate } from '@contract/dates';
import type { Language } from '../../i18n';
import appTexts from '../../i18n/app';
import calendarTexts from '../../i18n/calendar';
import interviewTexts from '../../i18n/interviews';
import vacancyTexts from '../../i18n/vacancies';
import { routes } from '../../src/routes';
import { addUser, insertCandidates, insertCompany } from '../server/fixtures';
import { ADMIN } from '../server/harness';
import { browserAvailable, expectAccessible, screenshot } from './browser';
import { suiteSession } from './session';

function textsOf(language: Language) {
  const fill = (text: string, values: Record<string, string | number>) =>
    Object.entries(values).reduce((out, [key, value]) => out.replace(`%{${key}}`, String(value)), text);
  return {
    interviews: interviewTexts[language].interviews,
    pipeline: vacancyTexts[language].vacancies.pipeline,
    calendar: calendarTexts[language].calendar,
    /** The singular of a "one |||| many" text. */
    one: (text: string, values: Record<string, string | number>) =>
      fill(text.split('||||')[0]?.trim() ?? '', values),
    fill,
  };
}

/** Yesterday, local: the interview has begun, so that its interviewers may score it. */
function yesterday(): Date {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  return day;
}

/** Chooses a person in the interviewers' field by typing the start of their name. */
async function chooseInterviewer(page: Page, field: string, name: string) {
  await page.getByRole('combobox', { name: new RegExp(field) }).fill(name.slice(0, 4));
  await page.getByRole('option', { name }).click();
}

describe.skipIf(!browserAvailable())('interviews in Chromium: the board, the calendar and scorecards', () => {
  const { current, signedIn, call } = suiteSession();

  describe.each(['english', 'german'] as const)('in %s', (language) => {
    const t = textsOf(language);
    const suffix = language === 'english' ? 'en' : 'de';
    const candidateName = `Ida Interview ${suffix}`;
    const colleagueName = `Colin Kollege ${suffix}`;
    const page = signedIn(language);
    let vacancyPath = '';
    let candidateUid = '';
    let colleague = '';
    let adminName = '';

    beforeAll(async () => {
      const api = current().api;
      const token = await api.login(ADMIN.email, ADMIN.password);
      const company = await insertCompany(api, { company_name: `Interviews ${suffix} GmbH` });
      const created = await api.call(
        'POST',
        'vacancyCreate',
        {},
        {
          token,
          json: {
            vacancy_title: `Interviewer ${suffix}`,
            vacancy_description: 'Interviews candidates.',
            company_uuid: company.company_uid,
            vacancy_quota: 10,
            vacancy_start_date: '2026-01-01',
            vacancy_due_date: '2030-12-31',
            vacancy_package: [],
            scorecard_criteria: ['Communication'],
          },
        },
      );
      const vacancy = created.body.data as { uid: string; id: number };
      vacancyPath = routes.vacancyDetails('all', vacancy.uid, String(vacancy.id));
      const [row] = await insertCandidates(api, vacancy.id, [
        {
          candidate_name: candidateName,
          candidate_status: 'Contacted',
          candidate_email: `ida-${suffix}@example.com`,
        },
      ]);
      candidateUid = row?.uid ?? expect.fail('no candidate');
      const added = await addUser(api, token, {
        company_uuid: company.company_uid,
        user_role: 'CustomerAdmin',
        full_name: colleagueName,
      });
      colleague = added.token;
      adminName = ((await call('GET', 'profile')).response as { full_name: string }).full_name;
    });

    it("schedules from the board, shows it in the calendar, and shows a colleague's scorecard only after one's own", async () => {
      const when = yesterday();
      // From the pipeline card: its interviews in a dialog, where one is scheduled.
      await page().goto(vacancyPath);
      await page().getByRole('button', { name: t.pipeline.board, exact: true }).click();
      await page()
        .getByRole('button', { name: t.fill(t.pipeline.interviews, { name: candidateName }) })
        .click();
      await page().getByRole('button', { name: t.interviews.schedule }).click();
      const form = page().getByRole('dialog', { name: t.interviews.schedule });
      await form.getByLabel(t.interviews.fields.day, { exact: false }).first().fill(formatDate(when));
      await form.getByLabel(t.interviews.fields.time, { exact: false }).first().fill('09:00');
      await form.getByRole('textbox', { name: t.interviews.fields.location }).fill('Raum 1');
      await chooseInterviewer(page(), t.interviews.fields.interviewers, colleagueName);
      await chooseInterviewer(page(), t.interviews.fields.interviewers, adminName);
      await expectAccessible(page(), `interview form (${language})`);
      await form.getByRole('button', { name: t.interviews.schedule, exact: true }).click();
      await form.waitFor({ state: 'detached' });
      const [interview] = (await call('GET', 'interviewList', {}, { candidate: candidateUid }))
        .response as Interview[];
      expect(interview?.interviewers.map((person) => person.full_name).sort()).toEqual(
        [adminName, colleagueName].sort(),
      );
      expect(new Date(interview?.starts_at ?? '').getHours()).toBe(9);

      // The calendar's week shows it, and opens the candidate.
      const day = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}`;
      await page().goto(`${routes.interviews}?view=week&date=${day}`);
      await page().getByText(candidateName).first().waitFor();
      await expectAccessible(page(), `calendar week (${language})`);
      await screenshot(page(), `interviews-calendar-week-${suffix}`);
      // Its export holds it, at the time the week shows it (the browser's clocks), in the language's words.
      await page().getByRole('button', { name: appTexts[language].app.list.export }).click();
      const [download] = await Promise.all([
        page().waitForEvent('download'),
        page().getByRole('menuitem', { name: appTexts[language].app.list.export_as.csv }).click(),
      ]);
      const file = await fs.readFile((await download.path()) ?? expect.fail('no file'), 'utf8');
      const start = language === 'german' ? formatDate(when) : day;
      expect(file).toContain(`"${start} 09:00"`);
      expect(file).toContain(`"${candidateName}"`);

      // The colleague scores it first: the administrator, an interviewer too, does not see theirs yet.
      const colleagueCard = await current().api.call(
        'PUT',
        'scorecardSubmit',
        { id: interview?.uid ?? '' },
        {
          token: colleague,
          json: {
            ratings: [{ criterion: 'Communication', rating: 'no' }],
            recommendation: 'no',
            note: 'Kurz angebunden.',
          },
        },
      );
      expect(colleagueCard.status).toBe(200);
      await page().goto(routes.candidateDetails('all', candidateUid));
      await page()
        .getByText(t.one(t.interviews.scorecards.withheld, { smart_count: 1 }))
        .waitFor();
      expect(await page().getByText('Kurz angebunden.').count()).toBe(0);
      await page().getByRole('button', { name: t.interviews.scorecards.submit }).click();
      const scoring = page().getByRole('dialog', { name: t.interviews.scorecards.submit });
      await scoring
        .getByRole('radiogroup', { name: 'Communication' })
        .getByLabel(t.interviews.scorecards.steps.yes, { exact: true })
        .check();
      await scoring
        .getByRole('radiogroup', { name: t.interviews.scorecards.overall })
        .getByLabel(t.interviews.scorecards.steps.strong_yes, { exact: true })
        .check();
      await scoring.getByRole('button', { name: t.interviews.scorecards.submit, exact: true }).click();
      await scoring.waitFor({ state: 'detached' });
      await page().getByText('Kurz angebunden.').waitFor();
      await page().getByText(colleagueName).first().waitFor();
      // The timeline says a scorecard's fields were set, never their values.
      const ratingsSet = t.fill(appTexts[language].app.history.field_set, {
        field: t.interviews.scorecards.fields.ratings,
      });
      await page().getByText(ratingsSet).first().waitFor();
      await expectAccessible(page(), `scorecards (${language})`);
      await screenshot(page(), `interviews-scorecards-${suffix}`);
    });
  });
});
