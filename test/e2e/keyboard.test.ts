import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { shared } from '../../i18n';
import candidateTexts from '../../i18n/candidates';
import customerTexts from '../../i18n/customers';
import usersTexts from '../../i18n/users';
import type { Candidate } from '@contract/candidates';
import { routes } from '../../src/routes';
import { ADMIN } from '../server/harness';
import { browserAvailable, screenshot } from './browser';
import { at, suiteSession } from './session';
import { fieldLabelled } from './fields';

const api = shared.english.api;
const fields = usersTexts.english.users.fields;

/** What has the keyboard's focus: its name (an icon button's label, else its text), or 'body' when nothing has. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    return element.getAttribute('aria-label') ?? (element.textContent ?? '').trim();
  });

describe.skipIf(!browserAvailable())('by keyboard alone in Chromium', () => {
  const { signedIn, call } = suiteSession();
  const page = signedIn('english');
  let candidate: Candidate;

  beforeAll(async () => {
    const answer = await call('GET', 'candidateList', { status: 'all' }, { page: 1, page_size: 1 });
    candidate = (answer.response as Candidate[])[0] ?? expect.fail('no demo candidate');
  });

  it('keeps the focus on Save when the server refuses the form', async () => {
    await page().goto(routes.addUser('all'));
    await fieldLabelled(page(), fields.full_name).fill('Ada Again');
    await fieldLabelled(page(), fields.email).fill(ADMIN.email);
    await fieldLabelled(page(), fields.password).fill('password-123');
    await fieldLabelled(page(), fields.confirm_password).fill('password-123');
    await page().getByRole('button', { name: 'Save' }).focus();
    await page().keyboard.press('Enter');
    await page().getByRole('alert').filter({ hasText: api.email_taken }).waitFor();
    await expect.poll(() => focused(page())).toBe('Save');
  });

  it('puts the focus in the emptied note box once a note is added, for the next one', async () => {
    const notes = candidateTexts.english.candidates.notes;
    const box = page().getByRole('textbox', { name: notes.new });
    await page().goto(routes.candidateDetails('all', candidate.uid));
    await box.fill('Called back, keen to start in March.');
    await page().getByRole('button', { name: notes.add }).focus();
    await page().keyboard.press('Enter');
    await page().getByRole('alert').filter({ hasText: api.note_added }).waitFor();
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe('');
  });

  it("keeps the focus along a note's edit and delete: the box, its Edit button again, then the notes' heading", async () => {
    const notes = candidateTexts.english.candidates.notes;
    const text = `Second interview on ${Date.now()}.`;
    await page().goto(routes.candidateDetails('all', candidate.uid));
    await page().getByRole('textbox', { name: notes.new }).fill(text);
    await page().getByRole('button', { name: notes.add }).click();
    const note = page()
      .getByRole('region', { name: notes.title })
      .getByRole('listitem')
      .filter({ hasText: text });
    await note.getByRole('button', { name: notes.edit }).focus();
    await page().keyboard.press('Enter');
    const box = note.getByRole('textbox', { name: notes.edit });
    await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    await page().keyboard.type(' Went well.');
    await note.getByRole('button', { name: notes.save }).focus();
    await page().keyboard.press('Enter');
    await page().getByRole('alert').filter({ hasText: api.note_updated }).waitFor();
    await expect.poll(() => focused(page())).toBe(notes.edit);
    await note.getByText(`${text} Went well.`).waitFor();
    await page().keyboard.press('Tab');
    await expect.poll(() => focused(page())).toBe(notes.delete);
    await page().keyboard.press('Enter');
    await page().getByRole('dialog').getByRole('button', { name: 'Yes, delete it!' }).focus();
    await page().keyboard.press('Enter');
    await page().getByRole('alert').filter({ hasText: api.note_deleted }).waitFor();
    await expect.poll(() => focused(page())).toBe(notes.title);
  });

  it('stays on the tabs when one opens its list: the arrow keys go on from the chosen tab', async () => {
    await page().goto(routes.allActiveCandidates);
    await page().getByRole('tab', { name: 'Active', exact: true }).focus();
    await page().keyboard.press('ArrowRight');
    await expect.poll(() => focused(page())).toBe('Inactive');
    // The chosen tab's list is drawn anew, tabs included: wait for those, which are not marked as the old ones.
    await page()
      .getByRole('tablist')
      .evaluate((tabs) => tabs.setAttribute('data-before', ''));
    await page().keyboard.press('Enter');
    await at(page(), routes.allInactiveCandidates);
    await page().locator('[role="tablist"]:not([data-before])').waitFor();
    await expect.poll(() => focused(page())).toBe('Inactive');
    await page().keyboard.press('ArrowLeft');
    await expect.poll(() => focused(page())).toBe('Active');
  });

  it('leaves the search box in sight while rows are selected: the bulk bar covered it', async () => {
    const search = page().getByRole('textbox', { name: candidateTexts.english.candidates.search });
    await page().goto(routes.candidates('all'));
    await page().getByRole('checkbox', { name: 'Select this row' }).first().check();
    await page().getByRole('button', { name: 'Unselect' }).waitFor();
    const onTop = () =>
      search.evaluate((box) => {
        const { x, y, width, height } = box.getBoundingClientRect();
        return box.contains(document.elementFromPoint(x + width / 2, y + height / 2));
      });
    await expect.poll(onTop).toBe(true);
  });

  it('reaches the logo picker by Tab as one control named after its field (a file input: Enter chooses)', async () => {
    const customerFields = customerTexts.english.customers.fields;
    const focusedInput = () =>
      page().evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        return [element?.type, element?.getAttribute('aria-label') ?? element?.name];
      });
    await page().goto(routes.addCustomer('all'));
    await fieldLabelled(page(), customerFields.company_name).focus();
    await page().keyboard.press('Tab');
    await expect.poll(focusedInput).toEqual(['file', customerFields.logo]);
    await screenshot(page(), 'keyboard-logo-picker');
    await page().keyboard.press('Tab');
    await expect.poll(focusedInput).toEqual(['email', 'company_email']);
    await page().keyboard.press('Shift+Tab');
    await expect.poll(focusedInput).toEqual(['file', customerFields.logo]);
  });

  it("opens a record from the list by its name's link", async () => {
    await page().goto(routes.candidates('all'));
    await page().getByRole('link', { name: candidate.candidate_name }).first().focus();
    await page().keyboard.press('Enter');
    await at(page(), routes.candidateDetails('all', candidate.uid));
  });

  it('marks where the focus is on every control Tab reaches, in both themes (WCAG 2.4.7)', async () => {
    for (const mode of ['light', 'dark'] as const) {
      await page().emulateMedia({ colorScheme: mode });
      await page().goto(routes.candidates('all'));
      await page().getByRole('link', { name: candidate.candidate_name }).first().waitFor();
      const unmarked: string[] = [];
      // The top bar, the sidebar, the list's tabs, search and views, the sortable headers and the first rows.
      for (let press = 0; press < 60; press += 1) {
        await page().keyboard.press('Tab');
        const control = await page().evaluate(() => {
          const element = document.activeElement;
          // A field shows its focus by its own underline and label.
          if (!(element instanceof HTMLElement) || element.matches('body, input, textarea')) return null;
          const style = getComputedStyle(element);
          // The ground the ring is drawn on: the nearest painted background around the control.
          let ground = element.parentElement;
          while (ground && getComputedStyle(ground).backgroundColor === 'rgba(0, 0, 0, 0)')
            ground = ground.parentElement;
          const groundColor = ground ? getComputedStyle(ground).backgroundColor : 'rgb(255, 255, 255)';
          const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
          if (ring && style.outlineColor !== groundColor) return null;
          return `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim()}`;
        });
        if (control) unmarked.push(control);
      }
      expect(unmarked, mode).toEqual([]);
      await page()
        .getByRole('button', { name: /Sort by email/ })
        .focus();
      await screenshot(page(), `focus-sort-header-${mode}`);
      await page().getByRole('banner').getByRole('button', { name: 'Refresh' }).focus();
      await screenshot(page(), `focus-top-bar-${mode}`);
    }
    await page().emulateMedia({ colorScheme: 'light' });
  });

  it('signs out through the user menu: Enter opens it on My profile, the arrow reaches Logout', async () => {
    await page().getByRole('banner').getByRole('button', { name: 'Profile' }).focus();
    await page().keyboard.press('Enter');
    await expect.poll(() => focused(page())).toBe('My profile');
    await page().keyboard.press('ArrowDown');
    await expect.poll(() => focused(page())).toBe('Logout');
    await page().keyboard.press('Enter');
    await at(page(), '/');
  });
});
