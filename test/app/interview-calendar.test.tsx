import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRole } from '@contract/domain';
import { interviewListAnswer, type Interview } from '@contract/interviews';
import { stubMatchMedia } from './fixtures/browser-stubs';
import { caughtDownloads } from './fixtures/downloads';
import { answer, itemsOf, type SentRequest } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { dayCapped, toEvent } from '../../src/interviews/calendar/events';
import { chooseGerman, currentPath, renderApp, served, signIn } from './render-app';

afterEach(() => vi.unstubAllGlobals());

const saved = caughtDownloads();

const PROFILE = answer('profile').body.response as { user_uid: string; full_name: string };
const [SAM] = itemsOf('userList').filter((user) => user.user_uid !== PROFILE.user_uid) as [
  { user_uid: string; full_name: string },
];
const [VACANCY] = itemsOf('vacancyList') as [{ uid: string; vacancy_title: string }];
const [COMPANY] = itemsOf('customerListing') as [{ company_uid: string; company_name: string }];

/** A local time, so that the expected texts hold in any time zone. */
const local = (month: number, day: number, hours: number, minutes = 0) =>
  new Date(2026, month - 1, day, hours, minutes).toISOString();

function interview(uid: string, candidate: string, startsAt: string, round: Interview['round']): Interview {
  const admin = { user_uid: PROFILE.user_uid, full_name: PROFILE.full_name };
  return {
    uid,
    candidate: { uid: `candidate-${uid}`, candidate_name: candidate },
    vacancy: { uid: VACANCY.uid, vacancy_title: VACANCY.vacancy_title },
    company: { company_uid: COMPANY.company_uid, company_name: COMPANY.company_name },
    round,
    starts_at: startsAt,
    duration_minutes: 60,
    location: 'Room 1',
    video_link: '',
    time_zone: 'Europe/Berlin',
    interviewers: [admin],
    candidate_invited: false,
    organizer: admin,
    created_at: local(11, 1, 9),
    updated_at: local(11, 1, 9),
    version: 1,
  };
}

const ANNA = interview('i1', 'Anna Schmidt', local(12, 15, 14), 'First_Interview');
const BEN = interview('i2', 'Ben Müller', local(12, 16, 9, 30), 'Second_Interview');

/** interview-list/'s answer, checked against the contract's schema as the API's would be. */
const interviews = (...items: Interview[]): RecordedAnswer =>
  served('GET', 'interviewList', 200, interviewListAnswer.parse({ status: 200, response: items }));

/**
 * An accessible name with the screen-reader-only part after the visible one: the name computation puts a
 * space between them (the hidden part is positioned, so a block of its own), as some screen readers do.
 */
const named = (visible: string, hidden: string) => new RegExp(`^${escape(visible)}\\s?${escape(hidden)}$`);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const listCalls = (requests: SentRequest[]) =>
  requests.filter((request) => request.path === 'customer-api/interview-list/');
const lastListCall = (requests: SentRequest[]) => listCalls(requests).at(-1)?.query ?? {};

async function openCalendar(path: string, role: UserRole = 'SubAdmin', ...answers: RecordedAnswer[]) {
  signIn(role);
  // The answers given first, an error say, take the place of the usual ones.
  const view = await renderApp(
    path,
    ...answers,
    interviews(ANNA, BEN),
    answer('profile'),
    answer('userList'),
    answer('userDetail'),
    answer('vacancyList'),
    answer('vacancyDetail'),
    answer('customerListing'),
  );
  await screen.findByRole('heading', { level: 1, name: 'Interviews' });
  return { ...view, user: userEvent.setup() };
}

describe('interviews calendar (/interviews)', () => {
  it("shows the month's interviews at their local time, fetching the month's visible weeks", async () => {
    const { api } = await openCalendar('/interviews?view=month&date=2026-12-15');
    expect(await screen.findByRole('link', { name: /^14:00 Anna Schmidt/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^09:30 Ben Müller/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    // From the Monday before 1 December to the Monday after the 31st.
    expect(lastListCall(api.requests)).toEqual({
      starts_after: new Date(2026, 10, 30).toISOString(),
      starts_before: new Date(2027, 0, 4).toISOString(),
    });
  });

  it('tells the round and the moment in the link, and opens the candidate on a click', async () => {
    const { user } = await openCalendar('/interviews?view=month&date=2026-12-15');
    const anna = await screen.findByRole('link', { name: /^14:00 Anna Schmidt/ });
    expect(anna).toHaveAccessibleName(named('14:00 Anna Schmidt', ', First interview, 15.12.2026 at 14:00'));
    await user.click(anna);
    await waitFor(() => expect(currentPath()).toBe('/candidate/details/all/candidate-i1'));
  });

  it('switches to the week and the agenda, fetching the range each shows', async () => {
    const { api, user } = await openCalendar('/interviews?view=month&date=2026-12-15');
    await screen.findByRole('link', { name: /Anna Schmidt/ });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() =>
      expect(lastListCall(api.requests)).toEqual({
        starts_after: new Date(2026, 11, 14).toISOString(),
        starts_before: new Date(2026, 11, 21).toISOString(),
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 2, name: '14.12.2026 – 20.12.2026' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', {
        name: named('14:00 – 15:00 Anna Schmidt', ', First interview, 15.12.2026 at 14:00'),
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agenda' }));
    const anna = await screen.findByRole('link', { name: /^Anna Schmidt/ });
    const row = anna.closest('tr') ?? expect.fail('the agenda shows no row of Anna');
    expect(row).toHaveTextContent(/14:00 – 15:00.*Anna Schmidt · First interview · Office Manager/);
    expect(lastListCall(api.requests)).toMatchObject({ starts_after: new Date(2026, 11, 15).toISOString() });

    // The next agenda starts AGENDA_DAYS later, as react-big-calendar pages it.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(lastListCall(api.requests)).toMatchObject({ starts_after: new Date(2027, 0, 14).toISOString() }),
    );
  });

  it('keeps the view and the day of the address on a reload; an interview there opens by its button', async () => {
    const { api, user } = await openCalendar('/interviews?view=day&date=2026-12-16');
    const ben = await screen.findByRole('button', {
      name: named('09:30 – 10:30 Ben Müller', ', Second interview, 16.12.2026 at 09:30'),
    });
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    expect(lastListCall(api.requests)).toEqual({
      starts_after: new Date(2026, 11, 16).toISOString(),
      starts_before: new Date(2026, 11, 17).toISOString(),
    });
    ben.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(currentPath()).toBe('/candidate/details/all/candidate-i2'));
  });

  it('filters by interviewer, company and vacancy, each by its uid', async () => {
    const { api, user } = await openCalendar('/interviews?view=month&date=2026-12-15');
    await screen.findByRole('link', { name: /Anna Schmidt/ });

    await user.click(screen.getByRole('combobox', { name: 'Interviewer' }));
    await user.click(await screen.findByRole('option', { name: SAM.full_name }));
    await waitFor(() => expect(lastListCall(api.requests)).toMatchObject({ interviewer: SAM.user_uid }));

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: COMPANY.company_name }));
    await waitFor(() => expect(lastListCall(api.requests)).toMatchObject({ company: COMPANY.company_uid }));

    await user.click(screen.getByRole('combobox', { name: 'Vacancy' }));
    await user.click(await screen.findByRole('option', { name: VACANCY.vacancy_title }));
    await waitFor(() =>
      expect(lastListCall(api.requests)).toMatchObject({
        interviewer: SAM.user_uid,
        company: COMPANY.company_uid,
        vacancy: VACANCY.uid,
      }),
    );
  });

  it("exports the range and filters it shows, on the browser's clocks, as the chosen file", async () => {
    const { api, user } = await openCalendar('/interviews?view=month&date=2026-12-15');
    await screen.findByRole('link', { name: /Anna Schmidt/ });
    await user.click(screen.getByRole('combobox', { name: 'Interviewer' }));
    await user.click(await screen.findByRole('option', { name: SAM.full_name }));
    await waitFor(() => expect(lastListCall(api.requests)).toMatchObject({ interviewer: SAM.user_uid }));
    const shown = lastListCall(api.requests);

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Excel workbook (.xlsx)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(lastListCall(api.requests)).toEqual({
      ...shown,
      format: 'xlsx',
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(saved[0]?.name).toBe('interviews.xlsx');
  });

  it('offers a StaffAdmin, who may not list users, only their own interviews and no company filter', async () => {
    const { api, user } = await openCalendar('/interviews?view=month&date=2026-12-15', 'StaffAdmin');
    await screen.findByRole('link', { name: /Anna Schmidt/ });
    expect(screen.queryByRole('combobox', { name: 'Interviewer' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    await user.click(await screen.findByRole('checkbox', { name: 'Only my interviews' }));
    await waitFor(() => expect(lastListCall(api.requests)).toMatchObject({ interviewer: PROFILE.user_uid }));
  });

  it('speaks German: the views, the buttons and the month', async () => {
    const { user } = await openCalendar('/interviews?view=month&date=2026-12-15');
    await screen.findByRole('link', { name: /Anna Schmidt/ });
    await chooseGerman();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dezember 2026' })).toBeInTheDocument();
    for (const name of ['Monat', 'Woche', 'Tag', 'Terminliste', 'Heute', 'Zurück', 'Weiter'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terminliste' }));
    const anna = await screen.findByRole('link', { name: /^Anna Schmidt/ });
    expect(anna.closest('tr')).toHaveTextContent(/Di\.? 15\.12\.2026.*Erstes Vorstellungsgespräch/);
  });

  it('shows a phone the agenda only, whatever the address says', async () => {
    stubMatchMedia((query) => /max-width/.test(query));
    await openCalendar('/interviews?view=month&date=2026-12-15');
    const anna = await screen.findByRole('link', { name: /^Anna Schmidt · First interview/ });
    expect(anna.closest('tr')).toHaveTextContent(/14:00 – 15:00/);
    expect(screen.queryByRole('button', { name: 'Month' })).toBeNull();
  });

  it('says so when the interviews cannot be loaded', async () => {
    await openCalendar(
      '/interviews?view=month&date=2026-12-15',
      'SubAdmin',
      served('GET', 'interviewList', 500, { status: 500, response: ['Something went wrong'] }),
    );
    expect(await screen.findByText('The interviews could not be loaded.')).toBeInTheDocument();
  });
});

describe("the month view's events (dayCapped)", () => {
  const at = (day: number, hour: number) =>
    toEvent(
      interview(`${day}-${hour}`, 'Anna', new Date(2027, 2, day, hour).toISOString(), 'First_Interview'),
    );

  it("gives each day's first events only, and the day's real count for its '+N more'", () => {
    const events = [at(1, 8), at(1, 9), at(1, 10), at(2, 8), at(1, 11)];
    const { events: shown, countOn } = dayCapped(events, 2);
    expect(shown).toEqual([events[0], events[1], events[3]]);
    expect(countOn(new Date(2027, 2, 1, 23))).toBe(4);
    expect(countOn(new Date(2027, 2, 2))).toBe(1);
    expect(countOn(new Date(2027, 2, 3))).toBe(0);
  });
});
