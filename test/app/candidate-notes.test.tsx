import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import type { CandidateNote } from '@contract/notes';
import { answer, itemsOf, type SentRequest } from './fixtures/fake-api';
import type { RecordedAnswer } from './fixtures/record';
import { renderApp, served, signIn } from './render-app';

const [ANNA] = itemsOf('candidateList') as [{ uid: string }];
/** The recorded list: the staff member's note, then the administrator's own, edited. */
const [STAFFS, OWN] = itemsOf('noteList') as unknown as [CandidateNote, CandidateNote];

/** The recorded notes at local times, so that the expected texts hold in any time zone. */
const notes = (): RecordedAnswer =>
  served('GET', 'candidateNotes', 200, {
    status: 200,
    response: [
      { ...STAFFS, created_at: local(24, 9, 5), updated_at: local(24, 9, 5) },
      { ...OWN, created_at: local(23, 17, 30), updated_at: local(24, 8, 0) },
    ],
  });
const local = (day: number, hours: number, minutes: number) =>
  new Date(2026, 10, day, hours, minutes).toISOString();

/** The candidate's details with its notes, signed in as the administrator whose profile was recorded. */
async function openNotes(role: UserRole = 'SubAdmin', ...answers: RecordedAnswer[]) {
  signIn(role);
  const view = await renderApp(
    `/candidate/details/active/${ANNA.uid}`,
    ...answers,
    notes(),
    answer('candidateDetail'),
    answer('profile'),
  );
  const section = await screen.findByRole('region', { name: 'Notes' });
  await within(section).findByText('Reference checked: very good.');
  return { ...view, section };
}

/** The notes in the order shown, each as its list item. */
/** A call that writes a note: a POST other than the screen's presence (which says the details are open). */
const isWrite = (request: SentRequest) => request.method === 'POST' && request.path !== 'presence';
const items = (section: HTMLElement) => within(section).getAllByRole('listitem');
const item = (section: HTMLElement, text: RegExp) =>
  items(section).find((element) => text.test(element.textContent ?? '')) ?? expect.fail(`no note ${text}`);

async function toGerman(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Language: English' }));
  await user.click(screen.getByRole('menuitem', { name: 'Deutsch' }));
}

describe('notes on the candidate details', () => {
  it("lists the notes newest first: author, date and time, the text's own lines", async () => {
    const { api, section } = await openNotes();
    expect(api.requests.some((request) => request.path === `customer-api/candidate-notes/${ANNA.uid}/`)).toBe(
      true,
    );
    const [first, second] = items(section) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Sam Staff · 24.11.2026 at 09:05');
    expect(second).toHaveTextContent('Administrator · 23.11.2026 at 17:30 · edited');
    const text = within(second).getByText(/Called Anna/);
    expect(text.textContent).toBe('Called Anna.\nShe can start on 1 May.');
    expect(text).toHaveStyle({ whiteSpace: 'pre-wrap' });
    expect(within(second).getByText('edited')).toHaveAttribute('title', '24.11.2026 at 08:00');
  });

  it('offers edit and delete on the own note, and a SubAdmin delete on any other', async () => {
    const { section } = await openNotes();
    const own = item(section, /Called Anna/);
    const staffs = item(section, /Reference checked/);
    expect(within(own).getByRole('button', { name: 'Edit note' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
    expect(within(staffs).queryByRole('button', { name: 'Edit note' })).not.toBeInTheDocument();
    expect(within(staffs).getByRole('button', { name: 'Delete note' })).toBeInTheDocument();
  });

  it("offers a StaffAdmin nothing on another's note", async () => {
    const { section } = await openNotes('StaffAdmin');
    const staffs = item(section, /Reference checked/);
    expect(within(staffs).queryByRole('button')).not.toBeInTheDocument();
    expect(within(item(section, /Called Anna/)).getAllByRole('button')).toHaveLength(2);
  });

  it('adds a note of several lines, says so and empties the form', async () => {
    const user = userEvent.setup();
    const { api, section } = await openNotes('SubAdmin', answer('noteCreate'));
    const box = within(section).getByRole('textbox', { name: /New note/ });
    await user.type(box, 'Called Anna.{Enter}She can start in May.');
    expect(within(section).getByText('34 of 5,000 characters')).toBeInTheDocument();
    const listed = api.requests.length;
    await user.click(within(section).getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Note added')).toBeInTheDocument();
    const sent = api.requests.find(isWrite);
    expect(sent?.path).toBe(`customer-api/candidate-note-create/${ANNA.uid}/`);
    expect(JSON.parse(String(sent?.body))).toEqual({ note_text: 'Called Anna.\nShe can start in May.' });
    await waitFor(() => expect(within(section).getByRole('textbox', { name: /New note/ })).toHaveValue(''));
    // The list is read again.
    await waitFor(() =>
      expect(api.requests.slice(listed).some((request) => request.path.includes('candidate-notes'))).toBe(
        true,
      ),
    );
  });

  it("checks the text with the contract's rules before sending: required, at most 5,000 characters", async () => {
    const user = userEvent.setup();
    const { api, section } = await openNotes();
    const add = within(section).getByRole('button', { name: 'Add note' });
    await user.click(add);
    expect(await within(section).findByText('Required')).toBeInTheDocument();
    const box = within(section).getByRole('textbox', { name: /New note/ });
    await user.click(box);
    await user.paste('x'.repeat(5001));
    await user.click(add);
    expect(await within(section).findByText('Max 5,000 is allowed')).toBeInTheDocument();
    expect(api.requests.some(isWrite)).toBe(false);
  });

  it('edits the own note in place', async () => {
    const user = userEvent.setup();
    const { api, section } = await openNotes('SubAdmin', answer('noteUpdate'));
    const own = item(section, /Called Anna/);
    const edit = () => within(own).getByRole('button', { name: 'Edit note' });
    await user.click(edit());
    await user.click(within(own).getByRole('button', { name: 'Cancel' }));
    expect(edit()).toHaveFocus();
    await user.click(edit());
    const box = within(own).getByRole('textbox', { name: /Edit note/ });
    expect(box).toHaveFocus();
    expect(box).toHaveValue('Called Anna.\nShe can start on 1 May.');
    await user.clear(box);
    await user.type(box, 'Called Anna.{Enter}She can start on 1 May.');
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Note updated')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'PUT');
    expect(sent?.path).toBe(`customer-api/candidate-note-update/${OWN.uid}/`);
    expect(JSON.parse(String(sent?.body))).toEqual({ note_text: 'Called Anna.\nShe can start on 1 May.' });
    await waitFor(() => expect(within(own).queryByRole('textbox')).not.toBeInTheDocument());
    expect(edit()).toHaveFocus();
  });

  it("edits with the note's version; when a colleague changed it meanwhile says who, reads the notes again and keeps the text typed", async () => {
    const user = userEvent.setup();
    const versioned = served('GET', 'candidateNotes', 200, {
      status: 200,
      response: [
        { ...STAFFS, created_at: local(24, 9, 5), updated_at: local(24, 9, 5), version: 1 },
        { ...OWN, created_at: local(23, 17, 30), updated_at: local(24, 8, 0), version: 4 },
      ],
    });
    const message = 'Anna Schmidt changed this record after you opened it.';
    const stale = served('PUT', 'candidateNoteUpdate', 412, {
      status: 412,
      response: [message],
      data: { ...OWN, note_text: 'Called Anna twice.', version: 5 },
      changed_by: 'Anna Schmidt',
      changed_at: local(24, 10, 0),
    });
    const { api, section } = await openNotes('SubAdmin', versioned, stale);
    const own = item(section, /Called Anna/);
    await user.click(within(own).getByRole('button', { name: 'Edit note' }));
    const box = within(own).getByRole('textbox', { name: /Edit note/ });
    await user.type(box, ' Confirmed.');
    const listed = api.requests.filter((request) =>
      request.path.startsWith('customer-api/candidate-notes'),
    ).length;
    await user.click(within(own).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.requests.find((request) => request.method === 'PUT')?.headers.get('If-Match')).toBe('"4"');
    await waitFor(() =>
      expect(
        api.requests.filter((request) => request.path.startsWith('customer-api/candidate-notes')).length,
      ).toBeGreaterThan(listed),
    );
    expect(within(own).getByRole('textbox', { name: /Edit note/ })).toHaveValue(
      'Called Anna.\nShe can start on 1 May. Confirmed.',
    );
  });

  it('deletes a note only once confirmed', async () => {
    const user = userEvent.setup();
    const { api, section } = await openNotes('SubAdmin', answer('noteDelete'));
    const staffs = item(section, /Reference checked/);
    await user.click(within(staffs).getByRole('button', { name: 'Delete note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(staffs).getByRole('button', { name: 'Delete note' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it!' }));
    expect(await screen.findByText('Note deleted')).toBeInTheDocument();
    const sent = api.requests.find((request) => request.method === 'DELETE');
    expect(sent?.path).toBe(`customer-api/candidate-note-delete/${STAFFS.uid}/`);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("speaks German, and shows the server's refusal as it answers it", async () => {
    const user = userEvent.setup();
    await openNotes('SubAdmin', answer('noteUpdateForbiddenGerman'));
    await toGerman(user);
    const section = await screen.findByRole('region', { name: 'Notizen' });
    expect(item(section, /Reference/)).toHaveTextContent('Sam Staff · 24.11.2026 um 09:05 Uhr');
    expect(item(section, /Called Anna/)).toHaveTextContent('bearbeitet');
    expect(within(section).getByRole('button', { name: 'Notiz hinzufügen' })).toBeInTheDocument();
    const own = item(section, /Called Anna/);
    await user.click(within(own).getByRole('button', { name: 'Notiz bearbeiten' }));
    await user.click(within(own).getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Nur wer eine Notiz geschrieben hat, darf sie bearbeiten.'),
    ).toBeInTheDocument();
    // The form stays open with the text, for another try.
    expect(within(own).getByRole('textbox', { name: /Notiz bearbeiten/ })).toBeInTheDocument();
  });
});
