import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toApiDate } from '@contract/dates';
import { funnelAnswer, type FunnelReport } from '@contract/reports';
import type { FetchLike } from '../../src/providers/http';
import { caughtDownloads } from './fixtures/downloads';
import { answer, fakeApi, itemsOf, type SentRequest } from './fixtures/fake-api';
import { chooseGerman, renderApp, renderWithFetch, served, signIn } from './render-app';

const ACME = itemsOf('customerListing')[0] as { company_uid: string; company_name: string };
const OFFICE_MANAGER = itemsOf('vacancyList')[0] as { uid: string; vacancy_title: string };

const REPORT: FunnelReport = {
  from: '2026-09-01',
  to: '2026-11-23',
  applications: 40,
  stages: [
    { status: 'Applied', current: 10, reached: 40, conversion: 0.75, median_hours: 30, stays: 30 },
    { status: 'Contacted', current: 5, reached: 30, conversion: 0.5, median_hours: 5, stays: 25 },
    { status: 'First_Interview', current: 3, reached: 15, conversion: 1 / 3, median_hours: 60, stays: 12 },
    { status: 'Second_Interview', current: 2, reached: 5, conversion: 0.4, median_hours: 12.25, stays: 3 },
    { status: 'Third_Interview', current: 0, reached: 2, conversion: 0.5, median_hours: null, stays: 0 },
    { status: 'Contract_Sent', current: 0, reached: 1, conversion: 1, median_hours: 24, stays: 1 },
    { status: 'Contract_Signed', current: 0, reached: 1, conversion: 0, median_hours: null, stays: 0 },
    { status: 'Employed', current: 1, reached: 0, conversion: null, median_hours: null, stays: 0 },
    { status: 'Rejected', current: 19, reached: null, conversion: null, median_hours: null, stays: 0 },
  ],
  rejection_reasons: [
    {
      reason: { uid: 'r1', reason_name: 'Not qualified', reason_name_de: 'Nicht qualifiziert' },
      count: 12,
    },
    { reason: null, count: 7 },
  ],
  applications_per_week: [
    { week: '2026-08-31', count: 15 },
    { week: '2026-09-07', count: 25 },
  ],
};

/** funnel-report/'s answer, checked against the contract's schema as the API's would be. */
const report = (body: FunnelReport = REPORT) =>
  served('GET', 'funnelReport', 200, funnelAnswer.parse({ status: 200, response: body }));
const refused = (message: string) => served('GET', 'funnelReport', 400, { status: 400, response: [message] });

const APP_ANSWERS = [
  answer('profile'),
  answer('customerListing'),
  answer('vacancyList'),
  answer('vacancyDetail'),
];

const reportCalls = (requests: SentRequest[]) =>
  requests.filter((request) => request.path === 'customer-api/funnel-report/');

/** A table's rows as the text of their cells, the column headers first. */
const tableRows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

/** The default range: the last 12 weeks up to today, both included, as the browser's calendar has them. */
function defaultRange() {
  const from = new Date();
  from.setDate(from.getDate() - 83);
  return { from: toApiDate(from), to: toApiDate(new Date()) };
}

describe('the hiring funnel report (/reports)', () => {
  it("shows the stage table's figures, percentages and stays, asking for the last 12 weeks", async () => {
    signIn('SubAdmin');
    const { api } = await renderApp('/reports', report(), ...APP_ANSWERS);
    await screen.findByRole('heading', { level: 1, name: 'Hiring funnel' });
    const table = await screen.findByRole('table', { name: 'Candidates per status' });
    expect(tableRows(table)).toEqual([
      [
        'Status',
        'Currently in status',
        'Reached',
        'Conversion to next stage',
        'Median time in status',
        'Finished stays',
      ],
      ['Applied', '10', '40', '75%', '1.3 days', '30'],
      ['Contacted', '5', '30', '50%', '5.0 hours', '25'],
      ['First interview', '3', '15', '33.3%', '2.5 days', '12'],
      ['Second interview', '2', '5', '40%', '12.3 hours', '3'],
      ['Third interview', '0', '2', '50%', '–No finished stay', '0'],
      ['Contract sent', '0', '1', '100%', '1.0 day', '1'],
      ['Contract signed', '0', '1', '0%', '–No finished stay', '0'],
      ['Employed', '1', '0', '–No next stage, or nobody reached this one', '–No finished stay', '0'],
      [
        'Rejected',
        '19',
        '–Not a funnel stage',
        '–No next stage, or nobody reached this one',
        '–No finished stay',
        '0',
      ],
    ]);
    expect(screen.getByText('40 applications from 01.09.2026 to 23.11.2026')).toBeInTheDocument();
    // The charts come after the table (their code loads lazily), each read to screen readers as a table.
    const funnel = await screen.findByRole('table', { name: 'Candidates who reached each stage' });
    expect(tableRows(funnel)).toEqual([
      ['Stage', 'Candidates'],
      ['Applied', '40'],
      ['Contacted', '30'],
      ['First interview', '15'],
      ['Second interview', '5'],
      ['Third interview', '2'],
      ['Contract sent', '1'],
      ['Contract signed', '1'],
      ['Employed', '0'],
    ]);
    expect(tableRows(screen.getByRole('table', { name: 'Rejection reasons' }))).toEqual([
      ['Reason', 'Candidates'],
      ['Not qualified', '12'],
      ['No reason given', '7'],
    ]);
    expect(tableRows(screen.getByRole('table', { name: 'Applications per week' }))).toEqual([
      ['Week starting', 'Applications'],
      ['31.08.2026', '15'],
      ['07.09.2026', '25'],
    ]);
    expect(reportCalls(api.requests).at(-1)?.query).toEqual(defaultRange());
  });

  it('speaks German: headings, columns, statuses, reasons and figures', async () => {
    signIn('SubAdmin');
    await renderApp('/reports', report(), ...APP_ANSWERS);
    await screen.findByRole('table', { name: 'Candidates per status' });
    await chooseGerman();
    await screen.findByRole('heading', { level: 1, name: 'Bewerbungstrichter' });
    const table = screen.getByRole('table', { name: 'Kandidaten pro Status' });
    const rows = tableRows(table);
    expect(rows[0]).toEqual([
      'Status',
      'Derzeit im Status',
      'Erreicht',
      'Übergang zur nächsten Stufe',
      'Mittlere Verweildauer (Median)',
      'Abgeschlossene Verweildauern',
    ]);
    // German writes a space before the percent sign (a no-break space, which the text matcher reads as one).
    expect(within(table).getByRole('row', { name: /Erstes Vorstellungsgespräch/ })).toHaveTextContent(
      /^Erstes Vorstellungsgespräch31533,3 %2,5 Tage12$/,
    );
    expect(rows[2]).toEqual(['Kontaktiert', '5', '30', '50\u00a0%', '5,0 Stunden', '25']);
    expect(screen.getByText('40 Bewerbungen vom 01.09.2026 bis 23.11.2026')).toBeInTheDocument();
    expect(tableRows(await screen.findByRole('table', { name: 'Absagegründe' }))).toEqual([
      ['Grund', 'Kandidaten'],
      ['Nicht qualifiziert', '12'],
      ['Kein Grund angegeben', '7'],
    ]);
    expect(screen.getByRole('group', { name: 'Filter des Berichts' })).toBeInTheDocument();
    expect(screen.getByLabelText('Beworben ab')).toBeInTheDocument();
  });

  it('offers the customer filter to a SubAdmin only', async () => {
    signIn('CustomerAdmin');
    const { api } = await renderApp(`/reports?company=${ACME.company_uid}`, report(), ...APP_ANSWERS);
    await screen.findByRole('table', { name: 'Candidates per status' });
    const filters = screen.getByRole('group', { name: 'Report filters' });
    expect(within(filters).queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Vacancy' })).toBeInTheDocument();
    // A company in a shared link is not the CustomerAdmin's to choose: the API gives them their own.
    expect(reportCalls(api.requests).at(-1)?.query).toEqual(defaultRange());
  });

  it("asks again with each filter changed, the vacancies offered being the chosen customer's", async () => {
    signIn('SubAdmin');
    const { api } = await renderApp('/reports', report(), ...APP_ANSWERS);
    await screen.findByRole('table', { name: 'Candidates per status' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    expect(screen.getByRole('option', { name: 'All customers' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Recruit Administration' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: ACME.company_name }));
    await waitFor(() =>
      expect(reportCalls(api.requests).at(-1)?.query).toEqual({
        ...defaultRange(),
        company: ACME.company_uid,
      }),
    );

    await user.click(screen.getByRole('combobox', { name: 'Vacancy' }));
    await user.click(await screen.findByRole('option', { name: OFFICE_MANAGER.vacancy_title }));
    await waitFor(() =>
      expect(reportCalls(api.requests).at(-1)?.query).toEqual({
        ...defaultRange(),
        company: ACME.company_uid,
        vacancy: OFFICE_MANAGER.uid,
      }),
    );
    const vacancyCalls = api.requests.filter((request) =>
      request.path.startsWith('customer-api/vacancy-list/'),
    );
    expect(vacancyCalls.at(-1)?.query.vacancy_company__company_name__icontains).toBe(ACME.company_name);

    fireEvent.change(screen.getByLabelText('Applied from'), { target: { value: '2026-01-05' } });
    await waitFor(() => expect(reportCalls(api.requests).at(-1)?.query.from).toBe('2026-01-05'));
    expect(reportCalls(api.requests).at(-1)?.query.vacancy).toBe(OFFICE_MANAGER.uid);
  });

  it("shows the API's refusal of a range in its words", async () => {
    signIn('StaffAdmin');
    await renderApp(
      '/reports?from=2026-11-23&to=2026-09-01',
      refused('The end of the range must not be before its start'),
      ...APP_ANSWERS,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The report could not be loaded.');
    expect(alert).toHaveTextContent('The end of the range must not be before its start');
    expect(screen.queryByRole('table', { name: 'Candidates per status' })).not.toBeInTheDocument();
  });

  it('says so when nobody applied in the range', async () => {
    signIn('StaffAdmin');
    const empty = {
      ...REPORT,
      applications: 0,
      stages: REPORT.stages.map((stage) => ({ ...stage, current: 0, stays: 0, median_hours: null })),
      rejection_reasons: [],
      applications_per_week: [],
    };
    await renderApp('/reports', report(empty), ...APP_ANSWERS);
    expect(await screen.findByText('No applications in this range.')).toBeInTheDocument();
    expect(screen.getByText('0 applications from 01.09.2026 to 23.11.2026')).toBeInTheDocument();
  });
});

describe("the report's export", () => {
  const saved = caughtDownloads();

  it('downloads the stage table in the chosen format with the filters on screen', async () => {
    signIn('SubAdmin');
    const recorded = fakeApi(report(), ...APP_ANSWERS);
    const fetch: FetchLike = async (input, init) => {
      const response = await recorded.fetch(input, init);
      if (recorded.last().query.format !== 'xlsx') return response;
      return new Response('PK\u0003\u0004', {
        headers: { 'content-disposition': 'attachment; filename="hiring-funnel-2026-11-23.xlsx"' },
      });
    };
    await renderWithFetch('/reports?from=2026-09-01&to=2026-11-23', fetch);
    await screen.findByRole('table', { name: 'Candidates per status' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (.xlsx)' }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(['hiring-funnel-2026-11-23.xlsx']));
    expect(reportCalls(recorded.requests).at(-1)?.query).toEqual({
      from: '2026-09-01',
      to: '2026-11-23',
      format: 'xlsx',
    });
  });
});
