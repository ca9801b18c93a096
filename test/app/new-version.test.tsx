import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/App';
import { ErrorPage } from '../../src/common/ErrorPage';
import { isChunkLoadError, RELOAD_GUARD_MS, reloadVerdict } from '../../src/common/newVersion';
import { NewVersionNotice } from '../../src/common/NewVersionNotice';
import { ReportUnsavedInput } from '../../src/common/ReportUnsavedInput';
import { newVersionUnderForm } from '../../src/common/unsavedInput';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { answer, fakeApi } from './fixtures/fake-api';
import { chooseGerman, renderWithFetch, signIn } from './render-app';

/** The users list's code, gone with the version that named it: loading it fails as a removed chunk does. */
const CHUNK_GONE =
  'Failed to fetch dynamically imported module: http://localhost:3000/assets/UserListPage-Dq3x1.js';

vi.mock('../../src/users/UserListPage', () => ({
  // Vitest wraps an error thrown by the factory itself; the screen's loader reads the page from here.
  get default(): never {
    throw new TypeError(CHUNK_GONE);
  },
}));

vi.mock('../../src/auth/ForgetPasswordPage', () => ({
  get default(): never {
    throw new TypeError(CHUNK_GONE.replace('UserListPage', 'ForgetPasswordPage'));
  },
}));

/** What a reload for a new version leaves behind (the page itself cannot reload in jsdom). */
const reloads = () => (sessionStorage.getItem('recruit:reloaded-for-new-version') === null ? 0 : 1);

/** The API's recorded answers, and the app's HTML from a server that answers (or, `gone`, does not). */
function server({ gone = false } = {}) {
  const api = fakeApi(answer('profile'), answer('customerList'), answer('userList'));
  return (input: string, init: RequestInit = {}) => {
    if (new URL(input, location.href).pathname.startsWith('/api/')) return api.fetch(input, init);
    if (gone) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(new Response('<!doctype html><title>Recruit Admin</title>', { status: 200 }));
  };
}

/** The app in German on the customers list, signed in; then a click on Users, whose code is gone. */
async function openUsersAfterDeploy(fetch: ReturnType<typeof server>) {
  signIn('SubAdmin');
  await renderWithFetch('/all-customer', fetch);
  await screen.findByRole('heading', { level: 1, name: 'Customers' });
  await chooseGerman();
  await screen.findByRole('heading', { level: 1, name: 'Kunden' });
  const sidebar = within(screen.getByRole('navigation', { name: 'Hauptnavigation' }));
  await userEvent.setup().click(sidebar.getByText('Benutzer', { exact: true }));
}

afterEach(async () => {
  await i18nProvider.changeLocale('english');
});

describe('telling a chunk a deploy removed from other errors', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://x.test/assets/a-1.js',
    'error loading dynamically imported module: https://x.test/assets/a-1.js',
    'Importing a module script failed.',
    'Unable to preload CSS for /assets/a-1.css',
  ])('knows "%s"', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('takes nothing else for one', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});

describe('reloading once into a new version', () => {
  it('reloads, waits while this page reloads, and does not reload again on the next page unless time passed', () => {
    const start = 1_000_000;
    expect(reloadVerdict(sessionStorage, start, 'page 1')).toBe('reload');
    expect(reloadVerdict(sessionStorage, start + 10, 'page 1')).toBe('reloading');
    expect(reloadVerdict(sessionStorage, start + 1000, 'page 2')).toBe('outdated');
    expect(reloadVerdict(sessionStorage, start + RELOAD_GUARD_MS - 1, 'page 2')).toBe('outdated');
    expect(reloadVerdict(sessionStorage, start + RELOAD_GUARD_MS, 'page 2')).toBe('reload');
  });

  it('reloads at once when a screen the user opens is gone, without showing an error page', async () => {
    await openUsersAfterDeploy(server());
    await vi.waitFor(() => expect(reloads()).toBe(1));
    expect(
      within(screen.getByRole('main')).getByRole('progressbar', { name: 'Wird geladen …' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeNull();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it('shows the German error page with its ways back when the reload did not help', async () => {
    reloadVerdict(sessionStorage, Date.now(), 'the page before');
    await openUsersAfterDeploy(server());
    await screen.findByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' });
    expect(screen.getByRole('alert')).toHaveTextContent('Die App wurde aktualisiert');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Zurück zum Dashboard' })).toBeVisible();
    expect(screen.queryByText(/Something went wrong|client error/)).toBeNull();
    // The detail is there for whoever reports it, folded away.
    const details = screen.getByText('Technische Details').closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(details).toHaveTextContent(CHUNK_GONE);
  });

  it('does not reload when the server is gone, and says so in German', async () => {
    await openUsersAfterDeploy(server({ gone: true }));
    await screen.findByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' });
    expect(screen.getByRole('alert')).toHaveTextContent('Der Server ist nicht erreichbar');
    expect(reloads()).toBe(0);

    // Still gone: trying again keeps the page (a reload would show the browser's own error instead).
    await userEvent.setup().click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Server ist nicht erreichbar');
  });
});

describe('the public pages, loaded without the signed-in app', () => {
  it('reload once too, then show the German error page with the way back to sign-in', async () => {
    await i18nProvider.changeLocale('german');
    vi.stubGlobal('fetch', server());
    render(
      <MemoryRouter initialEntries={['/forget-password']}>
        <App />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(reloads()).toBe(1));
    cleanup();

    // The page after that reload, where the code still fails.
    sessionStorage.clear();
    reloadVerdict(sessionStorage, Date.now(), 'the page before');
    render(
      <MemoryRouter initialEntries={['/forget-password']}>
        <App />
      </MemoryRouter>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Etwas ist schiefgelaufen' });
    expect(screen.getByRole('button', { name: 'Zurück zur Anmeldung' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();
  });
});

describe('the error page for any other error', () => {
  it('says the page could not be shown, in the chosen language, without reloading', async () => {
    await i18nProvider.changeLocale('german');
    render(
      <MemoryRouter initialEntries={['/all-users']}>
        <ErrorPage error={new Error('boom')} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Diese Seite konnte nicht angezeigt werden.');
    expect(screen.getByRole('button', { name: 'Zurück zum Dashboard' })).toBeVisible();
    expect(reloads()).toBe(0);
  });
});

function NameForm() {
  const form = useForm({ defaultValues: { name: '' } });
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => event.preventDefault()}>
        <input aria-label="Name" {...form.register('name')} />
        <button type="submit">Speichern</button>
        <ReportUnsavedInput />
      </form>
    </FormProvider>
  );
}

describe('a new version under a form', () => {
  it('asks before a reload would throw away unsaved input, and staying keeps it', async () => {
    vi.stubGlobal('fetch', server());
    await i18nProvider.changeLocale('german');
    render(
      <>
        <NameForm />
        <NewVersionNotice />
      </>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Erika Musterfrau');

    await newVersionUnderForm();
    expect(
      await screen.findByText(
        'Eine neue Version der App ist verfügbar. Ihre nicht gespeicherten Änderungen in diesem Formular gehen beim Neuladen verloren.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeVisible();
    expect(reloads()).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Neu laden' })).toBeNull());
    expect(screen.getByLabelText('Name')).toHaveValue('Erika Musterfrau');

    // Moving on through the form checks it again: staying means not being asked at every step...
    await newVersionUnderForm();
    expect(screen.queryByRole('button', { name: 'Neu laden' })).toBeNull();
    // ...but a save, which this version cannot check, asks once more.
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await user.click(await screen.findByRole('button', { name: 'Neu laden' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Neu laden' })).toBeNull());
  });

  it('reloads without asking when the form holds nothing unsaved', async () => {
    vi.stubGlobal('fetch', server());
    render(
      <>
        <NameForm />
        <NewVersionNotice />
      </>,
    );
    await newVersionUnderForm();
    expect(reloads()).toBe(1);
    expect(screen.queryByRole('button', { name: 'Reload' })).toBeNull();
  });
});
