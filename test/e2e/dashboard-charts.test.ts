import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../../i18n';
import appTexts from '../../i18n/app';
import candidateTexts from '../../i18n/candidates';
import type { DashboardCharts } from '@contract/dashboard';
import { formatDate } from '../../src/common/dates';
import { ADMIN } from '../server/harness';
import { browserAvailable, expectAccessible, screenshot } from './browser';
import { atHome, PHONE, signIn, suiteSession } from './session';

/** The rows of a table as the user (or a screen reader) reads them, the column headers first. */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole('table', { name, exact: true })
    .locator('tr')
    .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));

describe.skipIf(!browserAvailable())('the dashboard charts in Chromium, served by the API server', () => {
  const { current, signedIn, call } = suiteSession();
  let charts: DashboardCharts;

  beforeAll(async () => {
    charts = (await call('GET', 'dashboardCharts')).response as DashboardCharts;
  });

  describe.each(['english', 'german'] as const)('in %s', (language: Language) => {
    const t = appTexts[language].app.dashboard.charts;
    const status = candidateTexts[language].candidates;
    const weeksTitle = t.weeks_title.replace('%{smart_count}', '12');
    const page = signedIn(language);

    it('draws both charts under the tiles and reads them as tables with the API figures', async () => {
      await page().getByRole('heading', { level: 2, name: weeksTitle }).waitFor();
      await page().getByRole('heading', { level: 2, name: t.statuses_title }).waitFor();
      expect(await tableRows(page(), weeksTitle)).toEqual([
        [t.week, t.applications],
        ...charts.applications_per_week.map(({ week, count }) => [formatDate(week), String(count)]),
      ]);
      expect(await tableRows(page(), t.statuses_title)).toEqual([
        [status.fields.status, t.candidates],
        ...charts.candidates_per_status.map(({ status: s, count }) => [status.status[s], String(count)]),
      ]);
      // A bar for every week and status with applications, each with its count written on it.
      const drawn = charts.applications_per_week.filter(({ count }) => count > 0).length;
      const statuses = charts.candidates_per_status.filter(({ count }) => count > 0).length;
      await expect.poll(() => page().locator('.recharts-bar-rectangle path').count()).toBe(drawn + statuses);
      // The status axis names the statuses as the candidate screens do (beside the count axis's numbers).
      const ticks = page()
        .getByRole('region', { name: t.statuses_title })
        .locator('.recharts-cartesian-axis-tick-value');
      const names = () =>
        ticks.evaluateAll((texts) =>
          // A long name wraps over several lines (tspans): read them as one.
          texts.map((text) => [...text.querySelectorAll('tspan')].map((line) => line.textContent).join(' ')),
        );
      await expect
        .poll(async () => (await names()).filter((text) => !/^\d+$/.test(text)))
        .toEqual(charts.candidates_per_status.map(({ status: s }) => status.status[s]));
      await expectAccessible(page(), `dashboard charts (${language})`);
      await screenshot(page(), `dashboard-charts-${language}`);
    });

    it('draws them legibly in the dark theme too', async () => {
      await page().emulateMedia({ colorScheme: 'dark' });
      await page().reload();
      await page().getByRole('heading', { level: 2, name: t.statuses_title }).waitFor();
      await expect.poll(() => page().locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
      await expectAccessible(page(), `dashboard charts, dark (${language})`);
      await screenshot(page(), `dashboard-charts-dark-${language}`);
      await page().emulateMedia({ colorScheme: 'light' });
    });
  });

  it('fits a phone-sized screen, German status names included', async () => {
    const page = await current().open('/', PHONE);
    const t = appTexts.german.app.dashboard.charts;
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await signIn(page, ADMIN.email, ADMIN.password, true);
    await atHome(page);
    await page.getByRole('heading', { level: 2, name: t.statuses_title }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'dashboard-charts-phone-german');
    await page.context().close();
  });
});
