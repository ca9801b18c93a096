import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '@contract/customers';
import type { Vacancy } from '@contract/vacancies';
import { ADMINISTRATION_COMPANY_UID } from '@contract/domain';
import customerTexts from '../../i18n/customers';
import vacancyTexts from '../../i18n/vacancies';
import { routes } from '../../src/routes';
import { browserAvailable } from './browser';
import { signedInPage, suiteSession, TOUCH_PHONE } from './session';

/** How many characters each line of the element's text holds, as the browser laid it out. */
function lineLengths(value: Locator): Promise<number[]> {
  return value.evaluate((element) => {
    const lines = new Map<number, number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? 0) + 1);
      }
    }
    return [...lines.values()];
  });
}

/** A 33-character folder id (the demo's) on a 390 px phone: it wraps into lines of four characters or more. */
describe.skipIf(!browserAvailable())('folder ids on a phone, in Chromium', () => {
  const { current, call } = suiteSession();
  let customer: Customer;
  let vacancy: Vacancy;

  beforeAll(async () => {
    const customers = await call('GET', 'companyManagementList', {}, { page: 1 });
    const found = (customers.response as Customer[]).find(
      (row) => row.company_uid !== ADMINISTRATION_COMPANY_UID,
    );
    const vacancies = await call('GET', 'vacancyList', { type: 'all' }, { page: 1 });
    const first = (vacancies.response as Vacancy[])[0];
    if (!found || !first) throw new Error('the demo has no customer or vacancy');
    customer = found;
    vacancy = first;
  });

  // The vacancy's details give the id the narrower column: it wraps there at 390 px (on the customer's, it fits).
  it.each([
    [
      'a customer’s details',
      () => routes.customerDetails('all', customer.company_uid),
      () => customer.folder_id,
      false,
    ],
    [
      'a vacancy’s details',
      () => routes.vacancyDetails('all', vacancy.uid, String(vacancy.id)),
      () => vacancy.vacancy_company.folder_id,
      true,
    ],
  ] as const)('shows the folder id on %s whole or in even pieces', async (_screen, path, folderId, wraps) => {
    const label = customerTexts.english.customers.fields.folder_id;
    expect(vacancyTexts.english.vacancies.fields.folder_id).toBe(label);
    const page = await signedInPage(current(), 'english', TOUCH_PHONE);
    await page.goto(path());
    const value = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
    await value.waitFor();
    expect(await value.textContent()).toBe(folderId());
    expect(folderId().length).toBeGreaterThan(30);
    const lines = await lineLengths(value);
    expect(lines.length > 1, 'the id wraps on a phone').toBe(wraps);
    expect(Math.min(...lines), `lines of ${lines.join(', ')} characters`).toBeGreaterThanOrEqual(4);
    await page.context().close();
  });
});
