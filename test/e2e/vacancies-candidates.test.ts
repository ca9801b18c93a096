import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shared, type Language } from '../../i18n';
import appTexts from '../../i18n/app';
import candidateTexts from '../../i18n/candidates';
import vacancyTexts from '../../i18n/vacancies';
import type { Candidate } from '@contract/candidates';
import type { CustomerOption } from '@contract/customers';
import type { Vacancy } from '@contract/vacancies';
import { formatDate, today } from '../../src/common/dates';
import { browserAvailable, countOf, expectAccessible, failedApiCalls, screenshot } from './browser';
import { at, atHome, firstRow, search, signIn, suiteSession } from './session';

/** Every text the flow reads or clicks, from the catalogs the app shows, in one language. */
function textsOf(language: Language) {
  return {
    app: appTexts[language].app,
    vacancies: vacancyTexts[language].vacancies,
    candidates: candidateTexts[language].candidates,
    validation: shared[language].validation,
    api: shared[language].api,
  };
}

/** The default packages the flow books, by their names in each language (migration 020 gives the German ones). */
const PACKAGE_NAMES = {
  english: { jobBoard: 'Job board posting', video: 'Video interview', premium: 'Premium listing' },
  german: { jobBoard: 'Stellenbörsen-Anzeige', video: 'Videointerview', premium: 'Premium-Anzeige' },
} as const;

const dayShown = (offsetDays: number) => formatDate(new Date(Date.now() + offsetDays * 86_400_000));

/** Types a day into a date field as a user does: a click into the field (over what it shows), then keys. */
async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await field.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(day);
  await expect.poll(() => field.inputValue()).toBe(day);
}

/** A dashboard tile's count, by the list it links to. */
async function tileCount(page: Page, href: string): Promise<number> {
  const count = page.getByRole('main').locator(`a[href="${href}"] .MuiTypography-h4`);
  await expect.poll(() => count.textContent(), { timeout: 10_000 }).toMatch(/^[\d.,]+$/);
  return countOf(await count.textContent());
}

/** The table rows that mention `text`, once the list has settled. */
const rowsWith = (page: Page, text: string): Locator =>
  page.getByRole('main').getByRole('row').filter({ hasText: text });

/**
 * Waits until the list shows `text` in its only row: the filter has been applied (a row found on the page
 * before the filter arrives would let the test move on while the list is still about to change).
 */
async function onlyRow(page: Page, text: string): Promise<void> {
  await expect.poll(() => page.getByRole('main').getByRole('row').count()).toBe(2);
  await expect.poll(() => rowsWith(page, text).count()).toBe(1);
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe.skipIf(!browserAvailable())('vacancies and candidates in Chromium, served by the API server', () => {
  const { current, signedIn, call } = suiteSession();

  /** The demo customers' dropdown names, the administration company left out. */
  async function demoCustomer(): Promise<string> {
    const listing = (await call('GET', 'companyListing')).response as CustomerOption[];
    const names = listing.map((item) => item.company_name).filter((name) => !name.endsWith('Administration'));
    const withUmlaut = names.find((name) => /[äöüß]/i.test(name));
    return withUmlaut ?? names[0] ?? '';
  }

  async function vacancyTitled(title: string): Promise<Vacancy | undefined> {
    const found = await call('GET', 'vacancyList', { type: 'all' }, { vacancy_title__icontains: title });
    return (found.response as Vacancy[])[0];
  }

  describe.each(['english', 'german'] as const)('the whole flow in %s', (language) => {
    const t = textsOf(language);
    const packages = PACKAGE_NAMES[language];
    const suffix = language === 'english' ? 'en' : 'de';
    const title = `E2E Data Engineer ${suffix} ${Date.now()}`;
    const page = signedIn(language);
    let vacancy: Vacancy | undefined;
    let customer = '';

    beforeAll(async () => {
      customer = await demoCustomer();
    });

    it('adds a vacancy with packages, after the quota rule has spoken', async () => {
      const activeBefore = await tileCount(page(), '/all-active-vacancies');
      await page().getByRole('navigation').getByRole('menuitem', { name: t.app.menu.vacancies }).click();
      await at(page(), '/all-vacancies');
      await page().getByRole('heading', { level: 1, name: t.vacancies.title }).waitFor();
      await rowsWith(page(), '').nth(1).waitFor();
      await expectAccessible(page(), `vacancy list (${language})`);
      await screenshot(page(), `vacancies-list-${suffix}`);

      await page().getByRole('link', { name: t.app.list.add }).click();
      await at(page(), '/add-vacancy/all');
      await page().getByRole('checkbox', { name: packages.jobBoard }).waitFor();
      await page().getByRole('textbox', { name: t.vacancies.fields.title }).fill(title);
      await page()
        .getByRole('textbox', { name: t.vacancies.fields.description })
        .fill('Pipelines, Python, SQL.');
      const tags = page().getByRole('combobox', { name: t.vacancies.fields.tags });
      await tags.pressSequentially('data,python');
      await tags.press('Enter');
      await page().getByRole('combobox', { name: t.vacancies.fields.customer }).click();
      await page().getByRole('option', { name: customer, exact: true }).click();
      const quota = page().getByRole('textbox', { name: t.vacancies.fields.quota });
      await quota.fill('101');
      await quota.blur();
      await page().getByText(t.validation.number_max.replace('%{max}', '100')).waitFor();
      await quota.fill('abc');
      await quota.blur();
      await page().getByText(t.validation.number_invalid).waitFor();
      await quota.fill('100');
      await typeDay(page(), t.vacancies.fields.start_date, dayShown(0));
      await page().getByRole('textbox', { name: t.vacancies.fields.due_date }).fill(dayShown(30));
      await page().getByRole('checkbox', { name: packages.jobBoard }).check();
      await page().getByRole('checkbox', { name: packages.video }).check();
      await page().getByRole('textbox', { name: t.vacancies.fields.form_id }).click();
      await expect.poll(() => page().getByText(t.validation.number_invalid).count()).toBe(0);
      await expectAccessible(page(), `add vacancy (${language})`);
      await screenshot(page(), `vacancy-add-${suffix}`);

      await page()
        .getByRole('button', { name: language === 'english' ? 'Save' : 'Speichern' })
        .click();
      await toast(page(), t.api.vacancy_added);
      await at(page(), '/all-vacancies');

      vacancy = await vacancyTitled(title);
      expect(vacancy).toMatchObject({
        vacancy_title: title,
        vacancy_tag: 'data, python',
        vacancy_quota: 100,
        vacancy_start_date: today(),
        vacancy_status: 'Active',
        vacancy_company: { company_name: customer },
      });
      expect(
        vacancy?.vacancy_package.filter((item) => item.is_selected).map((item) => item.package_name),
      ).toEqual(['Job board posting', 'Video interview']);
      await page().goto('/home');
      expect(await tileCount(page(), '/all-active-vacancies')).toBe(activeBefore + 1);
    });

    it('finds it by company, creation dates and id, in the list and in the grid', async () => {
      if (!vacancy) throw new Error('no vacancy added');
      await page().goto('/all-vacancies');
      await page().getByRole('button', { name: t.app.list.advanced_search }).click();
      const until = page().getByRole('textbox', { name: t.vacancies.filters.created_until });
      await expect.poll(() => until.inputValue()).toBe(dayShown(0));
      await page().getByRole('combobox', { name: t.vacancies.fields.company }).click();
      const options = page().getByRole('listbox').getByRole('option');
      expect(await options.first().textContent()).toBe(t.app.list.all);
      await page().getByRole('option', { name: customer, exact: true }).click();
      await typeDay(page(), t.vacancies.filters.created_from, dayShown(0));
      // The customer's vacancies created today: the new one, and any the demo dated today as well.
      const rows = page().getByRole('main').getByRole('row');
      await expect
        .poll(async () => {
          const texts = (await rows.allTextContents()).slice(1);
          return texts.some((text) => text.includes(title)) && texts.every((text) => text.includes(customer));
        })
        .toBe(true);

      await page().getByRole('textbox', { name: t.vacancies.fields.id }).fill(String(vacancy.id));
      await onlyRow(page(), title);
      await expectAccessible(page(), `vacancy advanced search (${language})`);
      await screenshot(page(), `vacancies-filtered-${suffix}`);

      await page().getByRole('textbox', { name: t.vacancies.filters.created_from }).fill(dayShown(1));
      await page().getByText(t.app.list.empty_title).waitFor();

      await page().getByRole('textbox', { name: t.vacancies.filters.created_from }).fill(dayShown(0));
      await page().getByRole('button', { name: t.app.list.grid_view }).click();
      const card = page().getByRole('main').getByRole('link').filter({ hasText: title });
      await card.waitFor();
      expect(await card.textContent()).toContain(`${dayShown(0)} – ${dayShown(30)}`);
      await expectAccessible(page(), `vacancy grid (${language})`);
      await screenshot(page(), `vacancies-grid-${suffix}`);
      await page().getByRole('button', { name: t.app.list.list_view }).click();
      await page().getByRole('button', { name: t.app.list.normal_search }).click();
      await expect.poll(() => page().getByRole('main').getByRole('row').count()).toBeGreaterThan(2);
    });

    it('edits its status to Inactive: it moves to the Inactive tab and the dashboard counts it', async () => {
      if (!vacancy) throw new Error('no vacancy added');
      await page().goto('/home');
      const activeBefore = await tileCount(page(), '/all-active-vacancies');
      const inactiveBefore = await tileCount(page(), '/all-inactive-vacancies');

      await page().goto('/all-vacancies');
      await search(page(), t.vacancies.search, title);
      await onlyRow(page(), title);
      await rowsWith(page(), title).getByRole('button', { name: t.app.list.actions }).click();
      await page().getByRole('menuitem', { name: t.app.list.edit }).click();
      await at(page(), `/vacancy/edit/all/${vacancy.uid}`);
      await expect
        .poll(() => page().getByRole('textbox', { name: t.vacancies.fields.title }).inputValue())
        .toBe(title);
      expect(await page().getByRole('checkbox', { name: packages.video }).isChecked()).toBe(true);
      expect(await page().getByRole('checkbox', { name: packages.premium }).isChecked()).toBe(false);
      expect(await page().getByRole('textbox', { name: t.vacancies.fields.customer }).inputValue()).toBe(
        customer,
      );
      await expectAccessible(page(), `edit vacancy (${language})`);
      await screenshot(page(), `vacancy-edit-${suffix}`);

      await page().getByRole('radio', { name: t.vacancies.status.Inactive }).check();
      await page()
        .getByRole('button', { name: language === 'english' ? 'Save' : 'Speichern' })
        .click();
      await toast(page(), t.api.vacancy_updated);
      await at(page(), '/all-vacancies');

      await page().getByRole('tab', { name: t.app.list.active, exact: true }).click();
      await at(page(), '/all-active-vacancies');
      await search(page(), t.vacancies.search, title);
      await page().getByText(t.app.list.empty_title).waitFor();
      await page().getByRole('tab', { name: t.app.list.inactive, exact: true }).click();
      await at(page(), '/all-inactive-vacancies');
      await search(page(), t.vacancies.search, title);
      await onlyRow(page(), title);
      expect(await rowsWith(page(), title).textContent()).toContain(t.vacancies.status.Inactive);

      await page().goto('/home');
      expect(await tileCount(page(), '/all-active-vacancies')).toBe(activeBefore - 1);
      expect(await tileCount(page(), '/all-inactive-vacancies')).toBe(inactiveBefore + 1);
    });

    it("opens the detail with every label, and a demo vacancy's detail with its candidates", async () => {
      if (!vacancy) throw new Error('no vacancy added');
      await page().goto('/all-inactive-vacancies');
      await search(page(), t.vacancies.search, title);
      await onlyRow(page(), title);
      await rowsWith(page(), title).getByText(title).click();
      await at(page(), `/vacancy/details/inactive/${vacancy.uid}/${vacancy.id}`);
      await page().getByRole('heading', { level: 1, name: t.vacancies.details.title }).waitFor();
      const terms = await page().locator('dt').allTextContents();
      for (const label of Object.values(t.vacancies.fields).filter(
        (text) => text !== t.vacancies.fields.customer,
      ))
        expect(terms).toContain(label);
      await page().getByRole('heading', { level: 2, name: t.vacancies.details.candidates }).waitFor();
      await page().getByText(t.app.list.empty_title).waitFor();

      const demo = (await call('GET', 'vacancyList', { type: 'active' }, { ordering: '-id' }))
        .response as Vacancy[];
      const withCandidates = demo.find(
        (item) => item.vacancy_respondents_count > 0 && item.vacancy_share_url,
      );
      if (!withCandidates) throw new Error('the demo has no vacancy with candidates and a video');
      await page().goto(`/vacancy/details/active/${withCandidates.uid}/${withCandidates.id}`);
      const section = page().getByRole('region', { name: t.vacancies.details.candidates });
      await firstRow(section).waitFor();
      // Until its metadata has loaded, the player has no duration to show.
      await page()
        .locator('video')
        .evaluate(
          (element: HTMLVideoElement) =>
            element.readyState > 0 ||
            new Promise((loaded) => element.addEventListener('loadedmetadata', loaded, { once: true })),
        );
      await expectAccessible(page(), `vacancy detail (${language})`);
      await screenshot(page(), `vacancy-detail-${suffix}`);
      await section.getByRole('button', { name: t.app.list.grid_view }).click();
      await expect.poll(() => section.getByRole('link').count()).toBeGreaterThan(0);
      expect(await section.getByRole('table').count()).toBe(0);
      await screenshot(page(), `vacancy-detail-candidates-grid-${suffix}`);
      await section.getByRole('button', { name: t.app.list.list_view }).click();
    });

    it('filters candidates by status, plays a video, and edits a candidate to Rejected and Inactive', async () => {
      await page().getByRole('navigation').getByRole('menuitem', { name: t.app.menu.candidates }).click();
      await at(page(), '/all-active-candidate');
      await page().getByRole('heading', { level: 1, name: t.candidates.title }).waitFor();
      await expect.poll(() => page().getByRole('main').getByRole('row').count()).toBeGreaterThan(2);
      await expectAccessible(page(), `candidate list (${language})`);
      await screenshot(page(), `candidates-list-${suffix}`);

      await page().getByRole('button', { name: t.app.list.advanced_search }).click();
      await page().getByRole('combobox', { name: t.candidates.fields.status }).click();
      await page().getByRole('option', { name: t.candidates.status.Contacted, exact: true }).click();
      const rows = page().getByRole('main').getByRole('row');
      await expect
        .poll(async () => {
          const statuses = await rows.locator('td.column-candidate_status').allTextContents();
          return statuses.length > 0 && statuses.every((text) => text === t.candidates.status.Contacted);
        })
        .toBe(true);
      await expectAccessible(page(), `candidate advanced search (${language})`);
      await screenshot(page(), `candidates-filtered-${suffix}`);

      const first = rows.nth(1);
      const name = (await first.locator('td.column-candidate_name').textContent()) ?? '';
      await first.locator('td.column-candidate_name').click();
      await page().waitForURL(/\/candidate\/details\/active\//);
      const uid = new URL(page().url()).pathname.split('/').at(-1) ?? '';
      await page().getByRole('heading', { level: 1, name: t.candidates.details.title }).waitFor();

      const resume = page().getByRole('link', { name: new RegExp(t.candidates.details.open_resume) });
      expect(await resume.getAttribute('target')).toBe('_blank');
      const pdf = await page().request.get((await resume.getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toContain('application/pdf');

      const video = page().locator('video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThan(0);
      expect(await video.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
      expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(1);
      await video.click();
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime))
        .toBeGreaterThan(0);
      await expectAccessible(page(), `candidate detail (${language})`);
      await screenshot(page(), `candidate-detail-${suffix}`);

      await page().getByRole('link', { name: t.app.list.edit }).click();
      await at(page(), `/candidate-edit/active/${uid}`);
      await expect
        .poll(() => page().getByRole('textbox', { name: t.candidates.fields.name }).inputValue())
        .toBe(name);
      expect(await page().getByRole('radio', { name: t.candidates.status.Contacted }).isChecked()).toBe(true);
      await page().getByRole('radio', { name: t.candidates.status.Rejected }).check();
      await page().getByRole('radio', { name: t.candidates.active.Inactive }).check();
      await expectAccessible(page(), `edit candidate (${language})`);
      await screenshot(page(), `candidate-edit-${suffix}`);
      await page()
        .getByRole('button', { name: language === 'english' ? 'Save' : 'Speichern' })
        .click();
      await toast(page(), t.api.candidate_updated);
      await at(page(), `/candidate/details/active/${uid}`);

      const saved = (await call('GET', 'candidateDetail', { id: uid })).response as Candidate[];
      expect(saved[0]).toMatchObject({ candidate_status: 'Rejected', is_candidate_active: 'Inactive' });
      const terms = page().locator('dd');
      await expect.poll(() => terms.allTextContents()).toContain(t.candidates.status.Rejected);
      expect(await terms.allTextContents()).toContain(t.candidates.active.Inactive);
    });

    it("deletes the vacancy after the confirmation, with the server's message", async () => {
      if (!vacancy) throw new Error('no vacancy added');
      await page().goto(`/vacancy/details/inactive/${vacancy.uid}/${vacancy.id}`);
      await page().getByRole('heading', { level: 1, name: t.vacancies.details.title }).waitFor();
      await page().getByRole('link', { name: t.app.list.delete }).click();
      await at(page(), `/vacancy/delete/inactive/${vacancy.uid}`);
      const dialog = page().getByRole('dialog', { name: t.app.delete.title });
      await dialog.waitFor();
      await screenshot(page(), `vacancy-delete-${suffix}`);
      await expectAccessible(page(), `delete vacancy (${language})`);
      const failed = failedApiCalls(page());
      await dialog.getByRole('button', { name: t.app.delete.confirm }).click();
      await toast(page(), t.api.vacancy_deleted);
      await at(page(), '/all-inactive-vacancies');
      expect(failed).toEqual([]);
      expect(await vacancyTitled(title)).toBeUndefined();
    });
  });

  it('shows a StaffAdmin the vacancies to read and the candidates to edit, and nothing more', async () => {
    const staff = current().demo.logins.StaffAdmin;
    if (!staff) throw new Error('the demo data has no StaffAdmin');
    const page = await current().open('/');
    await signIn(page, staff, current().demo.password);
    await atHome(page);
    await page.goto('/all-vacancies');
    await firstRow(page.getByRole('main')).waitFor();
    expect(await page.getByRole('link', { name: 'Add' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Actions' }).count()).toBe(0);
    await page.getByRole('main').getByRole('row').nth(1).locator('td').nth(1).click();
    await page.getByRole('heading', { level: 1, name: 'Vacancy details' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Delete' }).count()).toBe(0);
    await screenshot(page, 'vacancy-detail-staff');
    await page.goto('/add-vacancy/all');
    await at(page, '/access-denied');
    await page.goto('/all-active-candidate');
    await page.getByRole('button', { name: 'Actions' }).first().waitFor();
    await page.context().close();
  });
});
