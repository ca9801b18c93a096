import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { answer } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { currentPath, jwt, renderApp, served, signIn } from './render-app';
import { labelled } from './fixtures/labels';

const ADMIN_UID = '457ef8f1-8333-422b-bc8a-e86370e46545';
const CLARA_UID = '0947e405-bb95-49ef-83f7-5ca82703fa9a';

/** The answer to the profile's PUT, as the API gives it. */
const updated = () => {
  const profile = answer('profile').body.response as Record<string, unknown>;
  return served('PUT', 'userUpdate', 200, {
    status: 200,
    response: 'User Updated successfully',
    data: { ...profile, id: 1 },
  });
};

async function open(path: string, role: UserRole, ...answers: RecordedAnswer[]) {
  signIn(role);
  const profile = role === 'CustomerAdmin' ? answer('profileCustomerAdmin') : answer('profile');
  const view = await renderApp(path, profile, ...answers);
  // The first visit loads the page's code lazily.
  await screen.findByRole('heading', { level: 1 });
  return { ...view, user: userEvent.setup() };
}

const details = () => {
  const list = document.querySelector('dl') as HTMLElement;
  return within(list)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

const sentUpdate = (api: Awaited<ReturnType<typeof open>>['api']) => {
  const sent = api.requests.find((request) => request.method === 'PUT');
  return { path: sent?.path, body: JSON.parse(String(sent?.body)) as Record<string, unknown> };
};

describe('my profile (/my-profile)', () => {
  it('shows role, company, name and email with the edit link, and no users list for an Administrator', async () => {
    await open('/my-profile', 'SubAdmin');
    await screen.findByRole('heading', { level: 2, name: 'Administrator' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My profile');
    expect(details()).toEqual([
      ['Role', 'Administrator'],
      ['Company', 'Recruit Administration'],
      ['Full name', 'Administrator'],
      ['Email', 'admin@example.com'],
    ]);
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      `/edit-profile/${ADMIN_UID}`,
    );
    expect(screen.queryByRole('region', { name: 'Users List' })).toBeNull();
  });

  it("shows a CustomerAdmin its company's Users List, as a list first and as cards on demand", async () => {
    const { user } = await open('/my-profile', 'CustomerAdmin');
    const users = await screen.findByRole('region', { name: 'Users List' });
    expect(details()[0]).toEqual(['Role', 'Customer Admin']);
    const table = within(users).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent),
    ).toEqual(['Clara Customer-Admin', 'Sam Staff']);
    expect(within(users).getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(users).getByRole('button', { name: 'Grid view' }));
    expect(within(users).queryByRole('table')).toBeNull();
    expect((await within(users).findByText('Sam Staff')).closest('a')).toHaveAttribute(
      'href',
      '/user/all/view/302ea41b-7df3-48dd-96f6-7ff2b55fea3f',
    );
  });
});

describe('edit profile (/edit-profile/{id})', () => {
  it('sends only full_name, user_role, status and email without a new password (or one typed and cleared again), then opens /my-profile', async () => {
    const { api, user } = await open(`/edit-profile/${ADMIN_UID}`, 'SubAdmin', updated());
    expect(screen.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/my-profile');
    const name = await screen.findByLabelText(labelled('Full name'));
    await waitFor(() => expect(name).toHaveValue('Administrator'));
    await user.clear(name);
    await user.type(name, 'Ada Administrator');
    for (const label of ['New password', 'Confirm password', 'Current password']) {
      await user.type(screen.getByLabelText(labelled(label)), 'x');
      await user.clear(screen.getByLabelText(labelled(label)));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated successfully')).toBeInTheDocument();
    expect(sentUpdate(api)).toEqual({
      path: `admin-api/user-update-api/${ADMIN_UID}/`,
      body: {
        full_name: 'Ada Administrator',
        user_role: 'SubAdmin',
        status: 'Approved',
        email: 'admin@example.com',
      },
    });
    await waitFor(() => expect(currentPath()).toBe('/my-profile'));
  });

  it('asks for the current password to change the email, and sends it along', async () => {
    const { api, user } = await open(`/edit-profile/${ADMIN_UID}`, 'SubAdmin', updated());
    const email = await screen.findByLabelText(labelled('Email'));
    await waitFor(() => expect(email).toHaveValue('admin@example.com'));
    await user.clear(email);
    await user.type(email, 'ada@example');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(email, '.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.type(screen.getByLabelText(labelled('Current password')), 'admin-password-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile Updated successfully')).toBeInTheDocument();
    expect(sentUpdate(api).body).toEqual({
      full_name: 'Administrator',
      user_role: 'SubAdmin',
      status: 'Approved',
      email: 'ada@example.com',
      old_password: 'admin-password-1',
    });
  });

  it('sends the whole form with a new password, then signs in again with it and stays signed in', async () => {
    const login = served('POST', 'login', 200, {
      ...answer('login').body,
      access: jwt(7200),
      user_role: 'CustomerAdmin',
    });
    const { api, user } = await open(`/edit-profile/${CLARA_UID}`, 'CustomerAdmin', updated(), login);
    await waitFor(() => expect(screen.getByLabelText(labelled('Email'))).toHaveValue('clara@acme.example'));
    await user.type(screen.getByLabelText(labelled('New password')), 'short');
    await user.tab();
    expect(await screen.findByText('Minimum 8 Characters required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(labelled('New password')));
    await user.type(screen.getByLabelText(labelled('New password')), 'new-password-1');
    await user.type(screen.getByLabelText(labelled('Confirm password')), 'new-password-2');
    await user.tab();
    expect(await screen.findByText('Your passwords do no match')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(labelled('Confirm password')));
    await user.type(screen.getByLabelText(labelled('Confirm password')), 'new-password-1');
    await user.type(screen.getByLabelText(labelled('Current password')), 'password-123');
    const tokenBefore = localStorage.getItem('access-token');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile Updated successfully')).toBeInTheDocument();
    expect(sentUpdate(api)).toEqual({
      path: `admin-api/user-update-api/${CLARA_UID}/`,
      body: {
        full_name: 'Clara Customer-Admin',
        user_role: 'CustomerAdmin',
        status: 'Approved',
        email: 'clara@acme.example',
        or_password: 'new-password-1',
        confirm_password: 'new-password-1',
        old_password: 'password-123',
      },
    });
    const signedIn = api.requests.find((request) => request.path === 'account-api/login/');
    expect(JSON.parse(String(signedIn?.body))).toMatchObject({
      email: 'clara@acme.example',
      password: 'new-password-1',
      remember: true,
    });
    await waitFor(() => expect(currentPath()).toBe('/my-profile'));
    expect(localStorage.getItem('access-token')).not.toBe(tokenBefore);
  });

  it("shows the server's message and marks the current password with it when that is wrong", async () => {
    const refused = served('PUT', 'userUpdate', 400, {
      status: 400,
      response: ['The current password is not correct'],
    });
    const { user } = await open(`/edit-profile/${ADMIN_UID}`, 'SubAdmin', refused);
    await waitFor(() => expect(screen.getByLabelText(labelled('Full name'))).toHaveValue('Administrator'));
    await user.type(screen.getByLabelText(labelled('New password')), 'new-password-1');
    await user.type(screen.getByLabelText(labelled('Confirm password')), 'new-password-1');
    await user.type(screen.getByLabelText(labelled('Current password')), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const current = screen.getByLabelText(labelled('Current password'));
    await waitFor(() => expect(current).toHaveAccessibleDescription(/The current password is not correct/));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The current password is not correct');
    expect(currentPath()).toBe(`/edit-profile/${ADMIN_UID}`);
  });
});
