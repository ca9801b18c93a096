import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPath } from '@contract/paths';
import type { UserRole } from '@contract/domain';
import type { FetchLike } from '../../src/providers/http';
import { getToken } from '../../src/providers/session';
import { caughtDownloads } from './fixtures/downloads';
import { answer, fakeApi, itemsOf } from './fixtures/fake-api';
import { renderWithFetch, signIn } from './render-app';

/** Issue 30, item 4: the screens' button that downloads a copy of a person's data as the API's ZIP. */

const [ANNA] = itemsOf('candidateList') as [{ uid: string }];
const [, CLARA] = itemsOf('userList') as [unknown, { user_uid: string }];
/** A ZIP as the API streams it (its first bytes are what matters here), and the name the server gives it. */
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
const NAME = 'candidate-data-4f0c-2026-11-28.zip';

/** The recorded API, which answers a data export with the ZIP (or a refusal, as the server words it). */
function api(exportStatus = 200) {
  const recorded = fakeApi(
    answer('candidateDetail'),
    answer('profile'),
    answer('profileCustomerAdmin'),
    answer('userDetail'),
  );
  const fetch: FetchLike = async (input, init) => {
    const response = await recorded.fetch(input, init);
    if (!recorded.last().path.includes('data-export')) return response;
    if (exportStatus !== 200) {
      const body = {
        status: exportStatus,
        response: ['This record does not exist or is not visible to you.'],
      };
      return new Response(JSON.stringify(body), { status: exportStatus });
    }
    return new Response(ZIP, {
      headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${NAME}"` },
    });
  };
  return { ...recorded, fetch };
}

const saved = caughtDownloads();

async function open(path: string, role: UserRole, served = api()) {
  signIn(role);
  await renderWithFetch(path, served.fetch);
  await screen.findByRole('heading', { level: 1 });
  return { served, user: userEvent.setup() };
}

/** Anna's details, once shown with her notes and history (the page's parts load after its frame). */
async function openCandidate(role: UserRole, served = api()) {
  const view = await open(`/candidate/details/active/${ANNA.uid}`, role, served);
  await screen.findByText('Anna Applicant');
  await screen.findByRole('heading', { name: 'History' });
  return view;
}

/** Clicks the button and answers the request it sent for the ZIP. */
async function download(user: UserEvent, served: ReturnType<typeof api>) {
  await user.click(await screen.findByRole('button', { name: 'Download personal data' }));
  await waitFor(() =>
    expect(served.requests.some((request) => request.path.includes('data-export'))).toBe(true),
  );
  return served.requests.filter((request) => request.path.includes('data-export'));
}

describe('the "Download personal data" button', () => {
  it("downloads a candidate's ZIP with the token, under the server's name", async () => {
    const { served, user } = await openCandidate('CustomerAdmin');
    const [request, ...more] = await download(user, served);
    expect(more).toEqual([]);
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe(apiPath('candidateDataExport', { id: ANNA.uid }));
    expect(request?.headers.get('authorization')).toBe(`Bearer ${getToken()}`);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe(NAME);
    expect(new Uint8Array(await (saved[0]?.file ?? new Blob()).arrayBuffer())).toEqual(ZIP);
    // Ready for another download once this one is saved.
    expect(screen.getByRole('button', { name: 'Download personal data' })).toBeEnabled();
  });

  it('is not offered to a StaffAdmin, whom the API refuses it', async () => {
    await openCandidate('StaffAdmin');
    expect(screen.queryByRole('button', { name: 'Download personal data' })).not.toBeInTheDocument();
  });

  it("says the server's refusal and saves nothing", async () => {
    const { served, user } = await openCandidate('SubAdmin', api(404));
    await download(user, served);
    expect(
      await screen.findByText('This record does not exist or is not visible to you.'),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("downloads a user's ZIP from their details", async () => {
    const view = await open(`/user/all/view/${CLARA.user_uid}`, 'SubAdmin');
    const [request] = await download(view.user, view.served);
    expect(request?.path).toBe(apiPath('userDataExport', { id: CLARA.user_uid }));
    expect(request?.headers.get('authorization')).toBe(`Bearer ${getToken()}`);
    await waitFor(() => expect(saved).toHaveLength(1));
  });

  it("downloads one's own ZIP from the profile, its label in German too", async () => {
    const { served, user } = await open('/my-profile', 'StaffAdmin');
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    await user.click(await screen.findByRole('button', { name: 'Personenbezogene Daten herunterladen' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const request = served.requests.find((sent) => sent.path.includes('data-export'));
    expect(request?.path).toBe(apiPath('profileDataExport'));
    expect(request?.headers.get('authorization')).toBe(`Bearer ${getToken()}`);
  });
});
