import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { answer, itemsOf } from './fixtures/fake-api';
import { labelled, requiredLabels } from './fixtures/labels';
import type { RecordedAnswer } from './fixtures/record';
import { currentPath, renderApp, served, signIn, tableShowing } from './render-app';

const PACKAGES = itemsOf('packageList') as { uid: string; package_name: string; package_name_de: string }[];
const [VIDEO] = PACKAGES.filter((item) => item.package_name === 'Video interview') as [(typeof PACKAGES)[0]];
const NAMES = PACKAGES.map((item) => item.package_name);

/** The paged list answer (with `page`, `search` or `ordering` the API counts, like the other lists). */
const pagedList = served('GET', 'packageList', 200, {
  status: 200,
  response: PACKAGES,
  count: PACKAGES.length,
  next: null,
  previous: null,
});

async function open(path: string, role: UserRole, ...answers: RecordedAnswer[]) {
  signIn(role);
  const view = await renderApp(path, answer('profile'), ...answers);
  return { ...view, user: userEvent.setup() };
}

const openAsSubAdmin = async (path: string, ...answers: RecordedAnswer[]) => {
  const view = await open(path, 'SubAdmin', ...answers);
  // The first visit loads the page's code lazily.
  await screen.findByRole('heading', { level: 1 });
  return view;
};

describe('the packages list (/all-packages)', () => {
  it('lists both names, sorted by the English one, with add, edit and delete, and no tabs', async () => {
    const { api, user } = await openAsSubAdmin('/all-packages', pagedList);
    expect(screen.getByRole('heading', { level: 1, name: 'Packages' })).toBeInTheDocument();
    // The rows once the list has answered (the table that shows while it loads is replaced).
    await screen.findByText('Video interview');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      // The selection's checkbox column (the bulk delete).
      '',
      'Name in English',
      'Name in German',
      'Actions',
    ]);
    const cells = (column: number) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[column]?.textContent);
    expect(cells(1)).toEqual(NAMES);
    expect(cells(2)).toEqual(PACKAGES.map((item) => item.package_name_de));
    expect(
      api.requests.find((request) => request.path === 'customer-api/vacancy-package-list/')?.query,
    ).toMatchObject({ ordering: 'package_name', page: '1' });
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/add-package/all');
    expect(screen.getByRole('menuitem', { name: 'Packages' })).toHaveAttribute('aria-current', 'page');

    const row = within(table).getByText('Video interview').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /^Actions for / }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/package/all/edit/${VIDEO.uid}`,
    );
    expect(menu.getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'href',
      `/package/all/delete/${VIDEO.uid}`,
    );
  });

  it('searches, sorts, shows cards and exports through the list call', async () => {
    const { api, user } = await openAsSubAdmin('/all-packages', pagedList);
    await screen.findByText('Video interview');
    await user.type(screen.getByLabelText('Search by package name'), 'video');
    await waitFor(() => expect(api.last().query.search).toBe('video'));
    await user.click(screen.getByRole('button', { name: /^Sort by name in English/ }));
    await waitFor(() => expect(api.last().query.ordering).toBe('-package_name'));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV file (.csv)' }));
    await waitFor(() =>
      expect(api.last()).toMatchObject({
        path: 'customer-api/vacancy-package-list/',
        query: expect.objectContaining({ format: 'csv', search: 'video', ordering: '-package_name' }),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(await screen.findByRole('link', { name: /Video interview/ })).toHaveAttribute(
      'href',
      `/package/all/edit/${VIDEO.uid}`,
    );
  });

  it('deletes the selected packages in bulk after a confirmation naming the count, and names those refused', async () => {
    const [first, second] = PACKAGES as [(typeof PACKAGES)[0], (typeof PACKAGES)[0]];
    const hint = 'The package cannot be deleted as vacancies have booked it.';
    const { api, user } = await openAsSubAdmin(
      '/all-packages',
      pagedList,
      served('POST', 'packageBulkDelete', 200, {
        status: 200,
        response: '1 package deleted',
        data: { changed: 1, unchanged: 0, refused: [{ uid: second.uid, reason: hint }] },
      }),
    );
    const table = await tableShowing(first.package_name);
    const boxes = within(table).getAllByRole('checkbox', { name: 'Select this row' });
    for (const box of boxes.slice(0, 2)) await user.click(box);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 packages?' });
    expect(within(dialog).getByText('This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(`1 package deleted. 1 not changed: ${hint}`)).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === 'customer-api/vacancy-package-bulk-delete/');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.body))).toEqual({ uids: [first.uid, second.uid] });
  });

  it('is for SubAdmins only: a CustomerAdmin, who reads packages on the vacancy forms, gets no entry or list', async () => {
    await open('/all-packages', 'CustomerAdmin');
    await waitFor(() => expect(currentPath()).toBe('/access-denied'));
    const menu = await screen.findByRole('navigation');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Users' })).toBeInTheDocument());
    expect(within(menu).queryByRole('menuitem', { name: 'Packages' })).toBeNull();
  });
});

describe('add package (/add-package/all)', () => {
  it('asks for the English name, 100 characters at most, before sending', async () => {
    const { api, user } = await openAsSubAdmin('/add-package/all');
    expect(screen.getByRole('heading', { level: 1, name: 'Add package' })).toBeInTheDocument();
    await screen.findByLabelText(labelled('Name in English'));
    expect(requiredLabels()).toEqual(['Name in English']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid name')).toBeInTheDocument();
    await user.type(screen.getByLabelText(labelled('Name in English')), 'x'.repeat(101));
    await user.tab();
    expect(await screen.findByText(/^Max 100/)).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("sends both names, then says 'Package added successfully' and opens the list", async () => {
    const { api, user } = await openAsSubAdmin(
      '/add-package/all',
      served('POST', 'packageCreate', 200, {
        status: 200,
        response: 'Package created successfully',
        data: { uid: 'new-uid', package_name: 'Assessment centre', package_name_de: 'Assessment-Center' },
      }),
      pagedList,
    );
    await user.type(await screen.findByLabelText(labelled('Name in English')), 'Assessment centre');
    await user.type(screen.getByLabelText('Name in German'), 'Assessment-Center');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package added successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'POST');
    expect(sent?.path).toBe('customer-api/vacancy-package-create/');
    expect(JSON.parse(String(sent?.body))).toEqual({
      package_name: 'Assessment centre',
      package_name_de: 'Assessment-Center',
    });
    await waitFor(() => expect(currentPath()).toBe('/all-packages'));
  });

  it("shows the server's message when the name is taken, and stays", async () => {
    const taken = 'A package with this name exists already.';
    const { user } = await openAsSubAdmin(
      '/add-package/all',
      served('POST', 'packageCreate', 409, { status: 409, response: [taken] }),
    );
    await user.type(await screen.findByLabelText(labelled('Name in English')), 'video INTERVIEW');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(currentPath()).toBe('/add-package/all');
  });
});

describe('edit package (/package/all/edit/{uid})', () => {
  it("starts from the package, sends the new names, says 'Package edited successfully' and opens the list", async () => {
    const { api, user } = await openAsSubAdmin(
      `/package/all/edit/${VIDEO.uid}`,
      pagedList,
      served('PUT', 'packageUpdate', 200, { status: 200, response: 'Package updated successfully' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit package' })).toBeInTheDocument();
    const name = await screen.findByDisplayValue('Video interview');
    await user.clear(name);
    await user.type(name, 'Video interviews');
    const german = screen.getByDisplayValue('Videointerview');
    await user.clear(german);
    await user.type(german, 'Videointerviews');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Package edited successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT');
    expect(sent?.path).toBe(`customer-api/vacancy-package-update/${VIDEO.uid}/`);
    expect(JSON.parse(String(sent?.body))).toEqual({
      package_name: 'Video interviews',
      package_name_de: 'Videointerviews',
    });
    await waitFor(() => expect(currentPath()).toBe('/all-packages'));
  });
});

describe('delete package (/package/all/delete/{uid})', () => {
  it("deletes after the confirmation, shows the server's message, then the list", async () => {
    const { api, user } = await openAsSubAdmin(
      `/package/all/delete/${VIDEO.uid}`,
      pagedList,
      served('DELETE', 'packageDelete', 200, { status: 200, response: 'Package deleted successfully' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Package deleted successfully')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      `customer-api/vacancy-package-delete/${VIDEO.uid}/`,
    );
    await waitFor(() => expect(currentPath()).toBe('/all-packages'));
  });

  it("shows the server's hint when a vacancy still offers the package, and stays", async () => {
    const hint = 'This package is offered by vacancies. Remove it from them first.';
    const { user } = await openAsSubAdmin(
      `/package/all/delete/${VIDEO.uid}`,
      pagedList,
      served('DELETE', 'packageDelete', 409, { status: 409, response: [hint] }),
    );
    // The package's card, under the confirmation (which hides it from assistive technology meanwhile).
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Video interview', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('Name in German', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      'Videointerview',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText(hint)).toBeInTheDocument();
    expect(currentPath()).toBe(`/package/all/delete/${VIDEO.uid}`);
  });
});
