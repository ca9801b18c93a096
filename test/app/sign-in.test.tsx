import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from './fixtures/fake-api';
import { currentPath, jwt, renderApp, served } from './render-app';

const ADMIN = { email: 'admin@example.com', password: 'admin-password-1' };

/** A successful sign-in whose token is valid from now on (the recorded one expires some day). */
const loginOk = () => {
  const recorded = answer('login');
  return served('POST', 'login', 200, { ...recorded.body, access: jwt() });
};

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  return user;
}

describe('sign-in page (/)', () => {
  it('shows the form on the login layout: email, password with a toggle, remember me, forgot link, language', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forget-password',
    );
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("validates when a field loses focus, with the spec's messages", async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const email = await screen.findByLabelText('Email');
    await user.click(email);
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    await user.type(email, 'not-an-address');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.tab();
    await user.tab();
    expect(await screen.findByText('Please enter a valid password')).toBeInTheDocument();
  });

  it("shows the server's message in a toast (top right, 5 s) when the credentials are wrong, and stays", async () => {
    const { api } = await renderApp('/', answer('loginFailed'));
    const user = await fillIn(ADMIN.email, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const toast = await screen.findByRole('alert');
    const shownAt = Date.now();
    expect(within(toast).getByText('Invalid Credentials!')).toBeInTheDocument();
    expect(toast.closest('.MuiSnackbar-root')).toHaveClass('MuiSnackbar-anchorOriginTopRight');
    expect(api.sentJson()).toEqual({
      ...ADMIN,
      password: 'wrong-password',
      user_role: 'SuperAdmin',
      remember: false,
    });
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('access-token')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull(), { timeout: 7000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4900);
  });

  it('signs in with "remember me" and opens /home', async () => {
    const { api } = await renderApp('/', loginOk(), answer('dashboard'), answer('profile'));
    const user = await fillIn(ADMIN.email, ADMIN.password);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/home');
    expect(api.requests[0]?.path).toBe('account-api/login/');
    expect(JSON.parse(String(api.requests[0]?.body))).toMatchObject({
      remember: true,
      user_role: 'SuperAdmin',
    });
    expect(localStorage.getItem('access-token')).not.toBeNull();
    expect(localStorage.getItem('auth-type')).toBe('SubAdmin');
  });

  it('switches to German and keeps the choice under "language"', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByLabelText('Passwort')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('language')).toBe('german'));
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('Anmelden – Recruit Admin');
  });

  it('keeps what was typed when the language changes', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.type(await screen.findByLabelText('Email'), ADMIN.email);
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByLabelText('E-Mail')).toHaveValue(ADMIN.email);
  });

  it('opens the signed-in app in the language chosen on the sign-in page', async () => {
    const user = userEvent.setup();
    await renderApp('/', loginOk(), answer('dashboard'), answer('profile'));
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await user.type(await screen.findByLabelText('E-Mail'), ADMIN.email);
    await user.type(screen.getByLabelText('Passwort'), ADMIN.password);
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Aktive Kunden')).toBeInTheDocument();
    expect(
      within(screen.getByRole('banner')).getByRole('button', { name: 'Sprache: Deutsch' }),
    ).toBeInTheDocument();
  });
});
