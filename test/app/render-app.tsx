import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { UserRole } from '@contract/domain';
import { App } from '../../src/App';
import type { FetchLike } from '../../src/providers/http';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { storeSession } from '../../src/providers/session';
import { fakeApi } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A JWT as the API issues them, expiring `secondsFromNow` from now (the signature is the server's business). */
export function jwt(secondsFromNow = 3600): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-uid', ver: 0, exp })}.signature`;
}

export function signIn(role: UserRole = 'SubAdmin', secondsFromNow = 3600): void {
  storeSession(jwt(secondsFromNow), role, true);
}

/** An answer the recorded set has no example of, in the API's envelope. */
export function served(
  method: string,
  endpoint: RecordedAnswer['request']['endpoint'],
  status: number,
  body: RecordedAnswer['body'],
): RecordedAnswer {
  return { request: { method, endpoint, path: '' }, status, body };
}

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Where the app's router is now. */
export const currentPath = () => screen.getByTestId('location').textContent;

/**
 * The list's table once its rows show `text`. The list's loading state is a placeholder table of its own, which
 * the rows' table replaces: a table found before the rows came would never show them.
 */
export const tableShowing = (text: string | RegExp): Promise<HTMLElement> =>
  waitFor(() => {
    const table = screen.getByRole('table');
    within(table).getAllByText(text);
    return table;
  });

/**
 * The whole app at `path`, with its real providers speaking to a fetch that answers like the API did
 * (test/app/fixtures/answers.json), and the language reset to English.
 */
export async function renderApp(path: string, ...answers: RecordedAnswer[]) {
  const api = fakeApi(...answers);
  return { api, ...(await renderWithFetch(path, api.fetch)) };
}

/** The whole app at `path` speaking to `fetch`: for a test whose API must answer by the request's query. */
export async function renderWithFetch(path: string, fetch: FetchLike) {
  await i18nProvider.changeLocale('english');
  localStorage.removeItem('language');
  vi.stubGlobal('fetch', fetch);
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Location />
    </MemoryRouter>,
  );
}

/**
 * The user's way to German: the top bar's language menu. Changing the provider's locale directly re-renders
 * nothing by itself, so a screen would show German only if something else happened to render it again.
 */
export async function chooseGerman(): Promise<void> {
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Language: English' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
  // German's catalog is a chunk of its own: the screens show German once it has loaded.
  await screen.findByRole('button', { name: 'Sprache: Deutsch' });
}
