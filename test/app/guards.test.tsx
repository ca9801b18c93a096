import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from './fixtures/fake-api';
import { currentPath, renderApp, signIn } from './render-app';

describe('route guards', () => {
  it.each(['/home', '/all-users', '/my-profile', '/user/all/view/some-uid'])(
    'sends a logged-out visitor on %s to sign-in (/)',
    async (path) => {
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(currentPath()).toBe('/');
    },
  );

  it('treats an expired token as logged out, and removes it', async () => {
    signIn('SubAdmin', -60);
    await renderApp('/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(localStorage.getItem('access-token')).toBeNull();
  });

  it.each(['/', '/forget-password', '/password-reset/uid/token/1999999999'])(
    'sends a logged-in visitor on the public page %s to /home',
    async (path) => {
      signIn();
      await renderApp(path, answer('dashboard'), answer('profile'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
      expect(currentPath()).toBe('/home');
    },
  );

  it('treats an expired token as logged out without a word: the spec wants no toast there', async () => {
    signIn('SubAdmin', -60);
    await renderApp('/home');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByText('Your session has ended. Please sign in again.')).toBeNull();
  });

  it("sends react-admin's own /login to sign-in", async () => {
    await renderApp('/login');
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
