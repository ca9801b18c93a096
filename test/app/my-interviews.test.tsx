import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays } from 'date-fns';
import { formatDate } from '@contract/dates';
import { interviewListAnswer, type Interview } from '@contract/interviews';
import { answer } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { chooseGerman, currentPath, renderApp, served, signIn } from './render-app';

const PROFILE = answer('profile').body.response as { user_uid: string; full_name: string };
const DAY_MS = 86_400_000;

/** An interview of the signed-in user's, `days` from now at 10:15 local time. */
function interview(uid: string, candidate: string, days: number): Interview {
  const start = new Date(Date.now() + days * DAY_MS);
  start.setHours(10, 15, 0, 0);
  const me = { user_uid: PROFILE.user_uid, full_name: PROFILE.full_name };
  return {
    uid,
    candidate: { uid: `candidate-${uid}`, candidate_name: candidate },
    vacancy: { uid: 'vacancy-1', vacancy_title: 'Office Manager' },
    company: { company_uid: 'company-1', company_name: 'Acme' },
    round: 'Second_Interview',
    starts_at: start.toISOString(),
    duration_minutes: 45,
    location: '',
    video_link: 'https://meet.example.com/x',
    time_zone: 'Europe/Berlin',
    interviewers: [me],
    candidate_invited: true,
    organizer: me,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
  };
}

const interviews = (...items: Interview[]): RecordedAnswer =>
  served('GET', 'interviewList', 200, interviewListAnswer.parse({ status: 200, response: items }));

async function openDashboard(list: RecordedAnswer) {
  signIn('StaffAdmin');
  const view = await renderApp('/home', list, answer('dashboard'), answer('profile'));
  const card = await screen.findByRole('region', { name: 'My interviews' });
  return { ...view, card };
}

describe('"My interviews" on the dashboard', () => {
  it("lists the user's interviews of the next 14 days: when, round, candidate, linking to the candidate", async () => {
    const soon = interview('i1', 'Anna Schmidt', 1);
    const later = interview('i2', 'Ben Müller', 3);
    const { api, card } = await openDashboard(interviews(soon, later));
    const anna = await within(card).findByRole('link', { name: 'Anna Schmidt' });
    const items = within(card).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(
      `Anna Schmidt${formatDate(soon.starts_at)} at 10:15 · Second interview · Office Manager`,
    );
    expect(items[1]).toHaveTextContent('Ben Müller');

    const call = api.requests.find((request) => request.path === 'customer-api/interview-list/');
    expect(call?.query.interviewer).toBe(PROFILE.user_uid);
    const from = new Date(call?.query.starts_after ?? '');
    expect(call?.query.starts_before).toBe(addDays(from, 14).toISOString());
    expect(Math.abs(from.getTime() - Date.now())).toBeLessThan(60_000);

    await userEvent.setup().click(anna);
    await waitFor(() => expect(currentPath()).toBe('/candidate/details/all/candidate-i1'));
  });

  it('says so when there are none, and leads to the whole calendar', async () => {
    const { card } = await openDashboard(interviews());
    expect(await within(card).findByText('You have no interviews in the next 14 days.')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('link', { name: 'All interviews' }));
    await waitFor(() => expect(currentPath()).toBe('/interviews'));
  });

  it('speaks German', async () => {
    const soon = interview('i1', 'Anna Schmidt', 2);
    await openDashboard(interviews(soon));
    await chooseGerman();
    const card = await screen.findByRole('region', { name: 'Meine Vorstellungsgespräche' });
    expect(await within(card).findByRole('listitem')).toHaveTextContent(
      `${formatDate(soon.starts_at)} um 10:15 Uhr · Zweites Vorstellungsgespräch`,
    );
    expect(within(card).getByRole('link', { name: 'Alle Vorstellungsgespräche' })).toBeInTheDocument();
  });

  it('says so when they cannot be loaded', async () => {
    const { card } = await openDashboard(
      served('GET', 'interviewList', 500, { status: 500, response: ['Something went wrong'] }),
    );
    expect(await within(card).findByText('Your interviews could not be loaded.')).toBeInTheDocument();
  });
});
