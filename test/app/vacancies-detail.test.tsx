import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { answer, itemsOf } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { chooseGerman, currentPath, renderApp, served, signIn } from './render-app';

/** The demo's media as answers hand them out: signed links that expire (server/platform/media-links.ts). */
const SIGNED = '?expires=1767225600&key=1&signature=Jx3o8b1mQd0Qm5m2y4LrUe3n0vYQ8v4c7H2n9kq1ZlA';
const VIDEO = `/media/demo-video-9b8a7c6d5e4f30211f2e3d4c5b6a7980.mp4${SIGNED}`;
const THUMBNAIL = `/media/demo-vacancy-5e6f708192a3b4c5d6e7f8091a2b3c4d.png${SIGNED}`;

const VACANCY = itemsOf('vacancyDetail')[0] as { uid: string; id: number };
const DETAIL = `/vacancy/details/active/${VACANCY.uid}/${VACANCY.id}`;

/** The recorded vacancy with the demo's media: a thumbnail and a video at its share URL. */
const withVideo = () =>
  served('GET', 'vacancyDetail', 200, {
    status: 200,
    response: [
      {
        ...VACANCY,
        vacancy_thumbnail: THUMBNAIL,
        vacancy_share_url: VIDEO,
      },
    ],
  });

async function openDetail(role: UserRole = 'SubAdmin', ...answers: RecordedAnswer[]) {
  signIn(role);
  const view = await renderApp(
    DETAIL,
    ...answers,
    answer('vacancyDetail'),
    answer('candidateList'),
    answer('profile'),
  );
  await screen.findByRole('heading', { level: 1, name: 'Vacancy details' });
  await screen.findByText('Build the platform API.');
  return view;
}

/** The detail's labels with their values, as the description list pairs them. */
const details = () =>
  Object.fromEntries(
    [...document.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent ?? '',
    ]),
  );

describe('vacancy detail (/vacancy/details/{pageType}/{uid}/{id})', () => {
  it('labels every field of the vacancy, dates as DD.MM.YYYY', async () => {
    await openDetail();
    expect(details()).toEqual({
      ID: '1',
      Title: 'Senior Backend Engineer',
      Company: 'Acme Recruiting GmbH',
      Status: 'Active',
      Description: 'Build the platform API.',
      Tags: 'backendnode',
      'Quota (%)': '50 %',
      'Start date': '05.01.2026',
      'Due date': '31.03.2026',
      Respondents: '0',
      'Form ID': 'FORM-7',
      'Created by': 'Administrator',
      'Modified by': 'Administrator',
      'Created on': '22.11.2026',
      'Folder name': 'acme',
      'Folder ID': 'F-100',
      Packages: 'Job board postingSocial media campaign',
      'Scorecard criteria': 'CommunicationSkills',
      'Share URL': 'None',
      Thumbnail: 'None',
      Video: 'No video',
    });
  });

  it('names the booked packages in the UI’s language', async () => {
    await openDetail();
    await chooseGerman();
    await waitFor(() => expect(details().Pakete).toBe('Stellenbörsen-AnzeigeSocial-Media-Kampagne'));
  });

  it('plays the video at the share URL in the page, its thumbnail as the poster', async () => {
    await openDetail('SubAdmin', withVideo());
    const video = await screen.findByLabelText('Video', { selector: 'video' });
    expect(video).toHaveAttribute('src', VIDEO);
    expect(video).toHaveAttribute('poster', THUMBNAIL);
    expect(video).toHaveAttribute('controls');
    expect(screen.getByRole('link', { name: 'Open the shared page' })).toHaveAttribute('href', VIDEO);
    expect(screen.getByRole('img', { name: 'Thumbnail' })).toHaveAttribute('src', THUMBNAIL);
  });

  it("lists the vacancy's candidates below it, by the vacancy's id, in a list or a grid", async () => {
    const user = userEvent.setup();
    const { api } = await openDetail();
    const section = await screen.findByRole('region', { name: 'Candidates of this vacancy' });
    await within(section).findByText('Anna Applicant');
    const call = api.requests.find((request) => request.path === 'customer-api/candidate-list/all/');
    expect(call?.query).toMatchObject({ vacancy__id: '1', ordering: 'candidate_name' });
    expect(within(section).getByText('Ben Bewerber')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Email', 'Phone', 'Application status', 'Active state', 'Actions']);
    await user.click(within(section).getByRole('button', { name: 'Grid view' }));
    expect(within(section).queryByRole('table')).toBeNull();
    const card = (await within(section).findByText('Anna Applicant')).closest('a');
    expect(card).toHaveAttribute('href', '/candidate/details/all/d971966f-e985-44a4-96f5-283b5b19c5ca');
  });

  it('offers edit and delete icons on their routes', async () => {
    await openDetail();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/vacancy/edit/active/${VACANCY.uid}`,
    );
    expect(screen.getByRole('link', { name: 'Delete' })).toHaveAttribute(
      'href',
      `/vacancy/delete/active/${VACANCY.uid}`,
    );
    expect(screen.getByRole('link', { name: 'Vacancies' })).toHaveAttribute('href', '/all-active-vacancies');
  });

  it('shows a StaffAdmin the vacancy without edit and delete', async () => {
    await openDetail('StaffAdmin');
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Delete' })).toBeNull();
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    await openDetail();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stellendetails' })).toBeInTheDocument();
    expect(details()).toMatchObject({ Status: 'Aktiv', Video: 'Kein Video', Startdatum: '05.01.2026' });
    expect(screen.getByRole('heading', { level: 2, name: 'Kandidaten dieser Stelle' })).toBeInTheDocument();
  });
});

describe('delete vacancy (/vacancy/delete/{pageType}/{uid})', () => {
  async function openDelete(...answers: RecordedAnswer[]) {
    signIn('SubAdmin');
    const view = await renderApp(
      `/vacancy/delete/inactive/${VACANCY.uid}`,
      ...answers,
      answer('vacancyDetail'),
      answer('vacancyList'),
      answer('candidateList'),
      answer('profile'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    return { ...view, dialog };
  }

  it("shows the vacancy under the question, deletes on 'Yes, delete it!' with the server's text, then the list", async () => {
    const user = userEvent.setup();
    const { api, dialog } = await openDelete(answer('vacancyDelete'));
    // Behind the open dialog the page is hidden from assistive technology.
    expect(
      screen.getByRole('heading', { level: 1, name: 'Delete vacancy', hidden: true }),
    ).toBeInTheDocument();
    expect(details()).toMatchObject({ Title: 'Senior Backend Engineer', 'Folder ID': 'F-100' });
    expect(dialog).toHaveAccessibleDescription("You won't be able to revert this!");
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Vacancy deleted Successfully!')).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'DELETE')?.path).toBe(
      `customer-api/vacancy-delete-api/${VACANCY.uid}/`,
    );
    await waitFor(() => expect(currentPath()).toBe('/all-inactive-vacancies'));
  });

  it('says first how many candidates go with the vacancy', async () => {
    const applied = served('GET', 'vacancyDetail', 200, {
      status: 200,
      response: [{ ...VACANCY, vacancy_respondents_count: 14 }],
    });
    const { dialog } = await openDelete(applied);
    expect(dialog).toHaveAccessibleDescription(
      "Its 14 candidates will be deleted with it. You won't be able to revert this!",
    );
  });

  it("shows the server's own words, whatever the language", async () => {
    const user = userEvent.setup();
    const german = served('DELETE', 'vacancyDelete', 200, {
      status: 200,
      response: 'Stelle erfolgreich gelöscht!',
    });
    const { dialog } = await openDelete(german);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Stelle erfolgreich gelöscht!')).toBeInTheDocument();
  });

  it('goes back to the detail on Cancel, deleting nothing', async () => {
    const user = userEvent.setup();
    const { api, dialog } = await openDelete(answer('vacancyDelete'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentPath()).toBe(`/vacancy/details/inactive/${VACANCY.uid}/1`));
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
  });

  it('is not offered to a StaffAdmin', async () => {
    signIn('StaffAdmin');
    await renderApp(`/vacancy/delete/all/${VACANCY.uid}`, answer('vacancyDetail'), answer('profile'));
    await waitFor(() => expect(currentPath()).toBe('/access-denied'));
  });
});
