import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import appTexts from '../../i18n/app';
import candidateTexts from '../../i18n/candidates';
import customerTexts from '../../i18n/customers';
import raGerman from '../../i18n/ra-german';
import type { Candidate } from '@contract/candidates';
import { routes } from '../../src/routes';
import { browserAvailable } from './browser';
import { at, suiteSession } from './session';
import { fieldLabelled } from './fields';

/** react-admin's question, as the German screens ask it. */
const UNSAVED = raGerman.ra.message.unsaved_changes;

/** The next dialog the page opens, answered with `accept` once its type and message are noted. */
function nextDialog(page: Page, accept: boolean): Promise<{ type: string; message: string }> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve({ type: dialog.type(), message: dialog.message() });
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

describe.skipIf(!browserAvailable())('unsaved input in Chromium: asked before it is thrown away', () => {
  const { signedIn, call } = suiteSession();
  const page = signedIn('german');
  let candidate: Candidate;

  beforeAll(async () => {
    const answer = await call('GET', 'candidateList', { status: 'all' }, { page: 1, page_size: 1 });
    candidate = (answer.response as Candidate[])[0] ?? expect.fail('no demo candidate');
  });

  const name = () => fieldLabelled(page(), customerTexts.german.customers.fields.company_name);
  const heading = (text: string) => page().getByRole('heading', { level: 1, name: text }).waitFor();
  const menu = (label: string) =>
    page()
      .getByRole('navigation', { name: appTexts.german.app.layout.navigation })
      .getByText(label, { exact: true });

  it('asks before a menu link leaves a form with typed input: Cancel keeps it, OK leaves', async () => {
    await page().goto(routes.addCustomer('all'));
    await name().fill('Halbfertig GmbH');

    const stay = nextDialog(page(), false);
    await menu(appTexts.german.app.menu.users).click();
    expect(await stay).toEqual({ type: 'confirm', message: UNSAVED });
    expect(new URL(page().url()).pathname).toBe(routes.addCustomer('all'));
    expect(await name().inputValue()).toBe('Halbfertig GmbH');

    const leave = nextDialog(page(), true);
    await menu(appTexts.german.app.menu.users).click();
    expect((await leave).type).toBe('confirm');
    await at(page(), routes.allUsers);
    await heading(appTexts.german.app.menu.users);
  });

  it('leaves a form without input, and one whose input went back to how it was, without asking', async () => {
    let asked = 0;
    const count = () => (asked += 1);
    page().on('dialog', count);
    await page().goto(routes.addCustomer('all'));
    await name().fill('Wieder weg');
    await name().fill('');
    await menu(appTexts.german.app.menu.customers).click();
    await at(page(), routes.allCustomers);
    await heading(customerTexts.german.customers.title);
    page().off('dialog', count);
    expect(asked).toBe(0);
  });

  it('asks before a change of language, which renders the form afresh, throws typed input away', async () => {
    await page().goto(routes.addCustomer('all'));
    await name().fill('Zweisprachig GmbH');
    const stay = nextDialog(page(), false);
    await page().getByRole('button', { name: 'Sprache: Deutsch' }).click();
    await page().getByRole('menuitem', { name: 'English' }).click();
    expect(await stay).toEqual({ type: 'confirm', message: UNSAVED });
    await page().getByRole('button', { name: 'Sprache: Deutsch' }).waitFor();
    expect(await name().inputValue()).toBe('Zweisprachig GmbH');
  });

  it('asks before a reload or closing the tab throws typed input away', async () => {
    await page().goto(routes.addCustomer('all'));
    await name().fill('Neu geladen GmbH');
    const reload = nextDialog(page(), true);
    await page().reload();
    expect((await reload).type).toBe('beforeunload');
    await name().waitFor();
    expect(await name().inputValue()).toBe('');
  });

  it('asks before leaving a note that was typed and not added', async () => {
    const notes = candidateTexts.german.candidates.notes;
    await page().goto(routes.candidateDetails('all', candidate.uid));
    await page().getByRole('textbox', { name: notes.new }).fill('Noch nicht gespeichert');
    const stay = nextDialog(page(), false);
    await menu(appTexts.german.app.menu.candidates).click();
    expect(await stay).toEqual({ type: 'confirm', message: UNSAVED });
    expect(await page().getByRole('textbox', { name: notes.new }).inputValue()).toBe(
      'Noch nicht gespeichert',
    );
  });
});
