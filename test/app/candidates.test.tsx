import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import candidateTexts from '../../i18n/candidates';
import { CANDIDATE_STATUSES, type UserRole } from '@contract/domain';
import { answer, fakeApi, itemsOf } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { currentPath, renderApp, renderWithFetch, served, signIn, tableShowing } from './render-app';

/** The demo's media as answers hand them out: signed links that expire (server/platform/media-links.ts). */
const SIGNED = '?expires=1767225600&key=1&signature=Jx3o8b1mQd0Qm5m2y4LrUe3n0vYQ8v4c7H2n9kq1ZlA';
const RESUME = `/media/demo-resume-3f9a1c0d7e2b4a6f8c1d2e3f4a5b6c7d.pdf${SIGNED}`;
const VIDEO = `/media/demo-video-9b8a7c6d5e4f30211f2e3d4c5b6a7980.mp4${SIGNED}`;
const POSTER = `/media/demo-poster-0a1b2c3d4e5f60718293a4b5c6d7e8f9.png${SIGNED}`;

const [ANNA] = itemsOf('candidateList') as [Record<string, unknown> & { uid: string }];
const { english, german } = candidateTexts;

/** Anna with the demo's media: a resume, a video and its poster. */
const annaWithMedia = () =>
  served('GET', 'candidateDetail', 200, {
    status: 200,
    response: [
      {
        ...ANNA,
        candidate_resume: RESUME,
        candidate_file_name: 'Resume-Anna-Applicant.pdf',
        candidate_share_url: VIDEO,
        candidate_thumbnail: POSTER,
      },
    ],
  });

async function openList(path: string, role: UserRole = 'SubAdmin', ...answers: RecordedAnswer[]) {
  signIn(role);
  const view = await renderApp(
    path,
    ...answers,
    answer('candidateList'),
    answer('profile'),
    answer('customerListing'),
  );
  const table = await tableShowing('Anna Applicant');
  return { ...view, table };
}

async function toGerman(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
}

const details = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent ?? '',
    ]),
  );

describe('candidate lists (/all-active-candidate, /all-inactive-candidate, /candidate/{type})', () => {
  it('shows name, email, phone, vacancy title, company, status label and active state, sorted by name', async () => {
    const { api, table } = await openList('/all-active-candidate');
    expect(screen.getByRole('heading', { level: 1, name: 'Candidates' })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      // The selection's checkbox column (issue 12's bulk actions).
      '',
      'Name',
      'Email',
      'Phone',
      'Vacancy title',
      'Company',
      'Application status',
      'Active state',
      'Actions',
    ]);
    expect(
      rows.slice(1).map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1, 8)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      [
        'Anna Applicant',
        'anna@mail.example',
        '+49 30 1234567',
        'Senior Backend Engineer',
        'Acme Recruiting GmbH',
        'Applied',
        'Active',
      ],
      [
        'Ben Bewerber',
        'ben@mail.example',
        '+49 30 1234567',
        'Senior Backend Engineer',
        'Acme Recruiting GmbH',
        'First interview',
        'Inactive',
      ],
    ]);
    const call = api.requests.find((request) => request.path.startsWith('customer-api/candidate-list/'));
    expect(call?.path).toBe('customer-api/candidate-list/active/');
    expect(call?.query).toMatchObject({ ordering: 'candidate_name' });
    expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
  });

  it.each([
    ['/all-inactive-candidate', 'customer-api/candidate-list/inactive/', 'Inactive'],
    ['/candidate/all', 'customer-api/candidate-list/all/', 'All'],
    ['/candidate/active', 'customer-api/candidate-list/active/', undefined],
  ])('lists %s from %s', async (path, apiPath, tab) => {
    const { api } = await openList(path);
    expect(api.requests.some((request) => request.path === apiPath)).toBe(true);
    if (tab) expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  });

  it('sends an unknown /candidate/{type} to all candidates', async () => {
    await openList('/candidate/everyone');
    expect(currentPath()).toBe('/candidate/all');
  });

  it('sorts by the vacancy and the company through the API ordering names', async () => {
    const user = userEvent.setup();
    const { api } = await openList('/all-active-candidate');
    await user.click(screen.getByRole('button', { name: 'Sort by vacancy title ascending' }));
    await waitFor(() => expect(api.last().query.ordering).toBe('vacancy_title'));
    await user.click(screen.getByRole('button', { name: 'Sort by company ascending' }));
    await waitFor(() => expect(api.last().query.ordering).toBe('company_name'));
  });

  it('filters by name, email, vacancy title, company and application status (All plus nine)', async () => {
    const user = userEvent.setup();
    const { api } = await openList('/all-active-candidate');
    await user.type(screen.getByLabelText('Search by name, email, phone, vacancy or company'), 'anna');
    await waitFor(() => expect(api.last().query.search).toBe('anna'));

    await user.click(screen.getByRole('button', { name: 'Advanced search' }));
    await user.type(await screen.findByLabelText('Name'), 'an');
    await user.type(screen.getByLabelText('Email'), 'mail');
    await user.type(screen.getByLabelText('Vacancy title'), 'backend');
    await waitFor(() =>
      expect(api.last().query).toMatchObject({
        candidate_name__icontains: 'an',
        candidate_email__icontains: 'mail',
        vacancy__vacancy_title__icontains: 'backend',
      }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Acme Recruiting GmbH' }),
    );
    await waitFor(() =>
      expect(api.last().query.vacancy__vacancy_company__company_name__icontains).toBe('Acme Recruiting GmbH'),
    );

    await user.click(screen.getByRole('combobox', { name: 'Application status' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      ...CANDIDATE_STATUSES.map((status) => english.candidates.status[status]),
    ]);
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Rejected' }));
    await waitFor(() => expect(api.last().query.candidate_status).toBe('Rejected'));
  });

  it('shows cards with the placeholder picture, and opens details and edit', async () => {
    const user = userEvent.setup();
    await openList('/all-active-candidate');
    await user.click(screen.getAllByRole('button', { name: /^Actions for / })[0] as HTMLElement);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/candidate-edit/active/${ANNA.uid}`,
    );
    expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Grid view' }));
    const card = (await screen.findByText('Anna Applicant')).closest('a') as HTMLElement;
    expect(card).toHaveAttribute('href', `/candidate/details/active/${ANNA.uid}`);
    expect(card).toHaveTextContent('anna@mail.example');
    expect(card).toHaveTextContent('Applied');
    expect(card.querySelector('img')?.getAttribute('src')).toMatch(/placeholder-avatar\.svg$/);
    await user.click(card);
    await waitFor(() => expect(currentPath()).toBe(`/candidate/details/active/${ANNA.uid}`));
  });

  it('lets a StaffAdmin edit candidates', async () => {
    await openList('/all-active-candidate', 'StaffAdmin');
    expect(screen.getAllByRole('button', { name: /^Actions for / })).toHaveLength(2);
  });

  it('names every status in German too', async () => {
    const user = userEvent.setup();
    await openList('/all-active-candidate');
    await toGerman(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kandidaten' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Beworben')).toBeInTheDocument();
    expect(within(table).getByText('Erstes Vorstellungsgespräch')).toBeInTheDocument();
    expect(within(table).getByText('Inaktiv')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Bewerbungsstatus/ })).toBeInTheDocument();
    expect(Object.keys(german.candidates.status)).toEqual([...CANDIDATE_STATUSES]);
  });

  it('tells screen readers how many candidates match, again after a search', async () => {
    signIn('SubAdmin');
    const recorded = answer('candidateList');
    const all = fakeApi(
      served('GET', 'candidateList', 200, { ...recorded.body, count: 60, next: 'page=2' }),
      answer('profile'),
      answer('customerListing'),
    );
    const found = fakeApi(recorded);
    await renderWithFetch('/all-active-candidate', (input, init) =>
      new URL(input, 'http://app.test').searchParams.get('search')
        ? found.fetch(input, init)
        : all.fetch(input, init),
    );
    const user = userEvent.setup();
    const counts = () => screen.getAllByRole('status').map((region) => region.textContent);
    await waitFor(() => expect(counts()).toContain('60 results'));
    await user.type(
      screen.getByRole('textbox', { name: 'Search by name, email, phone, vacancy or company' }),
      'anna',
    );
    await waitFor(() => expect(counts()).toContain('2 results'));
  });

  it('names its page buttons in the language chosen', async () => {
    const user = userEvent.setup();
    const recorded = answer('candidateList');
    await openList(
      '/all-active-candidate',
      'SubAdmin',
      served('GET', 'candidateList', 200, { ...recorded.body, count: 60, next: 'page=2' }),
    );
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    await toGerman(user);
    expect(await screen.findByRole('navigation', { name: 'Seiten' })).toBeInTheDocument();
  });
});

describe('candidate detail (/candidate/details/{type}/{uid})', () => {
  async function openDetail(...answers: RecordedAnswer[]) {
    signIn('StaffAdmin');
    const view = await renderApp(
      `/candidate/details/active/${ANNA.uid}`,
      ...answers,
      answer('candidateDetail'),
      answer('profile'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Candidate details' });
    await screen.findByText('Anna Applicant');
    return view;
  }

  it('labels every field, links the resume and plays the video in the page', async () => {
    await openDetail(annaWithMedia());
    expect(details()).toEqual({
      Name: 'Anna Applicant',
      Email: 'anna@mail.example',
      Phone: '+49 30 1234567',
      'Applied on': '22.11.2026',
      'Vacancy title': 'Senior Backend Engineer',
      Company: 'Acme Recruiting GmbH',
      'Application status': 'Applied',
      'Active state': 'Active',
      'Language of mails': 'German',
      Resume: 'Open the resume (Resume-Anna-Applicant.pdf)',
      Video: 'This browser cannot play the video.',
    });
    expect(screen.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute(
      'href',
      'tel:+49-30-1234567',
    );
    const resume = screen.getByRole('link', { name: /Open the resume/ });
    expect(resume).toHaveAttribute('href', RESUME);
    expect(resume).toHaveAttribute('target', '_blank');
    const video = screen.getByLabelText('Video', { selector: 'video' });
    expect(video).toHaveAttribute('src', VIDEO);
    expect(video).toHaveAttribute('poster', POSTER);
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('link', { name: 'Senior Backend Engineer' })).toHaveAttribute(
      'href',
      '/vacancy/details/all/a1ea2c35-1501-4ccc-833d-7f23009aad72/1',
    );
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/candidate-edit/active/${ANNA.uid}`,
    );
  });

  it('says so when there is no resume or video', async () => {
    await openDetail();
    expect(details()).toMatchObject({ Resume: 'No resume', Video: 'No video' });
  });

  it('shows a phone without digits to dial as text, not as a link that dials nothing', async () => {
    await openDetail(
      served('GET', 'candidateDetail', 200, {
        status: 200,
        response: [{ ...ANNA, candidate_phone_number: 'via HR' }],
      }),
    );
    expect(details()).toMatchObject({ Phone: 'via HR' });
    expect(screen.queryByRole('link', { name: 'via HR' })).toBeNull();
  });
});

/** Anna's company, as her vacancy names it: its reasons and the platform's are her choices. */
const ANNA_COMPANY = (ANNA.vacancy as { vacancy_company: { company_uid: string; company_name: string } })
  .vacancy_company;

/** The reasons the StaffAdmin reads: the platform's, Anna's company's (issue 34). */
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
      uid: 'reason-own',
      reason_name: 'No work permit',
      reason_name_de: 'Keine Arbeitserlaubnis',
      company: ANNA_COMPANY,
    },
  ],
});

/** Anna as her company requires a reason to reject her. */
const reasonRequired = served('GET', 'candidateDetail', 200, {
  status: 200,
  response: [{ ...ANNA, rejection_reason: null, rejection_reason_required: true }],
});

describe('edit candidate (/candidate-edit/{type}/{uid})', () => {
  async function openEdit(...answers: RecordedAnswer[]) {
    signIn('StaffAdmin');
    const view = await renderApp(
      `/candidate-edit/inactive/${ANNA.uid}`,
      ...answers,
      reasons,
      answer('candidateDetail'),
      answer('profile'),
    );
    await screen.findByRole('heading', { level: 1, name: 'Edit candidate' });
    await screen.findByDisplayValue('Anna Applicant');
    return view;
  }

  const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

  it('starts from the candidate, with both radio groups and a breadcrumb to the active candidates', async () => {
    await openEdit();
    expect(field('Email')).toHaveValue('anna@mail.example');
    expect(field('Phone')).toHaveValue('+49 30 1234567');
    const statuses = screen.getByRole('group', { name: /^Application status/ });
    expect(
      within(statuses)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([...CANDIDATE_STATUSES]);
    expect(within(statuses).getByRole('radio', { name: 'Applied' })).toBeChecked();
    const active = screen.getByRole('group', { name: /^Active state/ });
    expect(within(active).getByRole('radio', { name: 'Active' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Candidates' })).toHaveAttribute('href', '/all-active-candidate');
  });

  it("validates on blur with the spec's messages", async () => {
    const user = userEvent.setup();
    await openEdit();
    await user.clear(field('Name'));
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await user.clear(field('Email'));
    await user.type(field('Email'), 'anna-at-mail');
    await user.tab();
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it("sends Rejected as 'Rejected' (not the source's 'Active') and inactive, then shows the message and goes back", async () => {
    const user = userEvent.setup();
    const { api } = await openEdit(answer('candidateUpdate'));
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    await user.click(screen.getByRole('radio', { name: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('candidate updated successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT');
    expect(sent?.path).toBe(`customer-api/update-candidate/${ANNA.uid}/`);
    expect(JSON.parse(String(sent?.body))).toEqual({
      candidate_name: 'Anna Applicant',
      candidate_email: 'anna@mail.example',
      candidate_phone_number: '+49 30 1234567',
      candidate_status: 'Rejected',
      candidate_active_or_inactive: 'inactive',
      // None given, where the company requires none (issue 34).
      rejection_reason: null,
      candidate_language: 'german',
    });
    // Opened directly, "back" is the candidate's detail.
    await waitFor(() => expect(currentPath()).toBe(`/candidate/details/inactive/${ANNA.uid}`));
  });

  it('asks the reason while the status is Rejected, from the company’s choices, and sends it by uid', async () => {
    const user = userEvent.setup();
    const { api } = await openEdit(answer('candidateUpdate'));
    expect(screen.queryByRole('combobox', { name: 'Rejection reason' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    await user.click(await screen.findByRole('combobox', { name: 'Rejection reason' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'No reason',
      'Applied too late',
      'No work permit',
    ]);
    await user.click(screen.getByRole('option', { name: 'No work permit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('candidate updated successfully')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT');
    expect(JSON.parse(String(sent?.body))).toMatchObject({
      candidate_status: 'Rejected',
      rejection_reason: 'reason-own',
    });
  });

  it('requires the reason where the company does, and sends nothing until given', async () => {
    const user = userEvent.setup();
    const { api } = await openEdit(reasonRequired, answer('candidateUpdate'));
    await user.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(
      await screen.findByText('This customer requires a reason to reject a candidate.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Please choose a rejection reason: this customer requires one'),
    ).toBeInTheDocument();
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    await user.click(screen.getByRole('combobox', { name: /Rejection reason/ }));
    expect(screen.queryByRole('option', { name: 'No reason' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Applied too late' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
  });

  it('asks and requires the reason in German too, naming the reasons by their German names', async () => {
    const user = userEvent.setup();
    await openEdit(reasonRequired);
    await toGerman(user);
    await user.click(await screen.findByRole('radio', { name: german.candidates.status.Rejected }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Bitte wählen Sie einen Ablehnungsgrund: dieser Kunde verlangt einen'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Ablehnungsgrund/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Keine Arbeitserlaubnis',
      'Zu spät beworben',
    ]);
  });

  it("shows the server's first message and stays when the API refuses", async () => {
    const user = userEvent.setup();
    const refused = served('PUT', 'candidateUpdate', 404, {
      status: 404,
      response: ['This record does not exist or is not visible to you.'],
    });
    await openEdit(refused);
    await user.click(screen.getByRole('radio', { name: 'Contacted' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This record does not exist or is not visible to you.'),
    ).toBeInTheDocument();
    expect(currentPath()).toBe(`/candidate-edit/inactive/${ANNA.uid}`);
  });

  it('speaks German: labels and all nine statuses', async () => {
    const user = userEvent.setup();
    await openEdit();
    await toGerman(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kandidat bearbeiten' })).toBeInTheDocument();
    const statuses = screen.getByRole('group', { name: /^Bewerbungsstatus/ });
    expect(
      within(statuses)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(CANDIDATE_STATUSES.map((status) => german.candidates.status[status]));
  });
});
