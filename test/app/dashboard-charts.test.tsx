import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DashboardCharts } from '@contract/dashboard';
import { CANDIDATE_STATUSES } from '@contract/domain';
import candidateTexts from '../../i18n/candidates';
import { answer } from './fixtures/fake-api';
import { renderApp, served, signIn } from './render-app';

/** Twelve Mondays from 7 September 2026, the fourth and the last with applications. */
const MONDAYS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString());
const charts: DashboardCharts = {
  applications_per_week: MONDAYS.map((monday, i) => ({
    week: monday.slice(0, 10),
    count: i === 3 ? 5 : i === 11 ? 17 : 0,
  })),
  candidates_per_status: CANDIDATE_STATUSES.map((status, i) => ({ status, count: i * 10 })),
};

const dashboard = () =>
  served('GET', 'dashboard', 200, { status: 200, response: answer('dashboard').body.response });
const chartAnswer = (status: number, response: unknown) =>
  served('GET', 'dashboardCharts', status, { status, response } as never);

/** A table's rows as [header cell, value] pairs, the column headers first. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('dashboard charts', () => {
  it('reads both charts to screen readers as tables: weeks as DD.MM.YYYY, statuses as the candidate screens name them', async () => {
    signIn('StaffAdmin');
    const { api } = await renderApp('/home', dashboard(), chartAnswer(200, charts), answer('profile'));
    const weeks = await screen.findByRole('table', { name: 'Applications per week (last 12 weeks)' });
    expect(tableRows(weeks)).toEqual([
      ['Week starting', 'Applications'],
      ...charts.applications_per_week.map(({ week, count }) => [
        `${week.slice(8, 10)}.${week.slice(5, 7)}.${week.slice(0, 4)}`,
        String(count),
      ]),
    ]);
    expect(tableRows(screen.getByRole('table', { name: 'Candidates per application status' }))).toEqual([
      ['Application status', 'Candidates'],
      ...CANDIDATE_STATUSES.map((status, i) => [
        candidateTexts.english.candidates.status[status],
        String(i * 10),
      ]),
    ]);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Candidates per application status' }),
    ).toBeVisible();
    expect(api.requests.some((request) => request.path === 'admin-api/dashboard-charts-api/')).toBe(true);
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    signIn('SubAdmin');
    await renderApp('/home', dashboard(), chartAnswer(200, charts), answer('profile'));
    await screen.findByRole('table', { name: 'Applications per week (last 12 weeks)' });
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    const weeks = await screen.findByRole('table', { name: 'Bewerbungen pro Woche (letzte 12 Wochen)' });
    expect(tableRows(weeks)[0]).toEqual(['Woche ab', 'Bewerbungen']);
    const statuses = screen.getByRole('table', { name: 'Kandidaten pro Bewerbungsstatus' });
    expect(tableRows(statuses).map(([status]) => status)).toEqual([
      'Bewerbungsstatus',
      ...CANDIDATE_STATUSES.map((status) => candidateTexts.german.candidates.status[status]),
    ]);
  });

  it('says so when the charts cannot be loaded, and still shows the tiles', async () => {
    signIn('SubAdmin');
    await renderApp('/home', dashboard(), chartAnswer(500, ['Something went wrong']), answer('profile'));
    expect(await screen.findByText('The charts could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Active candidates')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
