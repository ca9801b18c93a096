import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { shared, type Language } from '../../i18n';
import bulkTexts from '../../i18n/bulk';
import candidateTexts from '../../i18n/candidates';
import reasonTexts from '../../i18n/rejection-reasons';
import reportTexts from '../../i18n/reports';
import raGerman from '../../i18n/ra-german';
import type { Candidate } from '@contract/candidates';
import type { DashboardCounts } from '@contract/dashboard';
import type { RejectionReasonRef } from '@contract/rejection-reasons';
import type { FunnelReport } from '@contract/reports';
import type { TemplateItem } from '@contract/templates';
import { ADMIN } from '../server/harness';
import { browserAvailable, countOf, expectAccessible, ground, GROUND, screenshot } from './browser';
import { suiteSession } from './session';
import { reasonName } from '../../src/rejection-reasons/reasonName';

/** A catalog text with its count filled in, in the plural form for `count` (one, or more). */
const counted = (text: string, count: number) =>
  (text.split(' |||| ')[count === 1 ? 0 : 1] ?? text).replace('%{smart_count}', String(count));

/** Every text the test reads or clicks, from the catalogs the app shows, in one language. */
function textsOf(language: Language) {
  const ra = language === 'english' ? englishMessages.ra : raGerman.ra;
  return {
    bulk: bulkTexts[language].bulk,
    candidates: candidateTexts[language].candidates,
    reasons: reasonTexts[language].rejectionReasons,
    reports: reportTexts[language].reports,
    selectRow: ra.action.select_row,
    selectAll: ra.action.select_all,
    selected: (count: number) => counted(ra.action.bulk_actions, count),
    updated: (count: number) => counted(shared[language].api.candidates_updated, count),
  };
}

describe.skipIf(!browserAvailable())('bulk actions in Chromium, served by the API server', () => {
  const { signedIn, call, current } = suiteSession();
  const counts = async () => (await call('GET', 'dashboard')).response as DashboardCounts;
  const candidatesWith = async (emails: string[]) => {
    const answer = await call('GET', 'candidateList', { status: 'all' });
    return (answer.response as Candidate[]).filter((item) => emails.includes(item.candidate_email));
  };

  /** Their customers send the "Rejection" template at once to a rejected candidate (one rule per customer). */
  async function rejectionMailsFor(candidates: Candidate[]) {
    const templates = (await call('GET', 'templateList')).response as TemplateItem[];
    const rejection = templates.find((template) => template.template_name === 'Rejection');
    for (const company of new Set(candidates.map((item) => item.vacancy.vacancy_company.company_uid))) {
      const answer = await current().api.call(
        'POST',
        'automationCreate',
        {},
        {
          token: await current().api.login(ADMIN.email, ADMIN.password),
          json: {
            company_uid: company,
            candidate_status: 'Rejected',
            template_uid: rejection?.uid,
            delay_minutes: 0,
          },
        },
      );
      // The other language's run may have made its customer's rule already.
      expect([200, 409]).toContain(answer.status);
    }
  }

  /** The funnel report's range for these candidates: from the earliest's application to today. */
  const reportRange = (candidates: Candidate[]) => ({
    from: candidates.map((item) => item.created_at.slice(0, 10)).sort()[0] ?? '',
    to: new Date().toISOString().slice(0, 10),
  });

  /** How many of the range's applicants the funnel report counts as rejected for `reason`. */
  async function reasonCount(range: Record<string, string>, reason: string): Promise<number> {
    const report = (await call('GET', 'funnelReport', {}, range)).response as FunnelReport;
    return report.rejection_reasons.find((item) => item.reason?.uid === reason)?.count ?? 0;
  }

  /** The subjects of the mails in the outbox to `email`. */
  async function outboxTo(email: string): Promise<string[]> {
    const outbox = path.join(current().api.dataDir, 'outbox');
    const files = await fs.readdir(outbox).catch(() => []);
    const mails = await Promise.all(
      files.map(async (file) => PostalMime.parse(await fs.readFile(path.join(outbox, file)))),
    );
    return mails
      .filter((mail) => mail.to?.some((to) => to.address === email))
      .map((mail) => mail.subject ?? '');
  }

  /** The count a dashboard tile shows, by the list it links to. */
  async function tile(page: Page, href: string): Promise<number> {
    const main = page.getByRole('main');
    await main.locator('.MuiSkeleton-root').first().waitFor({ state: 'detached' });
    return countOf(await main.locator(`a[href="${href}"] .MuiTypography-h4`).textContent());
  }

  describe.each(['english', 'german'] as const)('in %s', (language) => {
    const t = textsOf(language);
    const page = signedIn(language);

    /** Selects the first `count` rows of the list shown; answers the selected candidates' emails. */
    async function selectRows(count: number): Promise<string[]> {
      const box = page().getByRole('checkbox', { name: t.selectRow });
      const rows = page().getByRole('row').filter({ has: box });
      await rows.nth(count - 1).waitFor();
      const emails: string[] = [];
      for (let index = 0; index < count; index += 1) {
        await rows.nth(index).getByRole('checkbox', { name: t.selectRow }).check();
        emails.push((await rows.nth(index).getByRole('cell').nth(2).textContent()) ?? '');
      }
      return emails;
    }

    /** Chooses `value` in the dialog's select `label`, by keyboard. */
    async function choose(dialog: Locator, label: string, value: string) {
      const choice = dialog.getByRole('combobox', { name: label });
      await choice.click();
      // By keyboard: once, on a loaded CI machine (German run), the dialog was gone right after a click on an
      // option that lay over the dialog's backdrop, its value taken; the keyboard puts no pointer there.
      await page().getByRole('option', { name: value, exact: true }).press('Enter');
      await expect.poll(() => choice.textContent()).toBe(value);
    }

    /**
     * Opens a bulk action, checks its confirmation names the count, chooses the value (and the rejection reason,
     * where one is given) and applies it.
     */
    async function apply(
      action: string,
      title: string,
      value: string,
      count: number,
      { axe = false, reason }: { axe?: boolean; reason?: string } = {},
    ) {
      await page().getByRole('button', { name: action, exact: true }).click();
      const dialog = page().getByRole('dialog', { name: counted(title, count) });
      await dialog.waitFor();
      await choose(dialog, t.bulk.choose, value);
      if (reason) await choose(dialog, t.reasons.choice.label, reason);
      if (axe) {
        await page().getByRole('listbox').waitFor({ state: 'detached' });
        await expectAccessible(page(), `bulk confirmation (${language})`);
        await screenshot(page(), `bulk-confirmation-${language}`);
      }
      await dialog.getByRole('button', { name: t.bulk.confirm }).click();
    }

    it('shows the vacancy bulk bar, its red Delete included, legibly for every reader', async () => {
      await page().goto('/all-vacancies');
      await selectRows(1);
      await page().getByText(t.selected(1)).waitFor();
      await expectAccessible(page(), `vacancy list with a selection (${language})`);
      await page().emulateMedia({ colorScheme: 'dark' });
      // The app follows the system's change on its next render: judged before it, the page is half light.
      await expect.poll(() => ground(page())).toBe(GROUND.dark);
      await expectAccessible(page(), `vacancy list with a selection, dark (${language})`);
      await page().emulateMedia({ colorScheme: 'light' });
    });

    it('rejects selected candidates with a reason, says so in one toast, and the dashboard counts them', async () => {
      const [reason] = (await call('GET', 'rejectionReasonList')).response as RejectionReasonRef[];
      if (!reason) throw new Error('there is no rejection reason');
      await page().goto('/all-active-candidate');
      const emails = await selectRows(2);
      await page().getByText(t.selected(2)).waitFor();
      const selected = await candidatesWith(emails);
      await rejectionMailsFor(selected);
      // Those already rejected do not enter the status again: no mail for them.
      const entering = selected.filter((item) => item.candidate_status !== 'Rejected');
      await expectAccessible(page(), `candidate list with a selection (${language})`);
      await screenshot(page(), `bulk-selection-${language}`);
      const range = reportRange(selected);
      const before = await reasonCount(range, reason.uid);

      await apply(
        t.bulk.candidates.set_status,
        t.bulk.candidates.status_title,
        t.candidates.status.Rejected,
        2,
        { axe: true, reason: language === 'german' ? reason.reason_name_de : reason.reason_name },
      );
      const updated = t.updated(2);
      await page().getByRole('alert').filter({ hasText: updated }).first().waitFor();
      // The bar whose button had the focus is gone: the page's "select all" box takes it.
      await expect
        .poll(() => page().evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(t.selectAll);
      const rejected = await candidatesWith(emails);
      expect(rejected.map((item) => [item.candidate_status, item.rejection_reason?.uid])).toEqual([
        ['Rejected', reason.uid],
        ['Rejected', reason.uid],
      ]);
      // Their customers send the rejection at once (issue 34): the outbox has one for each, in German.
      for (const { candidate_email: email } of entering)
        await expect
          .poll(
            async () => (await outboxTo(email)).some((subject) => subject.startsWith('Ihre Bewerbung als')),
            {
              timeout: 30_000,
            },
          )
          .toBe(true);
      // The funnel report counts the reason for each of them that did not have it yet (issue 34).
      const given = selected.filter((item) => item.rejection_reason?.uid !== reason.uid).length;
      expect(await reasonCount(range, reason.uid)).toBe(before + given);
      await page().goto(`/reports?${new URLSearchParams(range)}`);
      const reasons = page().getByRole('table', { name: t.reports.reasons.title });
      const row = reasons.getByRole('row', { name: reasonName(reason, language) });
      await expect.poll(() => row.getByRole('cell').textContent()).toBe(String(before + given));
      await expectAccessible(page(), `funnel report (${language})`);
      await screenshot(page(), `funnel-report-${language}`);

      const tiles = await counts();
      await page().goto('/all-active-candidate');
      await selectRows(2);
      await apply(
        t.bulk.candidates.set_active,
        t.bulk.candidates.active_title,
        t.candidates.active.Inactive,
        2,
      );
      // The first toast may still show the same words: the bar, gone once the action is done, tells this one's end
      // (going on at once left the page before the action was sent).
      await page().getByText(t.selected(2)).waitFor({ state: 'detached' });
      await page().getByRole('alert').filter({ hasText: updated }).first().waitFor();
      await page().goto('/home');
      await expect
        .poll(() => tile(page(), '/all-inactive-candidate'))
        .toBe(tiles.total_number_of_inactive_candidate + 2);
      expect(await tile(page(), '/all-active-candidate')).toBe(tiles.total_number_of_active_candidate - 2);
      await screenshot(page(), `bulk-dashboard-${language}`);
    });
  });
});
