import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer } from './fixtures/fake-api';
import { currentPath, renderApp } from './render-app';

/**
 * What the app has fetched of its lazily loaded code so far: the signed-in app (react-admin and every
 * signed-in screen) and the public forms' checks (the contract's schemas and zod). The modules stay loaded
 * from one test to the next, so the tests run in this order.
 */
const fetched = vi.hoisted(() => new Set<string>());

vi.mock('../../src/SignedInApp', async (importOriginal) => {
  fetched.add('signed-in app');
  return importOriginal();
});

vi.mock('../../contract/auth', async (importOriginal) => {
  fetched.add('form checks');
  return importOriginal();
});

describe("the public pages' first load (npm run bundle:report)", () => {
  it.each([
    ['/', 'Sign in'],
    ['/forget-password', 'Forgot your password?'],
    ['/password-reset/uid/token/1999999999', 'Set a new password'],
  ])('shows %s without the signed-in app or the form checks', async (path, heading) => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeInTheDocument();
    expect([...fetched]).toEqual([]);
  });

  it('fetches the form checks when the form first gets the focus, and checks on blur', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(await screen.findByLabelText('Email'));
    await waitFor(() => expect(fetched).toContain('form checks'));
    await user.tab();
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(fetched).not.toContain('signed-in app');
  });

  it('starts fetching the signed-in app as soon as a sign-in is sent', async () => {
    const user = userEvent.setup();
    await renderApp('/', answer('loginFailed'));
    await user.type(await screen.findByLabelText('Email'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(within(await screen.findByRole('alert')).getByText('Invalid Credentials!')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(fetched).toContain('signed-in app');
  });
});
