import fsp from 'node:fs/promises';
import type { Download, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import { PAGE_SIZE_DEFAULT, type FileFormat } from '@contract/domain';
import type { Language } from '../../i18n';
import appTexts from '../../i18n/app';
import candidateTexts from '../../i18n/candidates';
import vacancyTexts from '../../i18n/vacancies';
import { today, toApiDate } from '../../src/common/dates';
import { asText, BOM, parseCsv, screenRows } from '../server/csv';
import { sheetOf, textRows } from '../server/xlsx';
import { browserAvailable, expectAccessible, screenshot } from './browser';
import { at, search, suiteSession } from './session';

/**
 * Issue 12, export: a filtered candidate list exported from its screen, in English and in German, and the
 * downloaded file read as a spreadsheet program would: every matching candidate (not just the page), in the
 * list's order, with the screen's headers, words and dates, in the language's separator. Issue 31: the
 * button's menu offers an Excel workbook first, which holds the same rows.
 */

const SEPARATOR: Record<Language, string> = { english: ',', german: ';' };

const rowsOf = (text: string, language: Language) => parseCsv(text.slice(BOM.length), SEPARATOR[language]);

describe.skipIf(!browserAvailable())('exporting a list in Chromium, served by the API server', () => {
  const { signedIn, call } = suiteSession();

  /** The candidates the list shows for a search, in its order, as the API lists them (the app's end date). */
  async function listed(search: string): Promise<Candidate[]> {
    const utcDay = new Date().toISOString().slice(0, 10);
    const query = { search, ordering: 'candidate_name', created_at_lte: utcDay > today() ? utcDay : today() };
    return (await call('GET', 'candidateList', { status: 'all' }, query)).response as Candidate[];
  }

  /** A search that keeps more candidates than a page shows, and fewer than all: the demo's commonest title. */
  async function searchTerm(): Promise<string> {
    const all = await listed('');
    const titles = new Map<string, number>();
    for (const candidate of all) {
      const title = candidate.vacancy.vacancy_title;
      titles.set(title, (titles.get(title) ?? 0) + 1);
    }
    const [title = ''] = [...titles].sort((a, b) => b[1] - a[1])[0] ?? [];
    return title;
  }

  describe.each(['english', 'german'] as const)('in %s', (language) => {
    const app = appTexts[language].app;
    const { candidates } = candidateTexts[language];
    const suffix = language === 'english' ? 'en' : 'de';
    const page = signedIn(language);

    /** Opens the export menu of `scope`, picks `format`, and waits for the download it starts. */
    async function exportAs(scope: Locator, format: FileFormat): Promise<Download> {
      await scope.getByRole('button', { name: app.list.export }).click();
      const [download] = await Promise.all([
        page().waitForEvent('download'),
        page().getByRole('menuitem', { name: app.list.export_as[format] }).click(),
      ]);
      return download;
    }

    it('downloads every candidate the search keeps, as the list shows them', async () => {
      const term = await searchTerm();
      const expected = await listed(term);
      // More than the page the screen shows: the file holds them all.
      expect(expected.length).toBeGreaterThan(PAGE_SIZE_DEFAULT);

      await page().getByRole('navigation').getByRole('menuitem', { name: app.menu.candidates }).click();
      await at(page(), '/all-active-candidate');
      await page().getByRole('tab', { name: app.list.all }).click();
      await at(page(), '/candidate/all');
      const main = page().getByRole('main');
      await search(page(), candidates.search, term);
      // The list has applied the search when its page shows the first matches, in order.
      const shown = expected.slice(0, PAGE_SIZE_DEFAULT).map((candidate) => candidate.candidate_email);
      await expect
        .poll(async () => (await main.getByRole('row').allTextContents()).slice(1).join('\n'))
        .toMatch(new RegExp(shown.map((email) => email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('[^]*')));
      await expect.poll(() => main.getByRole('row').count()).toBe(shown.length + 1);
      await expectAccessible(page(), `candidate list with the export button (${language})`);
      await screenshot(page(), `export-candidates-${suffix}`);

      const download = await exportAs(main, 'csv');
      expect(download.suggestedFilename()).toBe(`candidates-${toApiDate(new Date())}.csv`);
      const text = await fsp.readFile(await download.path(), 'utf8');
      expect(text.startsWith(BOM)).toBe(true);
      const [header, ...rows] = rowsOf(text, language);
      const screen = screenRows(language).candidates;
      expect(header).toEqual(screen.header);
      expect(rows).toEqual(expected.map((candidate) => screen.row(candidate).map(asText)));

      const workbook = await exportAs(main, 'xlsx');
      expect(workbook.suggestedFilename()).toBe(`candidates-${toApiDate(new Date())}.xlsx`);
      const sheet = await sheetOf(new Uint8Array(await fsp.readFile(await workbook.path())).buffer);
      expect(textRows(sheet, language)).toEqual([
        screen.header,
        ...expected.map((candidate) => screen.row(candidate)),
      ]);
    });

    it("exports a vacancy's candidates from its detail screen", async () => {
      const [first] = await listed(await searchTerm());
      const vacancy = first?.vacancy ?? expect.fail('no candidate');
      const query = { vacancy__id: vacancy.id, ordering: 'candidate_name' };
      const expected = (await call('GET', 'candidateList', { status: 'all' }, query)).response as Candidate[];
      await page().goto(`/vacancy/details/all/${vacancy.uid}/${vacancy.id}`);
      const section = page().getByRole('region', {
        name: vacancyTexts[language].vacancies.details.candidates,
      });
      await section.getByRole('row').nth(1).waitFor();
      await screenshot(page(), `export-vacancy-candidates-${suffix}`);
      const download = await exportAs(section, 'csv');
      const [, ...rows] = rowsOf(await fsp.readFile(await download.path(), 'utf8'), language);
      expect(rows.map((row) => row[1])).toEqual(expected.map((candidate) => candidate.candidate_email));
      expect(new Set(rows.map((row) => row[3]))).toEqual(new Set([vacancy.vacancy_title]));
    });
  });
});
