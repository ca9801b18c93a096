import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import englishMessages from 'ra-language-english';
import { ADMINISTRATION_COMPANY_UID, type UserRole } from '@contract/domain';
import { answer, itemsOf } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { currentPath, renderApp, served, signIn, tableShowing } from './render-app';
import { labelled, requiredLabels } from './fixtures/labels';

const [ADMIN, CLARA, SAM] = itemsOf('userList') as [
  Record<string, unknown>,
  Record<string, unknown>,
  Record<string, unknown>,
];
const ACME = '5b8cee70-d794-4b15-b32b-d309f9e7f73c';
const PASSWORD = 'password-123';
const UNSAVED_CHANGES = englishMessages.ra.message.unsaved_changes;

/** A user's detail answer. */
const detailOf = (user: Record<string, unknown>) =>
  served('GET', 'userDetail', 200, { status: 200, response: [user] });

/** The listing with a second customer beside Acme and the administration company. */
const twoCustomers = () => {
  const recorded = answer('customerListing');
  const beta = { company_uid: '6c9f0e1a-2b3c-4d5e-8f90-123456789abc', company_name: 'Beta GmbH', id: 3 };
  return served('GET', 'companyListing', 200, {
    status: 200,
    response: [...(recorded.body.response as object[]), beta],
  });
};

/** The listing as a CustomerAdmin gets it: its own company only. */
const ownListing = () => {
  const recorded = answer('customerListing');
  const own = (recorded.body.response as { company_uid: string }[]).filter(
    (item) => item.company_uid === ACME,
  );
  return served('GET', 'companyListing', 200, { status: 200, response: own });
};

afterEach(() => {
  vi.restoreAllMocks();
});

async function open(path: string, role: UserRole, ...answers: RecordedAnswer[]) {
  signIn(role);
  const profile = role === 'CustomerAdmin' ? answer('profileCustomerAdmin') : answer('profile');
  const view = await renderApp(path, profile, ...answers);
  // The first visit loads the page's code lazily.
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

/** The radio labels of a group, and which one is checked. */
function radios(name: string) {
  const group = screen.getByRole('group', { name });
  return within(group)
    .getAllByRole('radio')
    .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).checked]);
}

async function fillNewUser(user: ReturnType<typeof userEvent.setup>, name: string, email: string) {
  await user.type(screen.getByLabelText(labelled('Full name')), name);
  await user.type(screen.getByLabelText(labelled('Email')), email);
  await user.type(screen.getByLabelText(labelled('Password')), PASSWORD);
  await user.type(screen.getByLabelText(labelled('Confirm password')), PASSWORD);
}

describe('user lists (/all-users and its tabs)', () => {
  it('shows name, email, role label, company and status label, sorted by name', async () => {
    const { api } = await open('/all-users', 'SubAdmin', answer('userList'), answer('customerListing'));
    const table = await tableShowing('Clara Customer');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Full name', 'Email', 'Role', 'Company', 'Status', 'Actions']);
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 5)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Administrator', 'admin@example.com', 'Administrator', 'Recruit Administration', 'Active'],
      ['Clara Customer', 'clara@acme.example', 'Customer Admin', 'Acme Recruiting GmbH', 'Active'],
      ['Sam Staff', 'sam@acme.example', 'Staff Admin', 'Acme Recruiting GmbH', 'Active'],
    ]);
    // A column too narrow for an address breaks it before its '@' or a dot, not inside a word.
    const email = within(rows[2] as HTMLElement).getAllByRole('cell')[1];
    expect([...(email?.querySelectorAll('span + wbr') ?? [])]).toHaveLength(2);
    expect(email?.textContent).toBe('clara@acme.example');
    expect(api.requests.find((request) => request.path === 'admin-api/user-list-api/')?.query).toMatchObject({
      ordering: 'full_name',
    });
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/add-user/all');
  });

  it("links each name to the user's details, so that the keyboard opens them too", async () => {
    const { user } = await open(
      '/all-active-users',
      'SubAdmin',
      answer('userListActive'),
      answer('customerListing'),
      detailOf(CLARA),
    );
    const link = await screen.findByRole('link', { name: 'Clara Customer' });
    expect(link).toHaveAttribute('href', `/user/active/view/${String(CLARA.user_uid)}`);
    link.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe(`/user/active/view/${String(CLARA.user_uid)}`));
  });

  it('sorts the company column by the name the API orders by', async () => {
    const { api, user } = await open('/all-users', 'SubAdmin', answer('userList'), answer('customerListing'));
    await screen.findByText('Clara Customer');
    await user.click(screen.getByRole('button', { name: /Sort by company/ }));
    await waitFor(() => expect(api.last().query.ordering).toBe('company_name'));
  });

  it('labels Rejected and Pending users Inactive', async () => {
    const list = served('GET', 'userListByType', 200, {
      status: 200,
      response: [
        { ...CLARA, status: 'Rejected' },
        { ...SAM, status: 'Pending' },
      ],
    });
    await open('/all-pending-users', 'SubAdmin', list, answer('customerListing'));
    const table = await tableShowing('Clara Customer');
    expect(within(table).getAllByText('Inactive')).toHaveLength(2);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('Pending');
  });

  it('shows the Pending tab only on its own route', async () => {
    await open('/all-users', 'SubAdmin', answer('userList'), answer('customerListing'));
    await screen.findByText('Clara Customer');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All', 'Active', 'Inactive']);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('All');
  });

  it('filters by company (from the listing, All first) and by role, where Administrator is sent as subadmin', async () => {
    const { api, user } = await open('/all-users', 'SubAdmin', answer('userList'), answer('customerListing'));
    await screen.findByText('Clara Customer');
    await user.click(screen.getByRole('button', { name: 'Advanced search' }));

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    const companies = within(await screen.findByRole('listbox'));
    expect(companies.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Acme Recruiting GmbH',
      'Recruit Administration',
    ]);
    await user.click(companies.getByRole('option', { name: 'Acme Recruiting GmbH' }));
    await waitFor(() =>
      expect(api.last().query.company__company_name__icontains).toBe('Acme Recruiting GmbH'),
    );

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Administrator' }),
    );
    await waitFor(() => expect(api.last().query.user_role__icontains).toBe('subadmin'));
  });

  it('greys out deleting oneself in the row menu', async () => {
    const { user } = await open('/all-users', 'SubAdmin', answer('userList'), answer('customerListing'));
    await screen.findByText('Clara Customer');
    await user.click(screen.getAllByRole('button', { name: /^Actions for / })[0] as HTMLElement);
    const item = within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Delete/ });
    expect(item).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('add user (/add-user/{pageType})', () => {
  it('starts as Administrator with the customer fixed to the administration company, and sends section 7', async () => {
    const { api, user } = await open(
      '/add-user/active',
      'SubAdmin',
      answer('customerListing'),
      answer('userCreate'),
      answer('userList'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Add user' })).toBeInTheDocument();
    expect(radios('Role')).toEqual([
      ['Administrator', true],
      ['Customer Admin', false],
      ['Staff Admin', false],
    ]);
    const customer = await screen.findByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(customer).toHaveTextContent('Recruit Administration'));
    expect(customer).toHaveAttribute('aria-readonly', 'true');
    // The fixed customer is not asked for, so it has no required mark.
    expect(requiredLabels()).toEqual(['Full name', 'Role', 'Email', 'Password', 'Confirm password']);
    expect(
      screen.getByText('Administrators always belong to the administration company.'),
    ).toBeInTheDocument();

    await fillNewUser(user, 'Ada Admin', 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.path === 'account-api/user-register-view/');
    expect(JSON.parse(String(sent?.body))).toEqual({
      full_name: 'Ada Admin',
      user_role: 'SubAdmin',
      email: 'ada@example.com',
      username: 'username',
      status: 'Approved',
      company_uuid: ADMINISTRATION_COMPANY_UID,
      or_password: PASSWORD,
      confirm_password: PASSWORD,
    });
    await waitFor(() => expect(currentPath()).toBe('/all-users'));
  });

  it('lets Customer and Staff Admins be given any customer but the administration company', async () => {
    const { api, user } = await open('/add-user/all', 'SubAdmin', twoCustomers(), answer('userCreate'));
    const customer = await screen.findByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(customer).toHaveTextContent('Recruit Administration'));

    await user.click(screen.getByRole('radio', { name: 'Staff Admin' }));
    await waitFor(() => expect(customer).not.toHaveTextContent('Recruit Administration'));
    expect(requiredLabels()).toContain('Customer');
    await user.click(customer);
    const options = within(await screen.findByRole('listbox'));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Acme Recruiting GmbH',
      'Beta GmbH',
    ]);
    await user.click(options.getByRole('option', { name: 'Acme Recruiting GmbH' }));

    await fillNewUser(user, 'Sam Staff', 'sam@acme.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    expect(api.sentJson()).toMatchObject({ user_role: 'StaffAdmin', company_uuid: ACME });
  });

  it('asks for a customer when another role has none chosen, and fixes it again for an Administrator', async () => {
    const { api, user } = await open('/add-user/all', 'SubAdmin', twoCustomers());
    const customer = await screen.findByRole('combobox', { name: 'Customer' });
    await waitFor(() => expect(customer).toHaveTextContent('Recruit Administration'));
    await user.click(screen.getByRole('radio', { name: 'Customer Admin' }));
    await fillNewUser(user, 'Clara Customer', 'clara@acme.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('radio', { name: 'Administrator' }));
    await waitFor(() => expect(customer).toHaveTextContent('Recruit Administration'));
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
  });

  it("validates on blur with the spec's messages", async () => {
    const { user } = await open('/add-user/all', 'SubAdmin', answer('customerListing'));
    await user.click(screen.getByLabelText(labelled('Full name')));
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(labelled('Email')), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(screen.getByLabelText(labelled('Password')), 'short');
    await user.tab();
    expect(await screen.findByText('Minimum 8 Characters required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(labelled('Password')));
    await user.type(screen.getByLabelText(labelled('Password')), 'x'.repeat(26));
    await user.tab();
    expect(await screen.findByText('Max 25 is allowed')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(labelled('Password')));
    await user.type(screen.getByLabelText(labelled('Password')), PASSWORD);
    await user.type(screen.getByLabelText(labelled('Confirm password')), 'password-124');
    await user.tab();
    expect(await screen.findByText('Your passwords do no match')).toBeInTheDocument();
  });

  it("shows the server's first message and stays when the API refuses", async () => {
    const { user } = await open(
      '/add-user/all',
      'SubAdmin',
      answer('customerListing'),
      served('POST', 'userRegister', 409, {
        status: 409,
        response: ['A user with this email already exists.'],
      }),
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveTextContent('Recruit Administration'),
    );
    await fillNewUser(user, 'Ada Admin', 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user with this email already exists.')).toBeInTheDocument();
    expect(currentPath()).toBe('/add-user/all');
  });

  it('offers a CustomerAdmin only Customer and Staff Admins of its own company', async () => {
    const { api, user } = await open('/add-user/all', 'CustomerAdmin', ownListing(), answer('userCreate'));
    expect(radios('Role')).toEqual([
      ['Customer Admin', true],
      ['Staff Admin', false],
    ]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveTextContent('Acme Recruiting GmbH'),
    );
    await fillNewUser(user, 'Sam Staff', 'sam@acme.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User added successfully')).toBeInTheDocument();
    expect(api.sentJson()).toMatchObject({ user_role: 'CustomerAdmin', company_uuid: ACME });
  });
});

describe('user detail, edit and delete (/user/{pageType}/view|edit|delete/{id})', () => {
  it('shows the details with Edit and Delete icons', async () => {
    await open(`/user/active/view/${String(CLARA.user_uid)}`, 'SubAdmin', detailOf(CLARA));
    expect(await screen.findByRole('heading', { level: 2, name: 'Clara Customer' })).toBeInTheDocument();
    const details = document.querySelector('dl') as HTMLElement;
    expect(
      within(details)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Full name', 'Email', 'Role', 'Company', 'Status']);
    expect(
      within(details)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Clara Customer', 'clara@acme.example', 'Customer Admin', 'Acme Recruiting GmbH', 'Active']);
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/user/active/edit/${String(CLARA.user_uid)}`,
    );
    expect(screen.getByRole('link', { name: 'Delete' })).toHaveAttribute(
      'href',
      `/user/active/delete/${String(CLARA.user_uid)}`,
    );
  });

  it('edits with the company read-only and its roles; without a password (or one typed and cleared again) only the four fields go', async () => {
    const { api, user } = await open(
      `/user/active/edit/${String(CLARA.user_uid)}`,
      'SubAdmin',
      detailOf(CLARA),
      answer('userUpdate'),
      answer('userListActive'),
    );
    const company = await screen.findByLabelText(labelled('Company'));
    expect(company).toHaveValue('Acme Recruiting GmbH');
    expect(company).toHaveAttribute('readonly');
    expect(requiredLabels()).toEqual(['Full name', 'Email', 'Role', 'Status']);
    expect(radios('Role')).toEqual([
      ['Customer Admin', true],
      ['Staff Admin', false],
    ]);
    expect(radios('Status')).toEqual([
      ['Approved', true],
      ['Rejected', false],
    ]);
    await user.clear(screen.getByLabelText(labelled('Full name')));
    await user.type(screen.getByLabelText(labelled('Full name')), 'Clara Customer-Admin');
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    for (const label of ['New password', 'Confirm password']) {
      await user.type(screen.getByLabelText(labelled(label)), 'x');
      await user.clear(screen.getByLabelText(labelled(label)));
    }
    const confirm = vi.spyOn(window, 'confirm');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Updated successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT');
    expect(sent?.path).toBe(`admin-api/user-update-api/${String(CLARA.user_uid)}/`);
    expect(JSON.parse(String(sent?.body))).toEqual({
      full_name: 'Clara Customer-Admin',
      user_role: 'CustomerAdmin',
      status: 'Rejected',
      email: 'clara@acme.example',
    });
    await waitFor(() => expect(currentPath()).toBe('/all-active-users'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks before Back throws typed input away: Cancel keeps it, OK leaves', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = await open(
      `/user/active/edit/${String(CLARA.user_uid)}`,
      'SubAdmin',
      detailOf(CLARA),
      answer('userListActive'),
    );
    const name = await screen.findByLabelText(labelled('Full name'));
    await waitFor(() => expect(name).toHaveValue('Clara Customer'));
    await user.type(name, ' Senior');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES));
    expect(currentPath()).toBe(`/user/active/edit/${String(CLARA.user_uid)}`);
    expect(name).toHaveValue('Clara Customer Senior');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/all-active-users'));
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('leaves an untouched form without asking', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    const { user } = await open(
      `/user/active/edit/${String(CLARA.user_uid)}`,
      'SubAdmin',
      detailOf(CLARA),
      answer('userListActive'),
    );
    await waitFor(() => expect(screen.getByLabelText(labelled('Full name'))).toHaveValue('Clara Customer'));
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await waitFor(() => expect(currentPath()).toBe('/all-active-users'));
    expect(confirm).not.toHaveBeenCalled();
  });

  it('sends a new password with its confirmation, which must match', async () => {
    const updated = served('PUT', 'userUpdate', 200, {
      status: 200,
      response: 'User Updated successfully',
      data: SAM,
    });
    const { api, user } = await open(
      `/user/all/edit/${String(SAM.user_uid)}`,
      'SubAdmin',
      detailOf(SAM),
      updated,
      answer('userList'),
    );
    await user.type(await screen.findByLabelText(labelled('New password')), 'new-password-1');
    await user.type(screen.getByLabelText(labelled('Confirm password')), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(screen.getByLabelText(labelled('Confirm password'))).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(labelled('New password'))).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Hide confirm password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    await user.click(screen.getByLabelText(labelled('Confirm password')));
    await user.tab();
    expect(await screen.findByText('Your passwords do no match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(labelled('Confirm password')));
    await user.type(screen.getByLabelText(labelled('Confirm password')), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Updated successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(String(sent?.body))).toEqual({
      full_name: 'Sam Staff',
      user_role: 'StaffAdmin',
      status: 'Approved',
      email: 'sam@acme.example',
      or_password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    await waitFor(() => expect(currentPath()).toBe('/all-users'));
  });

  it('offers only Administrator to a user of the administration company', async () => {
    await open(`/user/all/edit/${String(ADMIN.user_uid)}`, 'SubAdmin', detailOf(ADMIN));
    expect(await screen.findByLabelText(labelled('Company'))).toHaveValue('Recruit Administration');
    expect(radios('Role')).toEqual([['Administrator', true]]);
  });

  it("shows one's own role and status read-only, with the reason, and still sends them", async () => {
    const { api, user } = await open(
      `/user/all/edit/${String(ADMIN.user_uid)}`,
      'SubAdmin',
      detailOf(ADMIN),
      served('PUT', 'userUpdate', 200, { status: 200, response: 'User Updated successfully', data: ADMIN }),
      answer('userList'),
    );
    expect(await screen.findByLabelText(labelled('Company'))).toHaveValue('Recruit Administration');
    // Nothing to choose there: one's own role and status carry no required mark.
    expect(requiredLabels()).toEqual(['Full name', 'Email']);
    for (const name of ['Role', 'Status']) {
      const group = screen.getByRole('group', { name });
      for (const radio of within(group).getAllByRole('radio')) expect(radio).toBeDisabled();
      expect(
        within(group).getByText('You cannot change your own role or status, or delete yourself.'),
      ).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User Updated successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(String(sent?.body))).toMatchObject({
      user_role: ADMIN.user_role,
      status: ADMIN.status,
    });
  });

  it('lets the role and status of others be changed', async () => {
    await open(`/user/active/edit/${String(CLARA.user_uid)}`, 'SubAdmin', detailOf(CLARA));
    await screen.findByDisplayValue(String(CLARA.full_name));
    for (const name of ['Role', 'Status'])
      for (const radio of within(screen.getByRole('group', { name })).getAllByRole('radio'))
        expect(radio).toBeEnabled();
  });

  it("deletes after the confirmation, shows the server's text and opens /all-users", async () => {
    const { api, user } = await open(
      `/user/active/delete/${String(SAM.user_uid)}`,
      'SubAdmin',
      detailOf(SAM),
      answer('userDelete'),
      answer('userList'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(within(dialog).getByText("You won't be able to revert this!")).toBeInTheDocument();
    expect(screen.getByText('sam@acme.example', { selector: 'dd' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      `admin-api/user-delete-api/${String(SAM.user_uid)}/`,
    );
    await waitFor(() => expect(currentPath()).toBe('/all-users'));
  });

  it('keeps a StaffAdmin out of the user screens', async () => {
    signIn('StaffAdmin');
    const { api } = await renderApp('/all-users', answer('profile'));
    await waitFor(() => expect(currentPath()).toBe('/access-denied'));
    expect(api.requests.some((request) => request.path.startsWith('admin-api/user-list'))).toBe(false);
  });
});
