import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { answer, fakeApi, itemsOf } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { renderApp, renderWithFetch, served, signIn, tableShowing } from './render-app';

const [ANNA, BEN] = itemsOf('candidateList') as [{ uid: string }, { uid: string }];
const VACANCIES = itemsOf('vacancyList') as { uid: string }[];

/** The candidate list with more records than its page shows: "select all N matching" is offered. */
const manyCandidates = served('GET', 'candidateList', 200, { ...answer('candidateList').body, count: 40 });

const bulkAnswer = (
  response: string,
  { changed, unchanged = 0 }: { changed: number; unchanged?: number },
  refused: { uid: string; reason: string }[] = [],
) =>
  served('POST', 'candidateBulkUpdate', 200, {
    status: 200,
    response,
    data: { changed, unchanged, refused },
  });

async function openList(path: string, role: UserRole, ...answers: RecordedAnswer[]) {
  signIn(role);
  const view = await renderApp(path, ...answers, answer('profile'), answer('customerListing'));
  const table = await screen.findByRole('table', {});
  return { ...view, table, user: userEvent.setup() };
}

const rowCheckboxes = (table: HTMLElement) =>
  within(table).getAllByRole('checkbox', { name: 'Select this row' });

describe('bulk actions on the candidate list', () => {
  it('sets the status of the selected candidates after a confirmation naming the count, then says so', async () => {
    const { api, table, user } = await openList(
      '/all-active-candidate',
      'StaffAdmin',
      answer('candidateList'),
      bulkAnswer('2 candidates updated', { changed: 2 }),
    );
    await within(table).findByText('Anna Applicant');
    for (const box of rowCheckboxes(table)) await user.click(box);
    expect(await screen.findByText('2 items selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Select all .* matching/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the application status of 2 candidates' });
    const apply = within(dialog).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'New value' }));
    await user.click(screen.getByRole('option', { name: 'Contacted' }));
    await user.click(apply);
    expect(await screen.findByText('2 candidates updated')).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === 'customer-api/candidate-bulk-update/');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.body))).toEqual({
      uids: [ANNA.uid, BEN.uid],
      set: { candidate_status: 'Contacted' },
    });
    await waitFor(() => expect(screen.queryByText('2 items selected')).not.toBeInTheDocument());
  });

  it('asks the reason once Rejected is chosen, sends it with the status, and reports the candidates refused', async () => {
    const required = 'Please choose a rejection reason: this customer requires one';
    const reasons = served('GET', 'rejectionReasonList', 200, {
      status: 200,
      response: [
        {
          uid: 'reason-late',
          reason_name: 'Applied too late',
          reason_name_de: 'Zu spät beworben',
          company: null,
        },
        {
          uid: 'reason-permit',
          reason_name: 'No work permit',
          reason_name_de: 'Keine Arbeitserlaubnis',
          company: { company_uid: 'alpha', company_name: 'Alpha GmbH' },
        },
      ],
    });
    const { api, table, user } = await openList(
      '/all-active-candidate',
      'SubAdmin',
      answer('candidateList'),
      reasons,
      bulkAnswer('1 candidate updated', { changed: 1 }, [{ uid: BEN.uid, reason: required }]),
    );
    await within(table).findByText('Anna Applicant');
    for (const box of rowCheckboxes(table)) await user.click(box);
    await user.click(await screen.findByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the application status of 2 candidates' });
    await user.click(within(dialog).getByRole('combobox', { name: 'New value' }));
    await user.click(screen.getByRole('option', { name: 'Contacted' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Rejection reason' })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'New value' }));
    await user.click(screen.getByRole('option', { name: 'Rejected' }));
    expect(
      within(dialog).getByText('Candidates of customers that require a reason are not rejected without one.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Rejection reason' }));
    // A SubAdmin's selection may span customers: a customer's reason names it.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No reason',
      'Applied too late',
      'No work permit (Alpha GmbH)',
    ]);
    await user.click(screen.getByRole('option', { name: 'Applied too late' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(`1 candidate updated. 1 not changed: ${required}`)).toBeInTheDocument();
    const call = api.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(call?.body))).toMatchObject({
      uids: [ANNA.uid, BEN.uid],
      set: { candidate_status: 'Rejected', rejection_reason: 'reason-late' },
    });
  });

  it('selects all N matching, sends the list’s tab and query, and reports what was refused and why', async () => {
    const reason = 'This record does not exist or is not visible to you.';
    const { api, table, user } = await openList(
      '/all-active-candidate',
      'SubAdmin',
      manyCandidates,
      bulkAnswer('38 candidates updated', { changed: 38, unchanged: 1 }, [{ uid: 'gone', reason }]),
    );
    await within(table).findByText('Anna Applicant');
    await user.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    expect(await screen.findByText('All 2 records on this page are selected.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    expect(screen.getByText('All 40 matching records are selected.')).toBeInTheDocument();
    // Unselecting a row ends "all matching"; selecting the page again offers it again.
    await user.click(rowCheckboxes(table)[0] as HTMLElement);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    await user.click(rowCheckboxes(table)[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Select all 40 matching' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 40 matching' }));
    await user.click(screen.getByRole('button', { name: 'Set active state' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the active state of 40 candidates' });
    await user.click(within(dialog).getByRole('combobox', { name: 'New value' }));
    await user.click(screen.getByRole('option', { name: 'Inactive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(`38 candidates updated. 1 already had this value. 1 not changed: ${reason}`),
    ).toBeInTheDocument();
    const bulk = api.requests.find((request) => request.method === 'POST');
    expect(JSON.parse(String(bulk?.body))).toEqual({
      matching: { type: 'active', query: { created_at_lte: expect.any(String) } },
      set: { candidate_active_or_inactive: 'inactive' },
    });
  });

  it('sends the version each selected row was read at; a row a colleague changed since is reported refused', async () => {
    const listed = answer('candidateList').body;
    const rows = listed.response as Record<string, unknown>[];
    const versioned = { ...listed, response: rows.map((row, index) => ({ ...row, version: index + 3 })) };
    const reason = 'Anna Schmidt changed this record after you opened it. Look at it again.';
    const { api, table, user } = await openList(
      '/all-active-candidate',
      'StaffAdmin',
      served('GET', 'candidateList', 200, versioned),
      bulkAnswer('1 candidate updated', { changed: 1 }, [{ uid: BEN.uid, reason }]),
    );
    await within(table).findByText('Anna Applicant');
    for (const box of rowCheckboxes(table)) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the application status of 2 candidates' });
    await user.click(within(dialog).getByRole('combobox', { name: 'New value' }));
    await user.click(screen.getByRole('option', { name: 'Contacted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(`1 candidate updated. 1 not changed: ${reason}`)).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === 'customer-api/candidate-bulk-update/');
    expect(call?.headers.get('Prefer')).toBe('versions');
    expect(JSON.parse(String(call?.body))).toEqual({
      uids: [ANNA.uid, BEN.uid],
      set: { candidate_status: 'Contacted' },
      versions: { [ANNA.uid]: 3, [BEN.uid]: 4 },
    });
  });

  it('sends the version of a row selected on another page, kept from when it was selected', async () => {
    const listed = answer('candidateList').body;
    const [anna, ben] = listed.response as [Record<string, unknown>, Record<string, unknown>];
    const CLARA = { uid: 'c1a7a000-0000-4000-8000-000000000003' };
    const clara = { ...ben, ...CLARA, id: 3, candidate_name: 'Clara Candidate', version: 7 };
    const paged = (page: number, rows: Record<string, unknown>[]) =>
      served('GET', 'candidateList', 200, {
        ...listed,
        // Two pages of the list's 25 rows: the rows shown are few, the pages are what counts.
        count: 27,
        next: page === 1 ? 'page=2' : null,
        previous: page === 2 ? 'page=1' : null,
        response: rows,
      });
    const pageTwo = fakeApi(paged(2, [clara]));
    const api = fakeApi(
      paged(1, [
        { ...anna, version: 3 },
        { ...ben, version: 4 },
      ]),
      bulkAnswer('2 candidates updated', { changed: 2 }),
      answer('profile'),
      answer('customerListing'),
    );
    signIn('StaffAdmin');
    await renderWithFetch('/all-active-candidate', (input, init) =>
      new URL(input, 'http://app.test').searchParams.get('page') === '2'
        ? pageTwo.fetch(input, init)
        : api.fetch(input, init),
    );
    const user = userEvent.setup();
    const table = await tableShowing('Anna Applicant');
    await user.click(rowCheckboxes(table)[0] as HTMLElement);
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await within(table).findByText('Clara Candidate');
    expect(within(table).queryByText('Anna Applicant')).not.toBeInTheDocument();
    await user.click(rowCheckboxes(table)[0] as HTMLElement);
    expect(await screen.findByText('2 items selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set the application status of 2 candidates' });
    await user.click(within(dialog).getByRole('combobox', { name: 'New value' }));
    await user.click(screen.getByRole('option', { name: 'Contacted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('2 candidates updated')).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === 'customer-api/candidate-bulk-update/');
    expect(JSON.parse(String(call?.body))).toEqual({
      uids: [ANNA.uid, CLARA.uid],
      set: { candidate_status: 'Contacted' },
      versions: { [ANNA.uid]: 3, [CLARA.uid]: 7 },
    });
  });

  it("erases the selected candidates after the spec's question, sends their versions, reloads the list and says so", async () => {
    const listed = answer('candidateList').body;
    const rows = listed.response as Record<string, unknown>[];
    const versioned = { ...listed, response: rows.map((row, index) => ({ ...row, version: index + 3 })) };
    const { api, table, user } = await openList(
      '/all-active-candidate',
      'SubAdmin',
      served('GET', 'candidateList', 200, versioned),
      served('POST', 'candidateBulkDelete', 200, {
        status: 200,
        response: '2 candidates deleted and their personal data erased',
        data: { changed: 2, unchanged: 0, refused: [] },
      }),
    );
    await within(table).findByText('Anna Applicant');
    for (const box of rowCheckboxes(table)) await user.click(box);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(
      within(dialog).getByText(
        "The personal data of 2 candidates is erased: the records, notes, files, and the values in the history. You won't be able to revert this!",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    const listReads = () =>
      api.requests.filter((request) => request.path.startsWith('customer-api/candidate-list')).length;
    const readsBefore = listReads();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(
      await screen.findByText('2 candidates deleted and their personal data erased'),
    ).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === 'customer-api/candidate-bulk-delete/');
    expect(call?.method).toBe('POST');
    expect(JSON.parse(String(call?.body))).toEqual({
      uids: [ANNA.uid, BEN.uid],
      versions: { [ANNA.uid]: 3, [BEN.uid]: 4 },
    });
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByText('2 items selected')).not.toBeInTheDocument());
  });

  it('offers a StaffAdmin, who may not delete candidates, no erasure among the bulk actions', async () => {
    const { table, user } = await openList('/all-active-candidate', 'StaffAdmin', answer('candidateList'));
    await within(table).findByText('Anna Applicant');
    await user.click(rowCheckboxes(table)[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Set status' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('speaks German: the toolbar and the confirmations', async () => {
    const { table, user } = await openList('/all-active-candidate', 'SubAdmin', answer('candidateList'));
    await within(table).findByText('Anna Applicant');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    const [first] = await screen.findAllByRole('checkbox', { name: 'Diese Zeile auswählen' });
    await user.click(first as HTMLElement);
    await user.click(await screen.findByRole('button', { name: 'Status setzen' }));
    expect(
      await screen.findByRole('dialog', { name: 'Bewerbungsstatus von 1 Kandidaten setzen' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const erase = await screen.findByRole('dialog', { name: 'Sind Sie sicher?' });
    expect(
      within(erase).getByText(
        'Die personenbezogenen Daten von 1 Kandidaten werden gelöscht: der Datensatz, Notizen, Dateien und die Werte im Verlauf. Dies kann nicht rückgängig gemacht werden!',
      ),
    ).toBeInTheDocument();
    expect(within(erase).getByRole('button', { name: 'Ja, löschen!' })).toBeInTheDocument();
  });
});

describe('bulk actions on the vacancy list', () => {
  it('offers no selection to a StaffAdmin, who may not change vacancies', async () => {
    const { table } = await openList('/all-vacancies', 'StaffAdmin', answer('vacancyList'));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(within(table).queryAllByRole('checkbox')).toEqual([]);
  });

  it('deletes the selected vacancies after a warning naming the count', async () => {
    const { api, table, user } = await openList(
      '/all-vacancies',
      'CustomerAdmin',
      answer('vacancyList'),
      served('POST', 'vacancyBulkDelete', 200, {
        status: 200,
        response: '2 vacancies deleted',
        data: { changed: 2, unchanged: 0, refused: [] },
      }),
    );
    await waitFor(() => expect(rowCheckboxes(table).length).toBe(VACANCIES.length));
    for (const box of rowCheckboxes(table)) await user.click(box);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${VACANCIES.length} vacancies?` });
    expect(within(dialog).getByText(/Their candidates are deleted with them/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 vacancies deleted')).toBeInTheDocument();
    const call = api.requests.find((request) => request.path === 'customer-api/vacancy-bulk-delete/');
    expect(JSON.parse(String(call?.body))).toEqual({ uids: VACANCIES.map((vacancy) => vacancy.uid) });
  });
});
