import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { answer } from './fixtures/fake-api';
import { chooseGerman, currentPath, renderApp, signIn } from './render-app';

describe('an address no screen has, signed in', () => {
  it('says so in the heading and the top bar, in one sentence, with the way to the dashboard', async () => {
    signIn('SubAdmin');
    await renderApp('/no-such-page', answer('profile'), answer('dashboard'), answer('dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(within(screen.getByRole('banner')).getByText('Page not found')).toBeInTheDocument();
    expect(
      screen.getByText(
        'There is no page at this address: it may have been mistyped, or the link is out of date.',
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(currentPath()).toBe(routes.home);
  });

  it('speaks German when the user does', async () => {
    signIn('SubAdmin');
    await renderApp('/keine-seite', answer('profile'));
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    await chooseGerman();
    await screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' });
    expect(within(screen.getByRole('banner')).getByText('Seite nicht gefunden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute('href', routes.home);
  });
});

describe('a screen the role may not open', () => {
  it('says so in the heading, the top bar and the tab title, with the way to the dashboard', async () => {
    signIn('StaffAdmin');
    await renderApp('/all-users', answer('profile'), answer('dashboard'), answer('dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Access denied' });
    expect(currentPath()).toBe('/access-denied');
    expect(within(screen.getByRole('banner')).getByText('Access denied')).toBeInTheDocument();
    expect(document.title).toMatch(/^Access denied/);
    expect(screen.getByText("You don't have the right permissions to access this page")).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(currentPath()).toBe(routes.home);
  });

  it('speaks German when the user does', async () => {
    signIn('StaffAdmin');
    await renderApp('/all-users', answer('profile'));
    await screen.findByRole('heading', { level: 1, name: 'Access denied' });
    await chooseGerman();
    await screen.findByRole('heading', { level: 1, name: 'Zugriff verweigert' });
    expect(
      screen.getByText('Sie haben nicht die nötigen Berechtigungen, um diese Seite aufzurufen.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Dashboard' })).toHaveAttribute('href', routes.home);
  });
});
