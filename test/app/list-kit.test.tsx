import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, TextInput, type RaRecord } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_SIZE_DEFAULT } from '@contract/domain';
import { PLACEHOLDER_AVATAR, ResourceList, type ListDeclaration } from '../../src/common/list-kit';
import { ConfirmDelete } from '../../src/common/list-kit/ConfirmDelete';
import { AppNotification } from '../../src/common/AppNotification';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { listRoutes, routes, type PageType } from '../../src/routes';
import { answer, fakeApi } from './fixtures/fake-api';
import type { Language } from '../../i18n';
import type { RecordedAnswer } from './fixtures/record';
import { currentPath, served, tableShowing } from './render-app';

/** A list declared on the kit as the user screens will be: the real resource, provider and routes. */
const people: ListDeclaration = {
  resource: 'users',
  title: 'app.menu.users',
  tabs: { all: listRoutes.users.all, active: listRoutes.users.active, inactive: listRoutes.users.inactive },
  sortField: 'full_name',
  columns: [
    { source: 'full_name', label: 'Full name' },
    { source: 'email', label: 'Email address' },
    { source: 'company.company_name', label: 'Company', sortable: false },
  ],
  card: {
    title: (record: RaRecord) => record.full_name,
    subtitle: (record: RaRecord) => record.email,
    thumbnail: () => undefined,
  },
  phone: {
    title: (record: RaRecord) => String(record.full_name),
    subtitle: (record: RaRecord) => record.email,
  },
  advancedFilters: [
    <TextInput key="full_name" source="full_name" label="Full name" />,
    <TextInput key="email" source="email" label="Email address" />,
  ],
  detailRoute: (record, pageType) => routes.userView(pageType, String(record.id)),
  cardRoute: (record) => routes.userView('all', String(record.id)),
  editRoute: (record, pageType) => routes.userEdit(pageType, String(record.id)),
  deleteRoute: (record, pageType) => routes.userDelete(pageType, String(record.id)),
  deleteBlocked: (record) => (record.user_role === 'SubAdmin' ? 'api.own_account_locked' : undefined),
  addRoute: (pageType) => routes.addUser(pageType),
};

/** A second declaration, for what the users do not have: dates. */
const vacancies: ListDeclaration = {
  resource: 'vacancies',
  title: 'app.menu.vacancies',
  sortField: 'vacancy_title',
  columns: [
    { source: 'vacancy_title', label: 'Title' },
    { source: 'vacancy_start_date', label: 'Start', date: true },
    { source: 'vacancy_due_date', label: 'Due', date: true },
  ],
  card: { title: (record: RaRecord) => record.vacancy_title },
  phone: { title: (record: RaRecord) => String(record.vacancy_title) },
  advancedFilters: [],
  detailRoute: (record, pageType) => routes.vacancyDetails(pageType, String(record.id), String(record.pk)),
};

const CLARA = '0947e405-bb95-49ef-83f7-5ca82703fa9a';
const SAM = '302ea41b-7df3-48dd-96f6-7ff2b55fea3f';

function DeleteRoute() {
  const { id = '', pageType = 'all' } = useParams();
  const navigate = useNavigate();
  return (
    <ConfirmDelete
      resource="users"
      id={id}
      redirectTo={routes.allUsers}
      onCancel={() => navigate(routes.userView(pageType, id))}
    />
  );
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const listOf = (pageType: PageType) => <ResourceList declaration={people} pageType={pageType} />;

async function renderKit(path: string, answers: RecordedAnswer[], language: Language = 'english') {
  await i18nProvider.changeLocale(language);
  const api = fakeApi(...answers);
  vi.stubGlobal('fetch', api.fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path={routes.allUsers} element={listOf('all')} />
          <Route path={routes.allActiveUsers} element={listOf('active')} />
          <Route path={routes.allInactiveUsers} element={listOf('inactive')} />
          <Route
            path={routes.allVacancies}
            element={<ResourceList declaration={vacancies} pageType="all" />}
          />
          <Route path={routes.userView.pattern} element={<h1>User detail</h1>} />
          <Route path={routes.userDelete.pattern} element={<DeleteRoute />} />
        </Routes>
        <Location />
        <AppNotification />
      </AdminContext>
    </MemoryRouter>,
  );
  return api;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The table's rows as the user reads them: [name, email, company]. */
async function rows() {
  await screen.findByRole('heading', { level: 1, name: 'Users' });
  const table = await tableShowing(/@/);
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 3)
        .map((cell) => cell.textContent),
    );
}

describe('list kit: a declared list', () => {
  it('lists by name ascending by default, with the title, add button and tabs', async () => {
    const api = await renderKit('/all-users', [answer('userList')]);
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(await rows()).toEqual([
      ['Administrator', 'admin@example.com', 'Recruit Administration'],
      ['Clara Customer', 'clara@acme.example', 'Acme Recruiting GmbH'],
      ['Sam Staff', 'sam@acme.example', 'Acme Recruiting GmbH'],
    ]);
    expect(api.last()).toMatchObject({ path: 'admin-api/user-list-api/' });
    expect(api.last().query).toMatchObject({
      ordering: 'full_name',
      page: '1',
      page_size: String(PAGE_SIZE_DEFAULT),
    });
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/add-user/all');

    const tabs = screen.getByRole('tablist', { name: 'Filter by status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => [tab.textContent, tab.getAttribute('href')]),
    ).toEqual([
      ['All', '/all-users'],
      ['Active', '/all-active-users'],
      ['Inactive', '/all-inactive-users'],
    ]);
    expect(within(tabs).getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  });

  it('sorts by a column header, and not by a column declared unsortable', async () => {
    const user = userEvent.setup();
    const api = await renderKit('/all-users', [answer('userList')]);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Sort by full name descending' }));
    await waitFor(async () => expect((await rows())[0]?.[0]).toBe('Sam Staff'));
    expect(api.last().query.ordering).toBe('-full_name');
    await user.click(screen.getByRole('button', { name: 'Sort by email address ascending' }));
    await waitFor(() => expect(api.last().query.ordering).toBe('email'));
    expect(screen.queryByRole('button', { name: /Sort by company/ })).toBeNull();
  });

  it('tells screen readers which column the rows are sorted by, and which way', async () => {
    const user = userEvent.setup();
    await renderKit('/all-users', [answer('userList')]);
    await rows();
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Full name')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Email address')).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: 'Sort by full name descending' }));
    await waitFor(() => expect(header('Full name')).toHaveAttribute('aria-sort', 'descending'));
    expect(screen.getAllByRole('cell').filter((cell) => cell.hasAttribute('aria-sort'))).toEqual([]);
  });

  it('searches with the one box, or with the advanced inputs after switching', async () => {
    const user = userEvent.setup();
    const api = await renderKit('/all-users', [answer('userList')]);
    await rows();
    await user.type(screen.getByLabelText('Search'), 'clara');
    await waitFor(() => expect(api.last().query.search).toBe('clara'));
    await waitFor(async () => expect(await rows()).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    expect(screen.queryByLabelText('Search')).toBeNull();
    await waitFor(() => expect(api.last().query.search).toBeUndefined());
    await user.type(screen.getByLabelText('Full name'), 'sam');
    await waitFor(() => expect(api.last().query.full_name__icontains).toBe('sam'));
    expect((await rows()).map(([name]) => name)).toEqual(['Sam Staff']);
  });

  it('opens the detail route on a row click, and edit/delete from the row menu', async () => {
    const user = userEvent.setup();
    await renderKit('/all-active-users', [answer('userListActive')]);
    await rows();
    await user.click(screen.getAllByRole('button', { name: /^Actions for / })[1] as HTMLElement);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/user/active/edit/${CLARA}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'href',
      `/user/active/delete/${CLARA}`,
    );
    expect(currentPath()).toBe('/all-active-users');
    await user.keyboard('{Escape}');

    await user.click(screen.getByText('Sam Staff'));
    expect(await screen.findByRole('heading', { name: 'User detail' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/user/active/view/${SAM}`);
  });

  it('greys out delete with the hint when the declaration says a record cannot be deleted', async () => {
    const user = userEvent.setup();
    await renderKit('/all-users', [answer('userList')]);
    await rows();
    await user.click(screen.getAllByRole('button', { name: /^Actions for / })[0] as HTMLElement);
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Delete/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveTextContent('You cannot change your own role or status, or delete yourself.');
  });

  it('opens a row menu from its button (aria state), closes it on Escape back to the button, and acts', async () => {
    const user = userEvent.setup();
    await renderKit('/all-active-users', [answer('userListActive')]);
    await rows();
    expect(screen.queryByRole('menu', { hidden: true })).toBeNull();
    const button = screen.getAllByRole('button', { name: /^Actions for / })[1] as HTMLElement;
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).not.toHaveAttribute('aria-expanded');

    await user.click(button);
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.closest('[id]')?.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
    expect(button).not.toHaveAttribute('aria-expanded');
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/user/active/delete/${CLARA}`);
  });

  it('shows cards in the grid view, with the placeholder avatar and card links to pageType all', async () => {
    const user = userEvent.setup();
    await renderKit('/all-active-users', [answer('userListActive')]);
    await rows();
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    expect(screen.queryByRole('table')).toBeNull();
    const card = (await screen.findByText('Clara Customer')).closest('a');
    expect(card).toHaveAttribute('href', `/user/all/view/${CLARA}`);
    expect(within(card as HTMLElement).getByText('clara@acme.example')).toBeInTheDocument();
    expect(card?.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_AVATAR);
    expect(screen.getAllByRole('button', { name: /^Actions for / })).toHaveLength(3);
  });

  it('keeps each list route its own view and search when moving between the tabs', async () => {
    const user = userEvent.setup();
    const api = await renderKit('/all-users', [answer('userList'), answer('userListActive')]);
    await rows();
    await user.type(screen.getByLabelText('Search'), 'sam');
    await waitFor(() => expect(api.last().query.search).toBe('sam'));
    await user.click(screen.getByRole('button', { name: 'Grid view' }));

    await user.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(() => expect(currentPath()).toBe('/all-active-users'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByLabelText('Search')).toHaveValue('');

    await user.click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
    expect(screen.getByLabelText('Search')).toHaveValue('sam');
  });

  it.each([
    ['english', 'No Records Found', 'There are no records to display', 'Grid view'],
    ['german', 'Keine Einträge gefunden', 'Es gibt keine Einträge zum Anzeigen', 'Kachelansicht'],
  ] as const)(
    'says so in %s when there are no records, in either view',
    async (language, title, text, grid) => {
      const user = userEvent.setup();
      const empty = served('GET', 'userListByType', 200, { status: 200, response: [] });
      await renderKit('/all-inactive-users', [empty], language);
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(text)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: grid }));
      expect(await screen.findByText(title)).toBeInTheDocument();
    },
  );
});

describe('list kit: dates', () => {
  it('shows date columns as DD.MM.YYYY and leaves out what the declaration does not ask for', async () => {
    await renderKit('/all-vacancies', [answer('vacancyList')]);
    const table = await tableShowing('Office Manager');
    const office = within(table).getByText('Office Manager').closest('tr') as HTMLElement;
    expect(
      within(office)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Office Manager', '05.01.2026', '31.03.2026']);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
  });
});

describe('list kit: delete confirmation', () => {
  it("asks with the spec's texts and goes back on Cancel without deleting", async () => {
    const user = userEvent.setup();
    const api = await renderKit(`/user/all/delete/${CLARA}`, [answer('userDelete')]);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath()).toBe(`/user/all/view/${CLARA}`));
    expect(api.requests).toHaveLength(0);
  });

  it("deletes on 'Yes, delete it!', shows the server's message, then opens the list", async () => {
    const user = userEvent.setup();
    const api = await renderKit(`/user/all/delete/${CLARA}`, [answer('userDelete'), answer('userList')]);
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    // By role, as a screen reader finds it: not under what the dialog hides.
    expect(await screen.findByRole('alert')).toHaveTextContent('User deleted successfully');
    expect(api.requests[0]).toMatchObject({ method: 'DELETE', path: `admin-api/user-delete-api/${CLARA}/` });
    await waitFor(() => expect(currentPath()).toBe('/all-users'));
  });

  it('shows the first error and stays when the server refuses', async () => {
    const user = userEvent.setup();
    const refused = served('DELETE', 'userDelete', 403, {
      status: 403,
      response: ['You are not allowed to do this.'],
    });
    await renderKit(`/user/all/delete/${CLARA}`, [refused]);
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    // The dialog stays open, so the toast must be outside the page it hides from screen readers.
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(currentPath()).toBe(`/user/all/delete/${CLARA}`);
  });
});
