import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from './fixtures/fake-api';
import { currentPath, renderApp, served } from './render-app';

const RESET_PATH = '/password-reset/553b4cc1-d882-4ea5-a4d7-b513cecfe902/a-token/1999999999';
const RESET_DONE = 'Your password has been reset. You can sign in now.';

/** The spec's 2 seconds, and some slack for the test runner. */
const BACK_HOME = { timeout: 4000 };

describe('forgot password page (/forget-password)', () => {
  it('asks for a link in the chosen language, shows the answer and returns to / after 2 seconds', async () => {
    const user = userEvent.setup();
    const { api } = await renderApp('/forget-password', answer('passwordResetLink'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await user.type(await screen.findByLabelText('E-Mail'), 'admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText(/haben wir einen Link zum Zurücksetzen/)).toBeInTheDocument();
    expect(api.last().path).toBe('account-api/password-reset-link/german/');
    expect(api.sentJson()).toEqual({ email: 'admin@example.com' });
    expect(currentPath()).toBe('/forget-password');
    await waitFor(() => expect(currentPath()).toBe('/'), BACK_HOME);
  });

  it('checks the email on blur and links back to sign-in', async () => {
    const user = userEvent.setup();
    await renderApp('/forget-password');
    await user.type(await screen.findByLabelText('Email'), 'nobody');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
  });
});

describe('password reset page (/password-reset/:id/:token/:expire)', () => {
  it('shows heading, hint, both password fields with toggles, the back link and the language switch', async () => {
    await renderApp(RESET_PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Set a new password' })).toBeInTheDocument();
    expect(
      screen.getByText('Choose a new password with 8 to 25 characters and enter it twice.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
  });

  it('validates length and confirmation on blur', async () => {
    const user = userEvent.setup();
    await renderApp(RESET_PATH);
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.tab();
    expect(await screen.findByText('Minimum 8 Characters required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'x'.repeat(30));
    await user.tab();
    expect(await screen.findByText('Max 25 is allowed')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'a-good-password');
    await user.type(screen.getByLabelText('Confirm password'), 'another-password');
    await user.tab();
    expect(await screen.findByText('Your passwords do no match')).toBeInTheDocument();
  });

  it("sends the link's id, token and expire with the passwords, shows the server message, then /", async () => {
    const user = userEvent.setup();
    const { api } = await renderApp(
      RESET_PATH,
      served('PUT', 'passwordReset', 200, { status: 200, response: RESET_DONE }),
    );
    await user.type(await screen.findByLabelText('New password'), 'a-good-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText(RESET_DONE)).toBeInTheDocument();
    expect(api.last()).toMatchObject({
      method: 'PUT',
      path: 'password-reset/553b4cc1-d882-4ea5-a4d7-b513cecfe902/a-token/1999999999/',
    });
    expect(api.sentJson()).toEqual({ password: 'a-good-password', confirm_password: 'a-good-password' });
    await waitFor(() => expect(currentPath()).toBe('/'), BACK_HOME);
  });

  it('shows the first error of a refused reset, then returns to / as well', async () => {
    const user = userEvent.setup();
    await renderApp(RESET_PATH, answer('passwordResetInvalid'));
    await user.type(await screen.findByLabelText('New password'), 'a-good-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-good-password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText(
        'This password reset link is invalid or has expired. Please request a new one.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/'), BACK_HOME);
  });
});
