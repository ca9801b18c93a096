import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { InterviewConflict } from '@contract/interviews';
import { answer, itemsOf, type SentRequest } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { chooseGerman, renderApp, served, signIn } from './render-app';
import type { InterviewRecord } from '../../src/interviews/types';

const [ANNA] = itemsOf('candidateDetail') as unknown as [{ uid: string }];
/** Who may conduct Anna's interviews, by name: the administrator, Clara and Sam. */
const [ADMIN, , SAM] = itemsOf('interviewInterviewers') as unknown as [Person, Person, Person];
interface Person {
  user_uid: string;
  full_name: string;
}

/** A local time, so that the expected texts hold in any time zone. */
const local = (day: number, hours: number, minutes = 0) =>
  new Date(2026, 10, day, hours, minutes).toISOString();

/** The recorded interview (Sam and the administrator, invited), at 14:00 local. */
const RECORDED = itemsOf('interviewList')[0] as unknown as InterviewRecord;
const INTERVIEW = { ...RECORDED, starts_at: local(28, 14) };

const list = (...interviews: InterviewRecord[]) =>
  served('GET', 'interviewList', 200, { status: 200, response: interviews });

/** The candidate's details with its interviews, signed in as the recorded administrator. */
async function openInterviews(...answers: RecordedAnswer[]) {
  signIn('SubAdmin');
  const view = await renderApp(
    `/candidate/details/active/${ANNA.uid}`,
    ...answers,
    answer('interviewInterviewers'),
    answer('interviewConflictsNone'),
    served('GET', 'candidateNotes', 200, { status: 200, response: [] }),
    served('GET', 'candidateScorecards', 200, { status: 200, response: [], withheld: [] }),
    served('GET', 'recordHistory', 200, { status: 200, response: [], count: 0 }),
    answer('candidateDetail'),
    answer('profile'),
  );
  const section = await screen.findByRole('region', { name: 'Interviews' });
  return { ...view, section };
}

const isWrite = (method: string) => (request: SentRequest) =>
  request.method === method && request.path.startsWith('customer-api/interview-');
const bodyOf = (request: SentRequest | undefined) =>
  JSON.parse(String(request?.body)) as Record<string, unknown>;

async function openDialog(user: UserEvent, section: HTMLElement, button: string) {
  await user.click(await within(section).findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: button });
}

async function chooseInterviewer(user: UserEvent, dialog: HTMLElement, name: string) {
  await user.type(within(dialog).getByRole('combobox', { name: /Interviewers/ }), name.slice(0, 3));
  await user.click(await screen.findByRole('option', { name }));
}

/** Tomorrow at 10:00 local, as the form proposes. */
function tomorrowAtTen(): Date {
  const day = new Date();
  day.setDate(day.getDate() + 1);
  day.setHours(10, 0, 0, 0);
  return day;
}

describe('interviews on the candidate details', () => {
  it('lists them between the details and the notes: round, local date and time, place, link, people', async () => {
    const { api, section } = await openInterviews(list(INTERVIEW));
    const item = await within(section).findByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'First interview' })).toBeInTheDocument();
    expect(item).toHaveTextContent('28.11.2026 at 14:00 · 45 minutes');
    expect(item).toHaveTextContent('Room 4, Hauptstraße 1');
    expect(within(item).getByRole('link', { name: 'Video call' })).toHaveAttribute(
      'href',
      INTERVIEW.video_link,
    );
    expect(item).toHaveTextContent('With Administrator, Sam Staff · Candidate invited');
    const listed = api.requests.find((request) => request.path === 'customer-api/interview-list/');
    expect(listed?.query.candidate).toBe(ANNA.uid);
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(regions.indexOf(section.getAttribute('aria-labelledby'))).toBeLessThan(
      regions.indexOf(notes.getAttribute('aria-labelledby')),
    );
  });

  it('speaks German: the date as "um … Uhr", the round as the status label', async () => {
    await openInterviews(list(INTERVIEW));
    await chooseGerman();
    const section = await screen.findByRole('region', { name: 'Vorstellungsgespräche' });
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent('Erstes Vorstellungsgespräch');
    expect(item).toHaveTextContent('28.11.2026 um 14:00 Uhr · 45 Minuten');
    expect(within(section).getByRole('button', { name: 'Gespräch planen' })).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    const { section } = await openInterviews(list());
    expect(await within(section).findByText('No interviews scheduled')).toBeInTheDocument();
  });

  it("schedules one with the proposed round and time, moving the candidate, and shows the server's message", async () => {
    const user = userEvent.setup();
    const { api, section } = await openInterviews(list(), answer('interviewCreate'));
    const dialog = await openDialog(user, section, 'Schedule interview');
    expect(within(dialog).getByRole('combobox', { name: /Round/ })).toHaveTextContent('First interview');
    expect(within(dialog).getByRole('textbox', { name: /Date/ })).toHaveValue(
      tomorrowAtTen().toLocaleDateString('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    );
    expect(within(dialog).getByLabelText(/Time/)).toHaveValue('10:00');
    expect(within(dialog).getByRole('spinbutton', { name: /Duration/ })).toHaveValue(60);
    const move = within(dialog).getByRole('checkbox', { name: "Move the candidate's status to this round" });
    expect(move).toBeChecked();
    expect(
      within(dialog).getByRole('checkbox', { name: 'Send the candidate an invitation' }),
    ).not.toBeChecked();
    await user.type(within(dialog).getByRole('textbox', { name: 'Place' }), 'Room 4');
    await chooseInterviewer(user, dialog, 'Sam Staff');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send the candidate an invitation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    expect(await screen.findByText('Interview scheduled')).toBeInTheDocument();
    const sent = api.requests.find(isWrite('POST'));
    expect(sent?.path).toBe('customer-api/interview-create/');
    expect(bodyOf(sent)).toEqual({
      candidate_uid: ANNA.uid,
      round: 'First_Interview',
      starts_at: tomorrowAtTen().toISOString(),
      duration_minutes: 60,
      location: 'Room 4',
      video_link: '',
      interviewer_uids: [SAM.user_uid],
      invite_candidate: true,
      move_candidate: true,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section).getByRole('button', { name: 'Schedule interview' })).toHaveFocus();
  });

  it('checks with the contract before sending: a place or a link, an interviewer', async () => {
    const user = userEvent.setup();
    const { api, section } = await openInterviews(list());
    const dialog = await openDialog(user, section, 'Schedule interview');
    const submit = within(dialog).getByRole('button', { name: 'Schedule interview' });
    await user.click(submit);
    expect(await within(dialog).findByText('Please choose at least one interviewer')).toBeInTheDocument();
    // The contract asks for a place once the fields themselves are right.
    await chooseInterviewer(user, dialog, 'Sam Staff');
    await user.click(submit);
    const place = within(dialog).getByRole('textbox', { name: 'Place' });
    await waitFor(() => expect(place).toHaveAccessibleDescription('Please enter a place or a video link'));
    expect(place).toHaveAttribute('aria-invalid', 'true');
    const link = within(dialog).getByRole('textbox', { name: 'Video link' });
    await user.type(link, 'meet.example/abc');
    await user.click(submit);
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription('Please enter a link starting with https:// or http://'),
    );
    expect(api.requests.some(isWrite('POST'))).toBe(false);
  });

  it("shows the server's refusal and keeps the dialog open with what was typed", async () => {
    const user = userEvent.setup();
    const { section } = await openInterviews(list(), answer('interviewCreateInvalid'));
    const dialog = await openDialog(user, section, 'Schedule interview');
    await user.type(within(dialog).getByRole('textbox', { name: 'Place' }), 'Room 4');
    await chooseInterviewer(user, dialog, 'Sam Staff');
    await user.click(within(dialog).getByRole('button', { name: 'Schedule interview' }));
    expect(await screen.findByText('Please enter a place or a video link')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Place' })).toHaveValue('Room 4');
  });

  it('warns, without refusing, when an interviewer already has an interview then', async () => {
    const user = userEvent.setup();
    const [conflict] = itemsOf('interviewConflicts') as unknown as [InterviewConflict];
    const busy = served('GET', 'interviewConflicts', 200, {
      status: 200,
      response: [{ ...conflict, starts_at: local(28, 14, 30), duration_minutes: 30 }],
    });
    const { api, section } = await openInterviews(list(INTERVIEW), busy, answer('interviewUpdate'));
    const dialog = await openDialog(user, section, 'Edit interview');
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('Interviewers already busy at this time');
    expect(warning).toHaveTextContent('Sam Staff has another interview on 28.11.2026 at 14:30 (30 minutes).');
    const asked = api.requests.find((request) => request.path === 'customer-api/interview-conflicts/');
    expect(asked?.query).toEqual({
      starts_at: INTERVIEW.starts_at,
      duration_minutes: '45',
      interviewer_uids: `${ADMIN.user_uid},${SAM.user_uid}`,
      except: INTERVIEW.uid,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Interview updated')).toBeInTheDocument();
  });

  it("edits with the interview's version, without the move box", async () => {
    const user = userEvent.setup();
    const { api, section } = await openInterviews(list(INTERVIEW), answer('interviewUpdate'));
    const dialog = await openDialog(user, section, 'Edit interview');
    expect(within(dialog).queryByRole('checkbox', { name: /Move the candidate/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Send the candidate an invitation' })).toBeChecked();
    const duration = within(dialog).getByRole('spinbutton', { name: /Duration/ });
    await user.clear(duration);
    await user.type(duration, '90');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Interview updated')).toBeInTheDocument();
    const sent = api.requests.find(isWrite('PUT'));
    expect(sent?.path).toBe(`customer-api/interview-update/${INTERVIEW.uid}/`);
    expect(sent?.headers.get('If-Match')).toBe(`"${INTERVIEW.version}"`);
    expect(bodyOf(sent)).toEqual({
      round: 'First_Interview',
      starts_at: INTERVIEW.starts_at,
      duration_minutes: 90,
      location: INTERVIEW.location,
      video_link: INTERVIEW.video_link,
      interviewer_uids: [ADMIN.user_uid, SAM.user_uid],
      invite_candidate: true,
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('cancels one only once confirmed', async () => {
    const user = userEvent.setup();
    const { api, section } = await openInterviews(list(INTERVIEW), answer('interviewCancel'));
    await user.click(await within(section).findByRole('button', { name: 'Cancel interview' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(question).toHaveTextContent(
      'The interviewers, and the candidate if invited, receive a cancellation.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.some(isWrite('DELETE'))).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Cancel interview' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it!' }));
    expect(await screen.findByText('Interview cancelled')).toBeInTheDocument();
    const sent = api.requests.find(isWrite('DELETE'));
    expect(sent?.path).toBe(`customer-api/interview-cancel/${INTERVIEW.uid}/`);
    expect(sent?.headers.get('If-Match')).toBe(`"${INTERVIEW.version}"`);
  });

  it("shows an interview's changes on the candidate's timeline, labelled as its form labels them", async () => {
    const entry = {
      id: 7,
      kind: 'interview',
      action: 'update',
      subject_uid: ANNA.uid,
      record_uid: INTERVIEW.uid,
      actor: ADMIN,
      changes: [
        { field: 'starts_at', from: local(28, 14), to: local(29, 9, 30) },
        { field: 'round', from: 'First_Interview', to: 'Second_Interview' },
        { field: 'candidate_invited', from: 'false', to: 'true' },
      ],
      created_at: local(25, 8),
      erased: false,
    };
    await openInterviews(
      list(),
      served('GET', 'recordHistory', 200, { status: 200, response: [entry], count: 1 }),
    );
    const history = await screen.findByRole('region', { name: 'History' });
    // The entry, whose changes are list items of their own.
    const [item] = (await within(history).findAllByRole('listitem')) as [HTMLElement];
    expect(within(item).getByRole('heading')).toHaveTextContent('Interview changed by Administrator');
    expect(item).toHaveTextContent('Start: 28.11.2026 at 14:00 → 29.11.2026 at 09:30');
    expect(item).toHaveTextContent('Round: First interview → Second interview');
    expect(item).toHaveTextContent('Candidate invited: No → Yes');
    await chooseGerman();
    // react-admin draws the screen anew in the new language.
    const verlauf = await screen.findByRole('region', { name: 'Verlauf' });
    const [german] = within(verlauf).getAllByRole('listitem') as [HTMLElement];
    expect(within(german).getByRole('heading')).toHaveTextContent('Gespräch geändert von Administrator');
    expect(german).toHaveTextContent('Beginn: 28.11.2026 um 14:00 Uhr → 29.11.2026 um 09:30 Uhr');
    expect(german).toHaveTextContent('Runde: Erstes Vorstellungsgespräch → Zweites Vorstellungsgespräch');
    expect(german).toHaveTextContent('Kandidat eingeladen: Nein → Ja');
  });
});
