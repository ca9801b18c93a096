import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@contract/domain';
import { formatDate, today } from '../../src/common/dates';
import { PLACEHOLDER_AVATAR } from '../../src/common/list-kit';
import { answer, itemsOf } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { currentPath, renderApp, served, signIn, tableShowing } from './render-app';

const [OFFICE, BACKEND] = itemsOf('vacancyList') as [Record<string, unknown>, Record<string, unknown>];

/** The recorded list, the second vacancy made Inactive, so that both status labels show. */
const vacancyList = () => {
  const recorded = answer('vacancyList');
  return served('GET', 'vacancyList', 200, {
    ...recorded.body,
    response: [OFFICE, { ...BACKEND, vacancy_status: 'Inactive', vacancy_respondents_count: 3 }],
  });
};

async function openList(path = '/all-vacancies', role: UserRole = 'SubAdmin', ...more: RecordedAnswer[]) {
  signIn(role);
  const view = await renderApp(path, vacancyList(), answer('profile'), answer('customerListing'), ...more);
  // The first visit loads the page's code lazily.
  const table = await tableShowing('Office Manager');
  return { ...view, table };
}

/**
 * react-admin applies what was typed in a filter after two debounces of 500 ms each (the filter form's, then
 * the list's): moving the timers on by FILTER_DEBOUNCES_MS passes both.
 */
const FILTER_DEBOUNCES_MS = 1_000;

/** A user whose timers run on real time and which the test can also move on itself, at once. */
function userWithControlledTimers(): UserEvent {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

/**
 * Sorts by id, which react-admin sends at once with every filter applied by then, and waits for that call:
 * anything typed before that the list was to leave out would be in it, or in a call before it.
 */
async function sortById(user: UserEvent, api: Awaited<ReturnType<typeof renderApp>>['api']) {
  await user.click(screen.getByRole('button', { name: 'Sort by ID ascending' }));
  await waitFor(() => expect(api.last().query.ordering).toBe('id'));
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('vacancy lists (/all-vacancies, /all-active-vacancies, /all-inactive-vacancies)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the columns of the spec, dates as DD.MM.YYYY, sorted by title, with tabs and the plus button', async () => {
    const { api, table } = await openList();
    expect(screen.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      // The selection's checkbox column (issue 12's bulk actions).
      '',
      'ID',
      'Title',
      'Company',
      'Start date',
      'Due date',
      'Quota (%)',
      'Respondents',
      'Status',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cells(row).slice(1, 9))).toEqual([
      ['2', 'Office Manager', 'Acme Recruiting GmbH', '05.01.2026', '31.03.2026', '40', '0', 'Active'],
      [
        '1',
        'Senior Backend Engineer',
        'Acme Recruiting GmbH',
        '05.01.2026',
        '31.03.2026',
        '50',
        '3',
        'Inactive',
      ],
    ]);
    const listCall = api.requests.find((request) => request.path === 'customer-api/vacancy-list/all/');
    expect(listCall?.query).toMatchObject({ ordering: 'vacancy_title', created_at_lte: today() });
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/add-vacancy/all');
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['All', '/all-vacancies'],
      ['Active', '/all-active-vacancies'],
      ['Inactive', '/all-inactive-vacancies'],
    ]);
  });

  it('asks the API for the tab of the route: active and inactive, each with its own plus button', async () => {
    const { api } = await openList('/all-inactive-vacancies');
    expect(api.requests.some((request) => request.path === 'customer-api/vacancy-list/inactive/')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Inactive' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/add-vacancy/inactive');
  });

  it('sorts on the server by the column clicked, the company by its API ordering name', async () => {
    const user = userEvent.setup();
    const { api } = await openList();
    await user.click(screen.getByRole('button', { name: 'Sort by company ascending' }));
    await waitFor(() => expect(api.last().query.ordering).toBe('company_name'));
    await user.click(screen.getByRole('button', { name: 'Sort by ID ascending' }));
    await waitFor(() => expect(api.last().query.ordering).toBe('id'));
    await user.click(screen.getByRole('button', { name: 'Sort by start date ascending' }));
    await waitFor(() => expect(api.last().query.ordering).toBe('vacancy_start_date'));
    expect(screen.queryByRole('button', { name: /Sort by respondents/ })).toBeNull();
  });

  it('opens the detail on a row click, edit and delete from the row menu', async () => {
    const user = userEvent.setup();
    await openList('/all-active-vacancies');
    await user.click(screen.getAllByRole('button', { name: /^Actions for / })[0] as HTMLElement);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/vacancy/edit/active/${OFFICE.uid}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'href',
      `/vacancy/delete/active/${OFFICE.uid}`,
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByText('Office Manager'));
    await waitFor(() => expect(currentPath()).toBe(`/vacancy/details/active/${OFFICE.uid}/2`));
  });

  it('searches by the one box, or by title, dates, company and id in the advanced search', async () => {
    const user = userEvent.setup();
    const { api } = await openList();
    await user.type(screen.getByLabelText('Search by title, tag, company or id'), 'office');
    await waitFor(() => expect(api.last().query.search).toBe('office'));

    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    // The end date starts at today, shown as the user reads dates.
    const until = await screen.findByLabelText('Created until');
    await waitFor(() => expect(until).toHaveValue(formatDate(today())));
    await waitFor(() => expect(api.last().query.search).toBeUndefined());
    expect(api.last().query.created_at_lte).toBe(today());

    await user.type(screen.getByLabelText('Title'), 'manager');
    await waitFor(() => expect(api.last().query.vacancy_title__icontains).toBe('manager'));
    await user.type(screen.getByLabelText('Created from'), '05.01.2026');
    await waitFor(() => expect(api.last().query.created_at_gte).toBe('2026-01-05'));

    await user.click(screen.getByLabelText('Company'));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'Acme Recruiting GmbH',
      'Recruit Administration',
    ]);
    await user.click(options[1] as HTMLElement);
    await waitFor(() =>
      expect(api.last().query.vacancy_company__company_name__icontains).toBe('Acme Recruiting GmbH'),
    );
    expect(api.requests.some((request) => request.path === 'admin-api/company-list/listing/')).toBe(true);

    await user.type(screen.getByLabelText('ID'), '2');
    await waitFor(() => expect(api.last().query.id).toBe('2'));
  });

  it('does not send an unfinished date or an id with letters, and says why', async () => {
    const user = userWithControlledTimers();
    const { api } = await openList();
    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    await screen.findByLabelText('Created from');
    const before = api.requests.length;
    await user.type(screen.getByLabelText('Created from'), '05.01.');
    await user.type(screen.getByLabelText('ID'), 'x1');
    expect(await screen.findByText('Please enter a valid date (DD.MM.YYYY)')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid number')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCES_MS);
    await sortById(user, api);
    expect(api.requests.slice(before).some((request) => 'created_at_gte' in request.query)).toBe(false);
    expect(api.requests.slice(before).some((request) => 'id' in request.query)).toBe(false);
  });

  it('forgets what was typed half a second before switching the search mode or opening a row', async () => {
    const user = userWithControlledTimers();
    const office = served('GET', 'vacancyDetail', 200, { status: 200, response: [OFFICE] });
    const { api } = await openList('/all-vacancies', 'SubAdmin', office, answer('candidateList'));
    const before = api.requests.length;
    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    await user.type(await screen.findByLabelText('Title'), 'manager');
    await user.click(screen.getByRole('button', { name: 'Normal search' }));
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCES_MS);
    await sortById(user, api);
    expect(api.requests.slice(before).some((request) => 'vacancy_title__icontains' in request.query)).toBe(
      false,
    );
    expect(screen.getByLabelText('Search by title, tag, company or id')).toHaveValue('');

    // Applied advanced filters do not come back with the normal search either.
    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    await user.type(await screen.findByLabelText('Title'), 'office');
    await waitFor(() => expect(api.last().query.vacancy_title__icontains).toBe('office'));
    await user.click(screen.getByRole('button', { name: 'Normal search' }));
    await user.type(screen.getByLabelText('Search by title, tag, company or id'), 'office');
    await waitFor(() => expect(api.last().query.search).toBe('office'));
    expect(api.last().query).not.toHaveProperty('vacancy_title__icontains');
    expect(api.last().query.created_at_lte).toBe(today());

    // Typed into the search, and the row opened before the search applies it: the list keeps 'office'.
    await user.type(screen.getByLabelText('Search by title, tag, company or id'), ' manager');
    await user.click(screen.getByText('Office Manager'));
    await vi.advanceTimersByTimeAsync(FILTER_DEBOUNCES_MS);
    await screen.findByRole('heading', { level: 1, name: 'Vacancy details' });
    expect(currentPath()).toBe(`/vacancy/details/all/${OFFICE.uid}/2`);
    await user.click(screen.getByRole('link', { name: 'Vacancies' }));
    expect(await screen.findByLabelText('Search by title, tag, company or id')).toHaveValue('office');
    expect(api.requests.some((request) => request.query.search === 'office manager')).toBe(false);
  });

  it('shows cards in the grid view: placeholder picture, title, company, dates, quota, respondents', async () => {
    const user = userEvent.setup();
    await openList();
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    const card = (await screen.findByText('Senior Backend Engineer')).closest('a') as HTMLElement;
    expect(card).toHaveAttribute('href', `/vacancy/details/all/${BACKEND.uid}/1`);
    expect(card.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_AVATAR);
    expect(card).toHaveTextContent('Acme Recruiting GmbH');
    expect(card).toHaveTextContent('05.01.2026 – 31.03.2026');
    expect(card).toHaveTextContent('Quota 50 %');
    expect(card).toHaveTextContent('3 respondents');
    expect(card).toHaveTextContent('Inactive');
  });

  it('offers a StaffAdmin neither the plus button nor edit and delete', async () => {
    await openList('/all-vacancies', 'StaffAdmin');
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Actions for / })).toBeNull();
  });

  it('offers a CustomerAdmin every vacancy action', async () => {
    await openList('/all-vacancies', 'CustomerAdmin');
    expect(screen.getByRole('link', { name: 'Add' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Actions for / })).toHaveLength(2);
  });

  it('speaks German: heading, tabs and the empty text', async () => {
    const user = userEvent.setup();
    signIn('SubAdmin');
    const empty = served('GET', 'vacancyList', 200, { status: 200, response: [], count: 0 });
    await renderApp('/all-inactive-vacancies', empty, answer('profile'));
    await user.click(await screen.findByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stellen' })).toBeInTheDocument();
    expect(await screen.findByText('Keine Einträge gefunden')).toBeInTheDocument();
    expect(screen.getByText('Es gibt keine Einträge zum Anzeigen')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inaktiv' })).toHaveAttribute('aria-selected', 'true');
  });
});
