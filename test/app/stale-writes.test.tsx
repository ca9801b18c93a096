import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiPath } from '@contract/paths';
import { formatDate, formatTime } from '../../src/common/dates';
import type { FetchLike } from '../../src/providers/http';
import { answer, fakeApi, itemsOf } from './fixtures/fake-api';
import { currentPath, renderApp, renderWithFetch, signIn } from './render-app';

type Row = Record<string, unknown>;

const [ANNA] = itemsOf('candidateDetail') as [Row & { uid: string }];
const [, , SAM] = itemsOf('userList') as [Row, Row, Row & { user_uid: string }];
const COLLEAGUE = 'Anna Schmidt';
const CHANGED_AT = '2026-11-28T13:02:00Z';
const OLD_PHONE = String(ANNA.candidate_phone_number);
const NEW_PHONE = '+49 30 7654321';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

interface Paths {
  detail: string;
  update?: string;
  remove?: string;
}

/**
 * One record as a server with versions keeps it (docs/api.md "Versions"): its detail answers the version as
 * ETag, an update or delete whose If-Match names an older one answers 412 with the record as it now is and who
 * changed it; `colleague` saves a change meanwhile. Every other call gets the recorded answers.
 */
function versionedRecord(record: Row, paths: Paths, message: string) {
  const recorded = fakeApi(answer('profile'), answer('userList'));
  const current: Row = { ...record };
  let version = 1;
  const writes: { method: string; ifMatch: string | null; body: Row | null }[] = [];
  const stale = () =>
    json(412, {
      status: 412,
      response: [`${COLLEAGUE} changed this record after you opened it.`],
      data: { ...current, version },
      changed_by: COLLEAGUE,
      changed_at: CHANGED_AT,
    });
  const fetch: FetchLike = async (input, init) => {
    const path = new URL(input, 'http://app.test').pathname.replace(/^\/api\//, '');
    const method = init.method ?? 'GET';
    const ifMatch = new Headers(init.headers).get('If-Match');
    if (path === paths.detail && method === 'GET')
      return json(200, { status: 200, response: [current] }, { ETag: `"${version}"` });
    const write =
      (path === paths.update && method === 'PUT') || (path === paths.remove && method === 'DELETE');
    if (!write) return recorded.fetch(input, init);
    const body = init.body ? (JSON.parse(String(init.body)) as Row) : null;
    writes.push({ method, ifMatch, body });
    if (ifMatch !== null && ifMatch !== `"${version}"`) return stale();
    for (const [field, value] of Object.entries(body ?? {})) if (field in current) current[field] = value;
    version += 1;
    return json(
      200,
      { status: 200, response: message, data: { ...current, version } },
      { ETag: `"${version}"` },
    );
  };
  return {
    fetch,
    writes,
    current,
    colleague: (change: Row) => {
      Object.assign(current, change);
      version += 1;
    },
  };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input' });

async function openCandidateEdit() {
  signIn('StaffAdmin');
  const server = versionedRecord(
    ANNA,
    {
      detail: apiPath('candidateDetail', { id: ANNA.uid }),
      update: apiPath('candidateUpdate', { id: ANNA.uid }),
    },
    'candidate updated successfully',
  );
  await renderWithFetch(`/candidate-edit/active/${ANNA.uid}`, server.fetch);
  await screen.findByDisplayValue('Anna Applicant');
  return { server, user: userEvent.setup() };
}

/** B ticks "Third interview" on a form read before the colleague changed the phone, and saves. */
async function saveStale(user: UserEvent, server: ReturnType<typeof versionedRecord>, save = 'Save') {
  server.colleague({ candidate_phone_number: NEW_PHONE });
  await user.click(
    await screen.findByRole('radio', { name: /^(Third interview|Drittes Vorstellungsgespräch)$/ }),
  );
  await user.click(screen.getByRole('button', { name: save }));
  return screen.findByRole('dialog', { name: /^(Changed meanwhile|Inzwischen geändert)$/ });
}

describe('a save or delete a colleague overtook (412)', () => {
  it("shows yours and theirs field by field, proposes the colleague's phone and one's own status, and saves both", async () => {
    const { server, user } = await openCandidateEdit();
    const dialog = await saveStale(user, server);
    const when = `${formatDate(CHANGED_AT)} at ${formatTime(CHANGED_AT)}`;
    expect(dialog).toHaveAccessibleName('Changed meanwhile');
    expect(
      within(dialog).getByText(`${COLLEAGUE} changed this record on ${when}, after you opened it.`),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('columnheader', { name: `Theirs (changed by ${COLLEAGUE} on ${when})` }),
    ).toBeInTheDocument();
    // Only the fields that differ: the phone (the colleague's) and the status (B's).
    expect(
      within(dialog)
        .getAllByRole('radiogroup')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Phone', 'Application status']);
    const phone = within(dialog).getByRole('radiogroup', { name: 'Phone' });
    expect(within(phone).getByRole('radio', { name: `Theirs: ${NEW_PHONE}` })).toBeChecked();
    expect(within(phone).getByRole('radio', { name: `Yours: ${OLD_PHONE}` })).not.toBeChecked();
    const status = within(dialog).getByRole('radiogroup', { name: 'Application status' });
    expect(within(status).getByRole('radio', { name: 'Yours: Third interview' })).toBeChecked();
    expect(within(status).getByRole('radio', { name: 'Theirs: Applied' })).not.toBeChecked();
    // The form behind it keeps what was there and what was chosen.
    expect(field('Phone')).toHaveValue(OLD_PHONE);

    await user.click(within(dialog).getByRole('button', { name: 'Save these values' }));
    expect(await screen.findByText('candidate updated successfully')).toBeInTheDocument();
    expect(server.writes.map((write) => write.ifMatch)).toEqual(['"1"', '"2"']);
    expect(server.writes[1]?.body).toMatchObject({
      candidate_phone_number: NEW_PHONE,
      candidate_status: 'Third_Interview',
    });
    expect(server.current).toMatchObject({
      candidate_phone_number: NEW_PHONE,
      candidate_status: 'Third_Interview',
    });
  });

  it("keeps all of one's own values when asked, the colleague's phone included", async () => {
    const { server, user } = await openCandidateEdit();
    const dialog = await saveStale(user, server);
    await user.click(within(dialog).getByRole('button', { name: 'Keep all mine' }));
    const phone = within(dialog).getByRole('radiogroup', { name: 'Phone' });
    expect(within(phone).getByRole('radio', { name: `Yours: ${OLD_PHONE}` })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save these values' }));
    expect(await screen.findByText('candidate updated successfully')).toBeInTheDocument();
    expect(server.current).toMatchObject({
      candidate_phone_number: OLD_PHONE,
      candidate_status: 'Third_Interview',
    });
  });

  it("speaks German, with the moment as German writes it, and takes all of the colleague's values", async () => {
    const { server, user } = await openCandidateEdit();
    await user.click(screen.getByRole('button', { name: 'Language: English' }));
    await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
    // German's catalog is a chunk of its own: the form is German (and filled afresh) once it has loaded.
    await screen.findByRole('button', { name: 'Sprache: Deutsch' });
    const dialog = await saveStale(user, server, 'Speichern');
    const when = `${formatDate(CHANGED_AT)} um ${formatTime(CHANGED_AT)} Uhr`;
    expect(dialog).toHaveAccessibleName('Inzwischen geändert');
    expect(
      within(dialog).getByText(
        `${COLLEAGUE} hat diesen Datensatz am ${when} geändert, nachdem Sie ihn geöffnet hatten.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('columnheader', { name: `Gespeichert von ${COLLEAGUE} (am ${when})` }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Alle gespeicherten Werte übernehmen' }));
    const status = within(dialog).getByRole('radiogroup', { name: 'Bewerbungsstatus' });
    expect(within(status).getByRole('radio', { name: 'Gespeichert: Beworben' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Diese Werte speichern' }));
    await waitFor(() => expect(server.writes).toHaveLength(2));
    expect(server.writes[1]).toMatchObject({
      ifMatch: '"2"',
      body: { candidate_phone_number: NEW_PHONE, candidate_status: 'Applied' },
    });
  });

  it('leaves the form as it is when the user goes back to it; the next save asks again', async () => {
    const { server, user } = await openCandidateEdit();
    const dialog = await saveStale(user, server);
    await user.click(within(dialog).getByRole('button', { name: 'Back to the form' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('radio', { name: 'Third interview' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Changed meanwhile' })).toBeInTheDocument();
    expect(server.writes.map((write) => write.ifMatch)).toEqual(['"1"', '"1"']);
  });

  it('asks before deleting a record changed meanwhile: look again shows it as it is, then it deletes that version', async () => {
    signIn('SubAdmin');
    const server = versionedRecord(
      SAM,
      {
        detail: apiPath('userDetail', { id: SAM.user_uid }),
        remove: apiPath('userDelete', { id: SAM.user_uid }),
      },
      'User deleted successfully',
    );
    await renderWithFetch(`/user/active/delete/${SAM.user_uid}`, server.fetch);
    const user = userEvent.setup();
    const confirm = await screen.findByRole('dialog', { name: 'Are you sure?' });
    server.colleague({ full_name: 'Samuel Renamed' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
    const stale = await screen.findByRole('dialog', { name: 'Changed meanwhile' });
    expect(within(stale).getByText(new RegExp(`^${COLLEAGUE} changed this record on `))).toBeInTheDocument();
    await user.click(within(stale).getByRole('button', { name: 'Look again' }));
    expect(await screen.findByText('Samuel Renamed', { selector: 'dd' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Are you sure?' })).getByRole('button', {
        name: 'Yes, delete it!',
      }),
    );
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(server.writes.map((write) => write.ifMatch)).toEqual(['"1"', '"2"']);
    await waitFor(() => expect(currentPath()).toBe('/all-users'));
  });

  it('sends no If-Match to a server without versions, and its writes go ahead as before', async () => {
    signIn('StaffAdmin');
    const { api } = await renderApp(
      `/candidate-edit/active/${ANNA.uid}`,
      answer('candidateDetail'),
      answer('candidateUpdate'),
      answer('profile'),
    );
    await screen.findByDisplayValue('Anna Applicant');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('candidate updated successfully')).toBeInTheDocument();
    const put = api.requests.find((request) => request.method === 'PUT');
    expect(put?.headers.get('If-Match')).toBeNull();
    expect(put?.headers.get('Prefer')).toBe('versions');
  });
});
