import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer } from './fixtures/fake-api';
import { renderApp, signIn, tableShowing } from './render-app';

/** On the customer list, with the candidate list's answer ready; the sidebar's Candidates entry. */
async function onCustomers() {
  signIn('SubAdmin');
  const view = await renderApp(
    '/all-customer',
    answer('profile'),
    answer('customerList'),
    answer('customerListing'),
    answer('candidateList'),
  );
  await screen.findByRole('heading', { level: 1, name: 'Customers' });
  const sidebar = within(screen.getByRole('navigation', { name: 'Main navigation' }));
  const entry = sidebar.getByRole('menuitem', { name: 'Candidates' });
  const candidateCalls = () =>
    view.api.requests.filter((sent) => sent.path.startsWith('customer-api/candidate-list/'));
  return { entry, candidateCalls };
}

const rowsShown = () => tableShowing('Anna Applicant');

describe('a sidebar entry fetches its list ahead', () => {
  it('asks for the first page as the entry is pointed at, and the list shows it without asking again', async () => {
    const user = userEvent.setup();
    const { entry, candidateCalls } = await onCustomers();
    await user.hover(entry);
    await waitFor(() => expect(candidateCalls()).toHaveLength(1));
    // The call the list itself sends: its route's page type, default sort and page size.
    expect(candidateCalls()[0]?.path).toBe('customer-api/candidate-list/active/');
    expect(candidateCalls()[0]?.query).toMatchObject({
      ordering: 'candidate_name',
      page: '1',
      page_size: '25',
    });

    await user.click(entry);
    await rowsShown();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidates' })).toBeInTheDocument();
    expect(candidateCalls()).toHaveLength(1);
  });

  it('opens from the keyboard as before, with one call', async () => {
    const user = userEvent.setup();
    const { entry, candidateCalls } = await onCustomers();
    entry.focus();
    await user.keyboard('{Enter}');
    await rowsShown();
    expect(candidateCalls()).toHaveLength(1);
  });

  it('sends a search once as its debounce ends, and shows its rows', async () => {
    const user = userEvent.setup();
    const { entry, candidateCalls } = await onCustomers();
    await user.click(entry);
    await rowsShown();
    await user.type(
      screen.getByRole('textbox', { name: 'Search by name, email, phone, vacancy or company' }),
      'anna',
    );
    await waitFor(() => expect(candidateCalls().filter((sent) => sent.query.search)).toHaveLength(1));
    expect(candidateCalls().at(-1)?.query).toMatchObject({
      search: 'anna',
      page: '1',
      ordering: 'candidate_name',
    });
    await rowsShown();
    expect(candidateCalls()).toHaveLength(2);
  });
});
