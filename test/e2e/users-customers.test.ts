import englishMessages from 'ra-language-english';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, shared, type Language } from '../../i18n';
import app from '../../i18n/app';
import customers from '../../i18n/customers';
import profile from '../../i18n/profile';
import raGerman from '../../i18n/ra-german';
import users from '../../i18n/users';
import { encodePng } from '../../server/demo/png';
import { ADMIN } from '../server/harness';
import { browserAvailable, expectAccessible, failedApiCalls, screenshot } from './browser';
import { at, atHome, signIn, suiteSession } from './session';
import { fieldLabelled } from './fields';

/** The app's texts by key, from the same catalogs the app shows (the spec's messages are checked as written). */
const CATALOGS: Record<Language, object[]> = {
  english: [englishMessages, shared.english, app.english, users.english, customers.english, profile.english],
  german: [raGerman, shared.german, app.german, users.german, customers.german, profile.german],
};

function textsOf(language: Language) {
  return (key: string): string => {
    for (const catalog of CATALOGS[language]) {
      const found = key
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalog);
      if (typeof found === 'string') return found;
    }
    throw new Error(`no text for ${key}`);
  };
}

/** The spec's messages (section 8), written out rather than read from the catalogs. */
const SPEC = {
  english: {
    customerAdded: 'Customer added successfully',
    customerEdited: 'Customer edited successfully',
    customerDeleted: 'Customer deleted successfully',
    userAdded: 'User added successfully',
    userUpdated: 'User Updated successfully',
    userDeleted: 'User deleted successfully',
    profileUpdated: 'Profile Updated successfully',
    logoRequired: 'Please upload a image',
    mismatch: 'Your passwords do no match',
    notDeletable:
      'Customer cannot be deleted as it has users and vacancies in the application. Delete them first to delete a customer.',
    areYouSure: 'Are you sure?',
    yesDelete: 'Yes, delete it!',
  },
  german: {
    customerAdded: 'Kunde erfolgreich hinzugefügt',
    customerEdited: 'Kunde erfolgreich bearbeitet',
    customerDeleted: 'Kunde erfolgreich gelöscht',
    userAdded: 'Benutzer erfolgreich hinzugefügt',
    userUpdated: 'Benutzer erfolgreich aktualisiert',
    userDeleted: 'Benutzer erfolgreich gelöscht',
    profileUpdated: 'Profil erfolgreich aktualisiert',
    logoRequired: 'Bitte laden Sie ein Bild hoch',
    mismatch: 'Ihre Passwörter stimmen nicht überein',
    notDeletable:
      'Der Kunde kann nicht gelöscht werden, da er Benutzer und Stellen in der Anwendung hat. Löschen Sie diese zuerst, um den Kunden zu löschen.',
    areYouSure: 'Sind Sie sicher?',
    yesDelete: 'Ja, löschen!',
  },
} as const;

/** A small logo drawn here: a teal disc on white, 48 x 48 pixels. */
const LOGO = encodePng(48, 48, (x, y) =>
  (x - 24) ** 2 + (y - 24) ** 2 < 400 ? [0, 121, 107] : [255, 255, 255],
);
const PASSWORD = 'first-password-1';

describe.skipIf(!browserAvailable())('users, customers and my profile in Chromium', () => {
  const { current } = suiteSession();

  describe.each(LANGUAGES)('in %s', (language) => {
    const t = textsOf(language);
    const said = SPEC[language];
    const suffix = language === 'german' ? '-german' : '';
    const tag = language === 'german' ? 'de' : 'en';
    const customer = {
      name: `Nordwind Logistik ${tag.toUpperCase()}`,
      email: `hr@nordwind-${tag}.example`,
      folder: `nordwind-${tag}`,
      folderId: `NW-${tag}-1`,
    };
    // Emails in the reverse order of the names, so that sorting by email visibly differs from by name.
    const people = {
      admin: { name: `Ada Admin ${tag}`, email: `ada.${tag}@recruit.example` },
      manager: { name: `Mara Manager ${tag}`, email: `z.mara.${tag}@nordwind-${tag}.example` },
      staff: { name: `Stan Staff ${tag}`, email: `a.stan.${tag}@nordwind-${tag}.example` },
    };
    let page: Page;

    /**
     * Keeps the screen's screenshot and checks it with axe-core, with the mouse parked in an empty corner
     * first: a tooltip fading in under it would be judged half transparent.
     */
    async function record(name: string) {
      const viewport = page.viewportSize();
      await page.mouse.move(1, (viewport?.height ?? 800) - 1);
      await screenshot(page, `${name}${suffix}`);
      await expectAccessible(page, `${name} (${language})`);
    }

    const main = () => page.getByRole('main');
    const toast = (text: string) => page.getByRole('alert').filter({ hasText: text }).first();
    const nav = (label: string) =>
      page
        .getByRole('navigation', { name: t('app.layout.navigation') })
        .getByText(t(label), { exact: true })
        .click();
    const rows = () => main().locator('tbody tr');
    /** The text of one column of the list's table, row by row. */
    const column = (index: number) => main().locator(`tbody tr td:nth-child(${index})`).allTextContents();
    const field = (label: string) => fieldLabelled(page, t(label));
    const save = () => page.getByRole('button', { name: t('ra.action.save') }).click();
    const rowOf = (text: string): Locator => rows().filter({ hasText: text });

    async function search(label: string, value: string) {
      await main().getByLabel(t(label), { exact: true }).fill(value);
    }

    async function openRowMenu(text: string) {
      await rowOf(text)
        .getByRole('button', { name: t('app.list.actions') })
        .click();
      return page.getByRole('menu');
    }

    async function userUid(email: string): Promise<string> {
      const token = await current().api.login(ADMIN.email, ADMIN.password);
      const { body } = await current().api.call('GET', 'userList', {}, { token, query: { email } });
      const found = (body.response as { user_uid: string; email: string }[]).find(
        (user) => user.email === email,
      );
      if (!found) throw new Error(`no user ${email}`);
      return found.user_uid;
    }

    it('signs in as the administrator', async () => {
      page = await current().open('/');
      if (language === 'german') {
        await page.getByRole('button', { name: 'Language: English' }).click();
        await page.getByRole('menuitem', { name: 'Deutsch' }).click();
        await page.getByRole('heading', { level: 1, name: 'Anmelden' }).waitFor();
      }
      await signIn(page, ADMIN.email, ADMIN.password, language === 'german');
      await atHome(page);
    });

    it('adds a customer with a logo, after the form has said what is missing', async () => {
      await nav('app.menu.customers');
      await at(page, '/all-customer');
      await main()
        .getByRole('heading', { level: 1, name: t('customers.title') })
        .waitFor();
      await rows().first().waitFor();
      await record('customers-list');

      await main()
        .getByRole('link', { name: t('app.list.add') })
        .click();
      await at(page, '/add-customer/all');
      await save();
      await page.getByText(said.logoRequired).waitFor();
      await page.getByText(t('validation.folder_id_required')).waitFor();
      await record('customer-add-invalid');

      await field('customers.fields.company_name').fill(customer.name);
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: LOGO });
      await main().locator('img[src^="blob:"]').waitFor();
      await field('customers.fields.company_email').fill(customer.email);
      await field('customers.fields.folder_name').fill(customer.folder);
      await field('customers.fields.folder_id').fill(customer.folderId);
      await record('customer-add');
      await save();
      await toast(said.customerAdded).waitFor();
      await at(page, '/all-customer');
    });

    it('finds the customer by search and advanced search, sorts, and shows it as a card', async () => {
      await search('customers.search', customer.name);
      await expect.poll(() => column(2)).toEqual([customer.name]);
      const logo = rowOf(customer.name).locator('img').first();
      expect(await logo.getAttribute('src')).toMatch(/^\/media\/.+\.png$/);
      // Whole, in a rounded square: a wide wordmark keeps its sides.
      const shown = await logo.evaluate((img) => ({
        fit: getComputedStyle(img).objectFit,
        corner: getComputedStyle(img.parentElement ?? img).borderTopLeftRadius,
      }));
      expect(shown.fit).toBe('contain');
      expect(shown.corner).not.toBe('50%');

      await main()
        .getByRole('button', { name: t('app.list.advanced_search') })
        .click();
      await expect.poll(async () => (await column(2)).length).toBeGreaterThan(1);
      await search('customers.fields.company_email', customer.email);
      await expect.poll(() => column(2)).toEqual([customer.name]);
      await record('customers-advanced-search');

      await main()
        .getByRole('button', { name: t('app.list.grid_view') })
        .click();
      await main()
        .getByRole('link', { name: new RegExp(customer.name) })
        .waitFor();
      expect(await rows().count()).toBe(0);
      await record('customers-grid');
      await main()
        .getByRole('button', { name: t('app.list.list_view') })
        .click();

      // Back to the normal search (which clears the filters), then sort by name descending.
      await main()
        .getByRole('button', { name: t('app.list.normal_search') })
        .click();
      await expect.poll(async () => (await column(2)).length).toBeGreaterThan(1);
      const ascending = await column(2);
      await main()
        .getByRole('button', { name: t('customers.fields.company_name') })
        .click();
      await expect.poll(async () => (await column(2))[0]).not.toBe(ascending[0]);
      const descending = await column(2);
      expect(descending).toEqual(
        [...descending].sort((a, b) => b.localeCompare(a, 'de', { sensitivity: 'base' })),
      );
    });

    it('adds an administrator, a customer admin and a staff admin', async () => {
      await nav('app.menu.users');
      await at(page, '/all-users');
      await rows().first().waitFor();
      await main()
        .getByRole('link', { name: t('app.list.add') })
        .click();
      await at(page, '/add-user/all');
      const customerField = page.getByRole('combobox', { name: t('users.fields.customer') });
      await expect.poll(() => customerField.textContent()).toBe('Recruit Administration');
      await record('user-add');

      const add = async (person: { name: string; email: string }, role?: 'CustomerAdmin' | 'StaffAdmin') => {
        await field('users.fields.full_name').fill(person.name);
        if (role) {
          await page.getByRole('radio', { name: t(`users.roles.${role}`) }).check();
          await customerField.click();
          await page.getByRole('listbox').getByRole('option', { name: customer.name, exact: true }).click();
        }
        await field('users.fields.email').fill(person.email);
        await field('users.fields.password').fill(PASSWORD);
        await field('users.fields.confirm_password').fill(PASSWORD);
        await save();
        await toast(said.userAdded).waitFor();
        await at(page, '/all-users');
      };

      await add(people.admin);
      await main()
        .getByRole('link', { name: t('app.list.add') })
        .click();
      await add(people.manager, 'CustomerAdmin');
      await main()
        .getByRole('link', { name: t('app.list.add') })
        .click();
      await add(people.staff, 'StaffAdmin');
      for (const person of Object.values(people)) expect(await userUid(person.email)).toMatch(/-/);
    });

    it('finds users by search and by company, name and role; sorts by email; shows cards', async () => {
      await search('users.search', customer.name);
      await expect.poll(() => column(1)).toEqual([people.manager.name, people.staff.name]);
      expect(await column(3)).toEqual([t('users.roles.CustomerAdmin'), t('users.roles.StaffAdmin')]);
      expect(await column(5)).toEqual([t('app.list.active'), t('app.list.active')]);

      await main()
        .getByRole('button', { name: t('users.fields.email') })
        .click();
      await expect.poll(() => column(1)).toEqual([people.staff.name, people.manager.name]);
      await main()
        .getByRole('button', { name: t('users.fields.full_name') })
        .click();
      await expect.poll(() => column(1)).toEqual([people.manager.name, people.staff.name]);

      await main()
        .getByRole('button', { name: t('app.list.advanced_search') })
        .click();
      await main()
        .getByRole('combobox', { name: t('users.fields.company') })
        .click();
      await page.getByRole('listbox').getByRole('option', { name: customer.name, exact: true }).click();
      await expect.poll(() => column(1)).toEqual([people.manager.name, people.staff.name]);
      await main()
        .getByRole('combobox', { name: t('users.fields.role') })
        .click();
      await page
        .getByRole('listbox')
        .getByRole('option', { name: t('users.roles.StaffAdmin') })
        .click();
      await expect.poll(() => column(1)).toEqual([people.staff.name]);
      await record('users-advanced-search');

      await main()
        .getByRole('combobox', { name: t('users.fields.company') })
        .click();
      await page
        .getByRole('listbox')
        // react-admin names the empty choice 'Clear value' for screen readers; it reads All.
        .getByRole('option')
        .filter({ hasText: new RegExp(`^${t('app.list.all')}$`) })
        .click();
      await main()
        .getByRole('combobox', { name: t('users.fields.role') })
        .click();
      await page
        .getByRole('listbox')
        .getByRole('option', { name: t('users.roles.SubAdmin') })
        .click();
      await search('users.fields.full_name', people.admin.name);
      await expect.poll(() => column(1)).toEqual([people.admin.name]);
      expect(await column(4)).toEqual(['Recruit Administration']);

      await main()
        .getByRole('button', { name: t('app.list.normal_search') })
        .click();
      await search('users.search', customer.name);
      await expect.poll(() => column(1)).toEqual([people.manager.name, people.staff.name]);
      await main()
        .getByRole('button', { name: t('app.list.grid_view') })
        .click();
      const card = main().locator('a').filter({ hasText: people.manager.name });
      expect(await card.getAttribute('href')).toBe(`/user/all/view/${await userUid(people.manager.email)}`);
      await record('users-grid');
      await main()
        .getByRole('button', { name: t('app.list.list_view') })
        .click();
      await rows().first().waitFor();
      await record('users-list');
    });

    it('shows a user and edits it without a password, then another with one', async () => {
      const managerUid = await userUid(people.manager.email);
      await rowOf(people.manager.name).getByText(people.manager.name).click();
      await at(page, `/user/all/view/${managerUid}`);
      await main().getByRole('heading', { level: 2, name: people.manager.name }).waitFor();
      await record('user-view');

      await main()
        .getByRole('link', { name: t('app.list.edit') })
        .click();
      await at(page, `/user/all/edit/${managerUid}`);
      expect(await field('users.fields.company').inputValue()).toBe(customer.name);
      expect(await field('users.fields.company').getAttribute('readonly')).not.toBeNull();
      const roles = page.getByRole('group', { name: t('users.fields.role') }).getByRole('radio');
      expect(await roles.count()).toBe(2);
      await record('user-edit');
      const renamed = `${people.manager.name} Senior`;
      await field('users.fields.full_name').fill(renamed);
      await save();
      await toast(said.userUpdated).waitFor();
      await at(page, '/all-users');
      people.manager.name = renamed;
      await expect.poll(() => column(1)).toEqual([renamed, people.staff.name]);

      const menu = await openRowMenu(people.staff.name);
      await menu.getByRole('menuitem', { name: t('app.list.edit') }).click();
      await at(page, `/user/all/edit/${await userUid(people.staff.email)}`);
      await field('users.fields.new_password').fill('second-password-2');
      await field('users.fields.confirm_password').fill('second-password-3');
      await field('users.fields.full_name').click();
      await page.getByText(said.mismatch).waitFor();
      await field('users.fields.confirm_password').fill('second-password-2');
      await save();
      await toast(said.userUpdated).waitFor();
      await at(page, '/all-users');
      expect(await current().api.login(people.staff.email, 'second-password-2')).toBeTruthy();
    });

    it("shows the customer's details and users, edits it, and greys out deleting it while it has users", async () => {
      await nav('app.menu.customers');
      await at(page, '/all-customer');
      await search('customers.search', customer.name);
      await expect.poll(() => column(2)).toEqual([customer.name]);

      const menu = await openRowMenu(customer.name);
      const blocked = menu.getByRole('menuitem', { name: new RegExp(t('app.list.delete')) });
      expect(await blocked.getAttribute('aria-disabled')).toBe('true');
      expect(await blocked.textContent()).toContain(said.notDeletable);
      await record('customers-delete-blocked-menu');
      await page.keyboard.press('Escape');

      await rowOf(customer.name).getByText(customer.name).click();
      await page.waitForURL(/\/customer\/details\/all\//);
      const customerUid = new URL(page.url()).pathname.split('/').at(-1) ?? '';
      const usersList = main().getByRole('region', { name: t('customers.details.users') });
      await usersList.getByText(people.staff.name).waitFor();
      expect(await usersList.locator('tbody tr td:first-child').allTextContents()).toEqual([
        people.manager.name,
        people.staff.name,
      ]);
      expect(await usersList.getByRole('link', { name: t('users.add.title') }).getAttribute('href')).toBe(
        '/add-user/all',
      );
      await record('customer-details');
      await usersList.getByRole('button', { name: t('app.list.grid_view') }).click();
      await usersList.getByRole('link', { name: new RegExp(people.staff.name) }).waitFor();
      await record('customer-details-grid');

      await main()
        .getByRole('link', { name: t('app.list.edit') })
        .click();
      await at(page, `/customer/all/edit/${customerUid}`);
      await main().locator(`img[src^="/media/"]`).first().waitFor();
      await record('customer-edit');
      customer.folderId = `${customer.folderId}-b`;
      await field('customers.fields.folder_id').fill(customer.folderId);
      await save();
      await toast(said.customerEdited).waitFor();
      await at(page, `/customer/details/all/${customerUid}`);
      await main().getByText(customer.folderId, { exact: true }).waitFor();

      await page.goto(`/customer/all/delete/${customerUid}`);
      await main().getByText(said.notDeletable).waitFor();
      expect(
        await main()
          .getByRole('button', { name: t('app.list.delete') })
          .isDisabled(),
      ).toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);
      await record('customer-delete-blocked');
    });

    it('shows a customer admin its profile with its users, and changes its password there', async () => {
      const other = await current().open('/');
      if (language === 'german') {
        await other.getByRole('button', { name: 'Language: English' }).click();
        await other.getByRole('menuitem', { name: 'Deutsch' }).click();
      }
      await signIn(other, people.manager.email, PASSWORD, language === 'german');
      await at(other, '/home');
      await other
        .getByRole('banner')
        .getByRole('button', { name: t('ra.auth.user_menu') })
        .click();
      await other.getByRole('menuitem', { name: t('app.layout.profile') }).click();
      await at(other, '/my-profile');
      const usersList = other.getByRole('region', { name: t('users.company_list.title') });
      await usersList.getByText(people.staff.name).waitFor();
      expect(await usersList.getByRole('table').count()).toBe(1);
      const previous = page;
      page = other;
      await record('my-profile-customer-admin');
      await usersList.getByRole('button', { name: t('app.list.grid_view') }).click();
      await usersList.getByRole('link', { name: new RegExp(people.staff.name) }).waitFor();
      await record('my-profile-customer-admin-grid');

      await main()
        .getByRole('link', { name: t('profile.edit_link') })
        .click();
      await at(other, `/edit-profile/${await userUid(people.manager.email)}`);
      await field('profile.edit.new_password').fill('profile-password-9');
      await field('profile.edit.confirm_password').fill('profile-password-9');
      await field('profile.edit.current_password').fill(PASSWORD);
      await record('edit-profile-customer-admin');
      await save();
      await toast(said.profileUpdated).waitFor();
      await at(other, '/my-profile');
      // Still signed in: the profile shows again, with the users.
      await usersList.getByText(people.staff.name).waitFor();
      expect(await current().api.login(people.manager.email, 'profile-password-9')).toBeTruthy();
      page = previous;
      await other.context().close();
    });

    it('edits the own profile', async () => {
      await page
        .getByRole('banner')
        .getByRole('button', { name: t('ra.auth.user_menu') })
        .click();
      await page.getByRole('menuitem', { name: t('app.layout.profile') }).click();
      await at(page, '/my-profile');
      await main().getByText('Recruit Administration').waitFor();
      await record('my-profile');
      await main()
        .getByRole('link', { name: t('profile.edit_link') })
        .click();
      await page.waitForURL(/\/edit-profile\//);
      const name = `Administrator (${tag})`;
      await expect.poll(() => field('profile.fields.full_name').inputValue()).not.toBe('');
      await field('profile.fields.full_name').fill(name);
      await record('edit-profile');
      await save();
      await toast(said.profileUpdated).waitFor();
      await at(page, '/my-profile');
      await main().getByRole('heading', { level: 2, name }).waitFor();
      await page.getByRole('banner').getByText(name).waitFor();
    });

    it("shows the own user's read-only role and status in the page's text colour, not disabled grey", async () => {
      await page.goto(`/user/all/edit/${await userUid(ADMIN.email)}`);
      const choices = main().locator('.MuiFormControlLabel-label');
      await choices.first().waitFor();
      const colours = await choices.evaluateAll((labels) =>
        labels.map((label) => getComputedStyle(label).color),
      );
      const text = await main()
        .getByRole('heading', { level: 1 })
        .evaluate((heading) => getComputedStyle(heading).color);
      expect(colours.length).toBeGreaterThan(0);
      expect(new Set(colours)).toEqual(new Set([text]));
    });

    it('deletes the users after the confirmation, and then the customer, asking for none of them again', async () => {
      const failed = failedApiCalls(page);
      await nav('app.menu.users');
      await at(page, '/all-users');
      for (const person of [people.staff, people.manager]) {
        await search('users.search', customer.name);
        await expect.poll(() => column(1)).toContain(person.name);
        const menu = await openRowMenu(person.name);
        await menu.getByRole('menuitem', { name: t('app.list.delete') }).click();
        await at(page, `/user/all/delete/${await userUid(person.email)}`);
        const dialog = page.getByRole('dialog', { name: said.areYouSure });
        await dialog.waitFor();
        if (person === people.staff) await record('user-delete');
        await dialog.getByRole('button', { name: said.yesDelete }).click();
        await toast(said.userDeleted).waitFor();
        await at(page, '/all-users');
      }

      await nav('app.menu.customers');
      await at(page, '/all-customer');
      await search('customers.search', customer.name);
      await expect.poll(() => column(2)).toEqual([customer.name]);
      const menu = await openRowMenu(customer.name);
      await menu.getByRole('menuitem', { name: t('app.list.delete') }).click();
      await page.waitForURL(/\/customer\/all\/delete\//);
      const dialog = page.getByRole('dialog', { name: said.areYouSure });
      await dialog.waitFor();
      await record('customer-delete');
      await dialog.getByRole('button', { name: said.yesDelete }).click();
      await toast(said.customerDeleted).waitFor();
      await at(page, '/all-customer');
      expect(failed).toEqual([]);
      await page.context().close();
    });
  });
});
