import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { sections } from '../../src/layout/sections';
import { englishText } from './fixtures/labels';
import { answer } from './fixtures/fake-api';
import { currentPath, renderApp, signIn } from './render-app';

/** The sidebar a SubAdmin sees, from the resources' declarations (src/resources.ts), as [label, href]. */
const SIDEBAR = sections.map((section) => [englishText(section.label), section.to]);

async function openHome(role: UserRole = 'SubAdmin') {
  signIn(role);
  const view = await renderApp('/home', answer('dashboard'), answer('profile'));
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
  return view;
}

/** The sidebar's entries, in order, as [label, href]. */
async function sidebarLinks() {
  const menu = await screen.findByRole('navigation');
  await waitFor(() => expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(1));
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

describe('signed-in layout', () => {
  it('offers a SubAdmin every sidebar link, in the spec order, with the current one marked', async () => {
    await openHome();
    expect(await sidebarLinks()).toEqual(SIDEBAR);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('menuitem', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/all-active-users', 'Users'],
    ['/candidate/details/all/some-uid', 'Candidates'],
    ['/vacancy/edit/all/some-uid', 'Vacancies'],
    ['/customer/details/all/some-uid', 'Customers'],
    ['/interviews', 'Interviews'],
    ['/reports', 'Reports'],
  ])('marks the section of %s (%s) as current', async (path, label) => {
    signIn('SubAdmin');
    await renderApp(path, answer('profile'));
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: label })).toHaveAttribute('aria-current', 'page'),
    );
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    [
      'CustomerAdmin',
      [
        'Dashboard',
        'Vacancies',
        'Candidates',
        'Users',
        'Rejection reasons',
        'Mail templates',
        'Reports',
        'Interviews',
      ],
    ],
    ['StaffAdmin', ['Dashboard', 'Vacancies', 'Candidates', 'Reports', 'Interviews']],
  ] as const)(
    'offers a %s only the lists it may open, and the calendar every role has',
    async (role, labels) => {
      await openHome(role);
      await waitFor(async () => expect((await sidebarLinks()).map(([label]) => label)).toEqual(labels));
    },
  );

  it("names the browser tab after the screen, in the user's language", async () => {
    const user = userEvent.setup();
    await openHome();
    await waitFor(() => expect(document.title).toBe('Dashboard – Recruit Admin'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'My profile' }));
    await waitFor(() => expect(document.title).toBe('My profile – Recruit Admin'));
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await waitFor(() => expect(document.title).toBe('Mein Profil – Recruit Admin'));
  });

  it('has the language switch, and a user menu with the profile link and logout', async () => {
    const user = userEvent.setup();
    await openHome();
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Profile' }));
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('opens the user menu by keyboard with the focus on My profile, and the arrow keys reach Logout', async () => {
    const user = userEvent.setup();
    await openHome();
    within(screen.getByRole('banner')).getByRole('button', { name: 'Profile' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
  });

  it('logs out: token and role gone, back on sign-in, the language kept', async () => {
    const user = userEvent.setup();
    await openHome();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Profil' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Abmelden' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('access-token')).toBeNull();
    expect(localStorage.getItem('auth-type')).toBeNull();
    expect(localStorage.getItem('language')).toBe('german');
  });
});
