import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DashboardCounts } from '@contract/dashboard';
import { answer } from './fixtures/fake-api';
import { chooseGerman, renderApp, served, signIn } from './render-app';

const counts: DashboardCounts = {
  total_number_of_active_company: 11,
  total_number_of_inactive_company: 12,
  total_number_of_active_user: 21,
  total_number_of_inactive_user: 22,
  total_number_of_active_vacancy: 31,
  total_number_of_inactive_vacancy: 32,
  total_number_of_active_candidate: 41,
  total_number_of_inactive_candidate: 42,
};

const TILES = [
  ['11', 'Active customers', '/all-active-customer'],
  ['12', 'Inactive customers', '/all-inactive-customer'],
  ['21', 'Active users', '/all-active-users'],
  ['22', 'Inactive users', '/all-inactive-users'],
  ['31', 'Active vacancies', '/all-active-vacancies'],
  ['32', 'Inactive vacancies', '/all-inactive-vacancies'],
  ['41', 'Active candidates', '/all-active-candidate'],
  ['42', 'Inactive candidates', '/all-inactive-candidate'],
];

const dashboard = () => served('GET', 'dashboard', 200, { status: 200, response: counts });

async function tiles() {
  const main = await screen.findByRole('main');
  await within(main).findByText('41');
  // The tiles' links: the count's, not those of "My interviews".
  return within(main)
    .getAllByRole('link')
    .filter((link) => link.querySelector('.MuiTypography-h4'))
    .map((link) => [
      link.querySelector('.MuiTypography-h4')?.textContent,
      link.querySelector('.MuiTypography-body2')?.textContent,
      link.getAttribute('href'),
    ]);
}

describe('dashboard (/home)', () => {
  it('shows the title and the eight counts, each linking to its list', async () => {
    signIn('SubAdmin');
    const { api } = await renderApp('/home', dashboard(), answer('profile'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await tiles()).toEqual(TILES);
    expect(api.requests.some((request) => request.path === 'admin-api/dashboard-api/')).toBe(true);
  });

  it('shows a StaffAdmin only the vacancy and candidate tiles', async () => {
    signIn('StaffAdmin');
    await renderApp('/home', dashboard(), answer('profile'));
    expect((await tiles()).map(([, label]) => label)).toEqual([
      'Active vacancies',
      'Inactive vacancies',
      'Active candidates',
      'Inactive candidates',
    ]);
  });

  it('tells how many candidates the next retention sweep anonymises, and when (issue 30)', async () => {
    signIn('SubAdmin');
    const next = '2031-03-02T12:00:00.000Z';
    await renderApp(
      '/home',
      served('GET', 'dashboard', 200, {
        status: 200,
        response: { ...counts, retention: { candidates: 7, next_sweep_at: next } },
      }),
      answer('profile'),
    );
    const when = new Date(next).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });
    const notice = (await screen.findByText('Data retention')).closest('.MuiAlert-root');
    expect(notice).toHaveTextContent(`The next retention sweep, ${when}, anonymises 7 candidates`);
  });

  it('shows no retention where the server tells none (retention off)', async () => {
    signIn('SubAdmin');
    await renderApp('/home', dashboard(), answer('profile'));
    await tiles();
    expect(screen.queryByText('Data retention')).toBeNull();
  });

  it('says so when the counts cannot be loaded', async () => {
    signIn('SubAdmin');
    await renderApp(
      '/home',
      served('GET', 'dashboard', 500, { status: 500, response: ['Something went wrong'] }),
      answer('profile'),
    );
    expect(await screen.findByText('The counts could not be loaded.')).toBeInTheDocument();
  });

  it('writes a count of thousands as the language does', async () => {
    signIn('SubAdmin');
    const many = { ...counts, total_number_of_active_candidate: 2034 };
    await renderApp(
      '/home',
      served('GET', 'dashboard', 200, { status: 200, response: many }),
      answer('profile'),
    );
    expect(await within(await screen.findByRole('main')).findByText('2,034')).toBeInTheDocument();
    await chooseGerman();
    // The change of language renders the screen afresh.
    expect(await within(await screen.findByRole('main')).findByText('2.034')).toBeInTheDocument();
  });
});
