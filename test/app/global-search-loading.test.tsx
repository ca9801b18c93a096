import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer } from './fixtures/fake-api';
import { renderApp, signIn } from './render-app';

/** The search panel's code arrives only when the test opens the gate, as on a slow connection. */
const gate = vi.hoisted(() => {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
});

vi.mock('../../src/layout/search/GlobalSearchPanel', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

describe('the first Ctrl+K while the search panel is loading', () => {
  it('keeps what is typed at once and searches it once the panel is there', async () => {
    signIn('SubAdmin');
    await renderApp(
      '/home',
      answer('dashboard'),
      answer('profile'),
      answer('candidateList'),
      answer('vacancyList'),
      answer('userListPaged'),
      answer('customerList'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    const user = userEvent.setup();
    await user.keyboard('{Control>}k{/Control}');
    await user.keyboard('ann');
    const name = 'Search candidates, vacancies, customers and users';
    expect(screen.getByRole('combobox', { name })).toHaveValue('ann');

    gate.open();
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox', { name: 'Search results' })).getAllByRole('group'),
      ).not.toEqual([]),
    );
    expect(screen.getByRole('combobox', { name })).toHaveValue('ann');
    expect(screen.getByRole('combobox', { name })).toHaveFocus();
  });
});
