import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from './fixtures/fake-api';
import { currentPath, renderApp, served, signIn } from './render-app';

/**
 * A session the server ended (a 401), in a file of its own: after other tests' routers, react-admin's logout
 * navigated none that was still on screen here (test/e2e/app.test.ts checks the same in Chromium).
 */
describe('a session the server ended', () => {
  it('says on the sign-in page that the server ended the session (401), once', async () => {
    signIn('SubAdmin');
    const ended = served('GET', 'dashboard', 401, {
      status: 401,
      response: ['Your session has ended. Please sign in again.'],
    });
    await renderApp('/home', ended, ended, answer('profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(await screen.findByText('Your session has ended. Please sign in again.')).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(sessionStorage.getItem('session-ended')).toBeNull();
  });
});
