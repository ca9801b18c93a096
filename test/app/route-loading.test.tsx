import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer } from './fixtures/fake-api';
import { currentPath, renderApp, signIn } from './render-app';

/** The users list's code arrives only when the test opens the gate, as on a slow connection. */
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
});

vi.mock('../../src/users/UserListPage', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('a route change while the next screen is loading', () => {
  it('takes the old screen away at once and shows a loading state, then the new screen', async () => {
    signIn('SubAdmin');
    await renderApp('/all-customer', answer('profile'), answer('customerList'), answer('userList'));
    await screen.findByRole('heading', { level: 1, name: 'Customers' });
    const user = userEvent.setup();

    const sidebar = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    await user.click(sidebar.getByText('Users', { exact: true }));

    // Kept on screen, the customers list's Add link would open the add-customer form from the users screen.
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'Customers' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    expect(currentPath()).toBe('/all-users');

    gate.open();
    await screen.findByRole('heading', { level: 1, name: 'Users' });
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/add-user/all');
  });
});
