import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import englishMessages from 'ra-language-english';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { DashboardCounts } from '@contract/dashboard';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import { shared, type Language } from '../../i18n';
import appTexts from '../../i18n/app';
import candidateTexts from '../../i18n/candidates';
import raGerman from '../../i18n/ra-german';
import staleTexts from '../../i18n/stale';
import vacancyTexts from '../../i18n/vacancies';
import { routes } from '../../src/routes';
import { addUser, insertCandidates, insertCompany, insertVacancy, USER_PASSWORD } from '../server/fixtures';
import { ADMIN, createPgDatabase, PG_URL, REDIS_URL, serveApi, type TestApi } from '../server/harness';
import { browserAvailable, countText, expectAccessible, launchBrowser, screenshot } from './browser';
import { pageOpener, signedInPage, suiteSession } from './session';

/** Every text the test reads or clicks, from the catalogs the app shows, in one language. */
function textsOf(language: Language) {
  const fill = (text: string, values: Record<string, string>) =>
    Object.entries(values).reduce((out, [key, value]) => out.replace(`%{${key}}`, () => value), text);
  return {
    app: appTexts[language].app,
    candidates: candidateTexts[language].candidates,
    vacancies: vacancyTexts[language].vacancies,
    stale: staleTexts[language].stale,
    api: shared[language].api,
    save: (language === 'english' ? englishMessages : raGerman).ra.action.save,
    fill,
  };
}

type Texts = ReturnType<typeof textsOf>;

async function toast(page: Page, text: string): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

/**
 * Marks the page's document: `reloaded()` then tells whether it was loaded again since (a live update must show
 * without one).
 */
async function noteDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, { liveTestMark: true }));
  return async () => !(await page.evaluate(() => 'liveTestMark' in window));
}

interface Edits {
  /** Text fields by label. */
  text?: Record<string, string>;
  /** Radios by name. */
  radios?: string[];
}

/** Opens the candidate's edit form, once it shows the candidate. */
async function openCandidateEdit(page: Page, t: Texts, uid: string): Promise<void> {
  await page.goto(routes.candidateEdit('all', uid));
  const name = page.getByRole('textbox', { name: t.candidates.fields.name });
  await expect.poll(() => name.inputValue()).not.toBe('');
}

/** A user's edits in the open edit form, saved. */
async function saveEdits(page: Page, t: Texts, { text = {}, radios = [] }: Edits): Promise<void> {
  for (const [label, value] of Object.entries(text))
    await page.getByRole('textbox', { name: label }).fill(value);
  for (const radio of radios) await page.getByRole('radio', { name: radio }).check();
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await toast(page, t.api.candidate_updated);
}

async function saveCandidate(page: Page, t: Texts, uid: string, edits: Edits): Promise<void> {
  await openCandidateEdit(page, t, uid);
  await saveEdits(page, t, edits);
}

/**
 * Waits until B's open record screen says that A has it open: the news comes over B's live-update stream,
 * which is then open and hears what A does next (a change saved before it opened would never reach it).
 */
async function seesColleague(b: Page, colleague: string): Promise<void> {
  await b.getByRole('main').getByRole('status').filter({ hasText: colleague }).first().waitFor();
}

/** Types `term` into the list's search box and waits for a row holding `row`. */
async function search(page: Page, label: string, term: string, row: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('row').nth(1).waitFor();
  await page.getByRole('textbox', { name: label }).fill(term);
  await main.getByRole('row').filter({ hasText: row }).waitFor();
}

/**
 * Two administrators in browser contexts of their own: A (the suite's administrator) saves, and B's screens,
 * already open, show it with no reload, through the live-update stream (GET /api/events). B is the demo's
 * SubAdmin.
 */
describe.skipIf(!browserAvailable())('live updates between two administrators in Chromium', () => {
  const { current, signedIn, call } = suiteSession();
  const counts = async () => (await call('GET', 'dashboard')).response as DashboardCounts;

  describe.each(['english', 'german'] as const)('in %s', (language) => {
    const t = textsOf(language);
    const suffix = language === 'english' ? 'en' : 'de';
    const company = `Livecheck ${suffix} GmbH`;
    const names = { first: `Lia Ahrens ${suffix}`, renamed: `Lia Brandt ${suffix}` };
    const titles = { first: `Live role ${suffix}`, renamed: `Live lead ${suffix}` };
    const phones = { first: '+49 30 5550001', detail: '+49 30 5550002', form: '+49 30 5550003' };
    const a = signedIn(language);
    let b: Page;
    let uid = '';
    let vacancyUid = '';
    let colleague = '';

    beforeAll(async () => {
      const { api, demo } = current();
      const customer = await insertCompany(api, { company_name: company });
      const vacancy = await insertVacancy(api, customer.id, { vacancy_title: titles.first });
      vacancyUid = vacancy.uid;
      const [row] = await insertCandidates(api, vacancy.id, [
        { candidate_name: names.first, candidate_phone_number: phones.first },
      ]);
      uid = row?.uid ?? expect.fail('no candidate inserted');
      colleague = ((await call('GET', 'profile')).response as { full_name: string }).full_name;
      b = await signedInPage(current(), language, undefined, {
        email: demo.logins.SubAdmin ?? expect.fail('no demo SubAdmin'),
        password: demo.password,
      });
    });

    afterAll(async () => {
      await b?.context().close();
    });

    it("B's open lists show A's new candidate name and vacancy title", async () => {
      await b.goto(routes.candidates('all'));
      await search(b, t.candidates.search, company, names.first);
      const reloaded = await noteDocument(b);
      await saveCandidate(a(), t, uid, { text: { [t.candidates.fields.name]: names.renamed } });
      const main = b.getByRole('main');
      await main.getByRole('row').filter({ hasText: names.renamed }).waitFor();
      expect(await main.getByRole('row').filter({ hasText: names.first }).count()).toBe(0);
      expect(await b.getByRole('textbox', { name: t.candidates.search }).inputValue()).toBe(company);
      expect(await reloaded()).toBe(false);

      await b.goto(routes.allVacancies);
      await search(b, t.vacancies.search, company, titles.first);
      await a().goto(routes.vacancyEdit('all', vacancyUid));
      const title = a().getByRole('textbox', { name: t.vacancies.fields.title });
      await expect.poll(() => title.inputValue()).toBe(titles.first);
      await title.fill(titles.renamed);
      await a().getByRole('button', { name: t.save, exact: true }).click();
      await toast(a(), t.api.vacancy_updated);
      await main.getByRole('row').filter({ hasText: titles.renamed }).waitFor();
      expect(await main.getByRole('row').filter({ hasText: titles.first }).count()).toBe(0);
    });

    it("B's open detail shows A's new phone, and its history timeline A's change", async () => {
      await b.goto(routes.candidateDetails('all', uid));
      const main = b.getByRole('main');
      await main.getByRole('link', { name: phones.first, exact: true }).waitFor();
      const history = b.getByRole('region', { name: t.app.history.title });
      const entry = `${t.candidates.fields.phone}: ${phones.first} → ${phones.detail}`;
      await history.getByText(`${t.candidates.fields.name}: ${names.first} → ${names.renamed}`).waitFor();
      const reloaded = await noteDocument(b);

      await openCandidateEdit(a(), t, uid);
      await seesColleague(b, colleague);
      await saveEdits(a(), t, { text: { [t.candidates.fields.phone]: phones.detail } });
      // A is back on the candidate's detail: it shows what A saved, before B is asked to.
      await a().getByRole('main').getByRole('link', { name: phones.detail, exact: true }).waitFor();
      await main.getByRole('link', { name: phones.detail, exact: true }).waitFor();
      const newest = history.locator('ol > li').first();
      await newest.getByText(entry, { exact: true }).waitFor();
      expect(await newest.getByRole('heading', { level: 3 }).textContent()).toBe(
        t.fill(t.app.history.actions.update, { actor: colleague }),
      );
      expect(await reloaded()).toBe(false);
    });

    it("B's open dashboard counts A's candidate set inactive", async () => {
      const before = await counts();
      await b.goto(routes.home);
      const tile = (href: string, count: number) =>
        b
          .getByRole('main')
          .locator(`a[href="${href}"] .MuiTypography-h4`)
          .filter({ hasText: new RegExp(`^${countText(count, language)}$`) });
      await tile(routes.allActiveCandidates, before.total_number_of_active_candidate).waitFor();
      const reloaded = await noteDocument(b);

      await saveCandidate(a(), t, uid, { radios: [t.candidates.active.Inactive] });
      await tile(routes.allActiveCandidates, before.total_number_of_active_candidate - 1).waitFor();
      await tile(routes.allInactiveCandidates, before.total_number_of_inactive_candidate + 1).waitFor();
      expect(await reloaded()).toBe(false);
    });

    it("B's open edit form keeps what B typed, and says A changed the candidate", async () => {
      await b.goto(routes.candidateEdit('all', uid));
      const name = b.getByRole('textbox', { name: t.candidates.fields.name });
      const phone = b.getByRole('textbox', { name: t.candidates.fields.phone });
      await expect.poll(() => name.inputValue()).toBe(names.renamed);
      const typed = `${names.renamed} (B)`;
      await name.fill(typed);

      await openCandidateEdit(a(), t, uid);
      await seesColleague(b, colleague);
      await saveEdits(a(), t, { text: { [t.candidates.fields.phone]: phones.form } });
      await b
        .getByRole('status')
        .filter({ hasText: t.fill(t.stale.live.changed_by, { name: colleague }) })
        .waitFor();
      expect(await name.inputValue()).toBe(typed);
      expect(await phone.inputValue()).toBe(phones.detail);
      await expectAccessible(b, `edit form with a colleague's change (${language})`);
      await screenshot(b, `live-change-notice-${suffix}`);
    });
  });
});

/**
 * Two instances of the server on one PostgreSQL database (and one Redis, where the run has one): A saves on the
 * first, and B's list, open on the second, shows it. B is a SubAdmin added for the test.
 */
describe.skipIf(!browserAvailable() || !PG_URL)('live updates across two instances in Chromium', () => {
  const instances: TestApi[] = [];
  let dropDatabase: () => Promise<void> = async () => undefined;
  let closeBrowser: () => Promise<void> = async () => undefined;
  let openOn: ((api: TestApi) => ReturnType<typeof pageOpener>) | undefined;
  let uid = '';
  let login = { email: '', password: USER_PASSWORD };
  const company = 'Twoinstance GmbH';
  const names = { first: 'Ida Instance', renamed: 'Ida Other' };

  beforeAll(async () => {
    const database = await createPgDatabase();
    dropDatabase = database.drop;
    const env: Record<string, string> = {
      STATIC_DIR: inject('appDir'),
      // Keys of their own in the shared Redis: nothing of another run's limits or presence.
      ...(REDIS_URL ? { REDIS_URL, REDIS_PREFIX: `recruit-live-e2e-${process.pid}-${Date.now()}:` } : {}),
    };
    // One after the other: the first migrates the empty database.
    for (let index = 0; index < 2; index += 1) {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'recruit-instance-'));
      const store = { dataDir, databaseUrl: database.url, drop: async () => undefined };
      instances.push(await serveApi(store, env));
    }
    const [one] = instances as [TestApi, TestApi];
    const token = await one.login(ADMIN.email, ADMIN.password);
    const customer = await insertCompany(one, { company_name: company });
    const vacancy = await insertVacancy(one, customer.id, { vacancy_title: 'Two instances' });
    const [row] = await insertCandidates(one, vacancy.id, [{ candidate_name: names.first }]);
    uid = row?.uid ?? expect.fail('no candidate inserted');
    const { user } = await addUser(one, token, {
      user_role: 'SubAdmin',
      company_uuid: ADMINISTRATION_COMPANY_UID,
    });
    login = { email: user.email, password: USER_PASSWORD };
    const browser = await launchBrowser();
    closeBrowser = () => browser.close();
    openOn = (api) => pageOpener(browser, api.baseUrl);
  });

  afterAll(async () => {
    await closeBrowser();
    for (const api of instances) await api.close();
    await dropDatabase();
  });

  describe.each(['english', 'german'] as const)('in %s', (language) => {
    const t = textsOf(language);

    it("B's list on the second instance shows A's save on the first", async () => {
      const [one, other] = instances as [TestApi, TestApi];
      const open = openOn ?? expect.fail('instances not started');
      const a = await signedInPage({ open: open(one) }, language);
      const b = await signedInPage({ open: open(other) }, language, undefined, login);
      try {
        const current = (
          await one.call(
            'GET',
            'candidateDetail',
            { id: uid },
            {
              token: await one.login(ADMIN.email, ADMIN.password),
            },
          )
        ).body.response as { candidate_name: string }[];
        const before = current[0]?.candidate_name ?? expect.fail('no candidate');
        const after = `${names.renamed} ${language}`;
        await b.goto(routes.candidates('all'));
        await search(b, t.candidates.search, company, before);
        const reloaded = await noteDocument(b);
        await saveCandidate(a, t, uid, { text: { [t.candidates.fields.name]: after } });
        await b.getByRole('main').getByRole('row').filter({ hasText: after }).waitFor();
        expect(await reloaded()).toBe(false);
      } finally {
        await a.context().close();
        await b.context().close();
      }
    });
  });
});
