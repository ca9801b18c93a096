import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { NOTE_TEXT_MAX } from '@contract/domain';
import type { CandidateNote } from '@contract/notes';
import type { Profile } from '@contract/profile';
import type { User } from '@contract/users';
import { forgetDeletedNotes } from '../../server/db/migrations/013_forget_deleted_notes';
import type { CandidateRow } from '../../server/candidates/table';
import type { CompanyRow } from '../../server/customers/table';
import type { VacancyRow } from '../../server/vacancies/table';
import { addUser, insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase, type Answer } from './harness';

const textsOf = (answer: Answer) => (answer.body.response as CandidateNote[]).map((note) => note.note_text);

describeEachDatabase('notes on candidates', (api) => {
  let admin = '';
  let alpha: CompanyRow;
  let developer: VacancyRow;
  let jurgen: CandidateRow;
  let bernd: CandidateRow;
  const alphaAdmin = { token: '', user: {} as User };
  const alphaStaff = { token: '', user: {} as User };

  const list = (candidateUid: string, token: string) =>
    api().call('GET', 'candidateNotes', { id: candidateUid }, { token });
  const create = (candidateUid: string, note_text: unknown, token: string, lang?: string) =>
    api().call('POST', 'candidateNoteCreate', { id: candidateUid }, { token, json: { note_text }, lang });
  const update = (noteUid: string, note_text: unknown, token: string, lang?: string) =>
    api().call('PUT', 'candidateNoteUpdate', { id: noteUid }, { token, json: { note_text }, lang });
  const remove = (noteUid: string, token: string, lang?: string) =>
    api().call('DELETE', 'candidateNoteDelete', { id: noteUid }, { token, lang });
  /** A note added by `token`, as the create call answers it. */
  const added = async (candidateUid: string, text: string, token: string) => {
    const answer = await create(candidateUid, text, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as CandidateNote;
  };

  const insertCandidate = async (vacancyId: number, candidate_name: string) =>
    (await insertCandidates(api(), vacancyId, [{ candidate_name }]))[0] ?? expect.fail('not inserted');

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    alpha = await insertCompany(api(), { company_name: 'Alpha GmbH' });
    const beta = await insertCompany(api(), { company_name: 'Beta AG' });
    developer = await insertVacancy(api(), alpha.id, { vacancy_title: 'Backend Developer' });
    const storage = await insertVacancy(api(), beta.id, { vacancy_title: 'Lagerist' });
    jurgen = await insertCandidate(developer.id, 'Jürgen Groß');
    bernd = await insertCandidate(storage.id, 'Bernd Bauer');
    const ofAlpha = { company_uuid: alpha.company_uid };
    Object.assign(
      alphaAdmin,
      await addUser(api(), admin, { ...ofAlpha, user_role: 'CustomerAdmin', full_name: 'Clara Kunde' }),
    );
    Object.assign(
      alphaStaff,
      await addUser(api(), admin, { ...ofAlpha, user_role: 'StaffAdmin', full_name: 'Stefan Stab' }),
    );
  });

  it('adds notes in any role that sees the candidate, keeps line breaks and lists them newest first', async () => {
    const first = await create(jurgen.uid, '  Called him.\nCall back on Monday.  ', alphaStaff.token);
    expect(first.status).toBe(200);
    expect(first.body.response).toBe('Note added');
    const note = first.body.data as CandidateNote;
    expect(note).toEqual({
      uid: expect.any(String),
      note_text: 'Called him.\nCall back on Monday.',
      author: { user_uid: alphaStaff.user.user_uid, full_name: 'Stefan Stab' },
      created_at: expect.any(String),
      updated_at: note.created_at,
    });
    expect(new Date(note.created_at).toISOString()).toBe(note.created_at);
    const german = await create(jurgen.uid, 'Zweites Gespräch vereinbart', alphaAdmin.token, 'de');
    expect(german.body.response).toBe('Notiz hinzugefügt');
    await added(jurgen.uid, 'Reference checked', admin);
    for (const token of [admin, alphaAdmin.token, alphaStaff.token]) {
      const answer = await list(jurgen.uid, token);
      expect(answer.status).toBe(200);
      expect(textsOf(answer)).toEqual([
        'Reference checked',
        'Zweites Gespräch vereinbart',
        'Called him.\nCall back on Monday.',
      ]);
    }
    expect(textsOf(await list(bernd.uid, admin))).toEqual([]);
  });

  it("answers 404 for another company's candidate and its notes, 401 without a token", async () => {
    const berndsNote = await added(bernd.uid, 'Beta only', admin);
    for (const token of [alphaAdmin.token, alphaStaff.token]) {
      const listed = await list(bernd.uid, token);
      expect(listed.status).toBe(404);
      expect(listed.body).toEqual({
        status: 404,
        response: ['This record does not exist or is not visible to you.'],
      });
      expect((await create(bernd.uid, 'Sneaky', token)).status).toBe(404);
      expect((await update(berndsNote.uid, 'Sneaky', token)).status).toBe(404);
      expect((await remove(berndsNote.uid, token)).status).toBe(404);
    }
    expect((await list(randomUUID(), admin)).status).toBe(404);
    expect((await update(randomUUID(), 'Nobody', admin)).status).toBe(404);
    expect((await remove(randomUUID(), admin)).status).toBe(404);
    expect((await api().call('GET', 'candidateNotes', { id: bernd.uid })).status).toBe(401);
    expect(textsOf(await list(bernd.uid, admin))).toEqual(['Beta only']);
  });

  it('lets the author edit their note, and nobody else, SubAdmin included', async () => {
    const note = await added(jurgen.uid, 'Salary 50k', alphaStaff.token);
    const edited = await update(note.uid, 'Salary 55k\nstart in May', alphaStaff.token);
    expect(edited.status).toBe(200);
    expect(edited.body.response).toBe('Note updated');
    const data = edited.body.data as CandidateNote;
    expect(data).toMatchObject({ uid: note.uid, note_text: 'Salary 55k\nstart in May' });
    expect(data.created_at).toBe(note.created_at);
    expect(data.updated_at >= note.updated_at).toBe(true);
    expect((await update(note.uid, 'Again', alphaStaff.token, 'de')).body.response).toBe(
      'Notiz aktualisiert',
    );
    for (const token of [admin, alphaAdmin.token]) {
      const refused = await update(note.uid, 'Not mine', token);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ status: 403, response: ['Only the author of a note may edit it.'] });
    }
    const german = await update(note.uid, 'Nicht meine', admin, 'de');
    expect(german.body.response).toEqual(['Nur wer eine Notiz geschrieben hat, darf sie bearbeiten.']);
    expect(textsOf(await list(jurgen.uid, admin))[0]).toBe('Again');
  });

  it('lets the author delete their note and a SubAdmin any note, nobody else', async () => {
    const own = await added(jurgen.uid, 'Mine to delete', alphaAdmin.token);
    const deleted = await remove(own.uid, alphaAdmin.token);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ status: 200, response: 'Note deleted' });
    expect(textsOf(await list(jurgen.uid, admin))).not.toContain('Mine to delete');
    expect((await remove(own.uid, alphaAdmin.token)).status).toBe(404);

    const staffs = await added(jurgen.uid, 'Staff note', alphaStaff.token);
    const refused = await remove(staffs.uid, alphaAdmin.token);
    expect(refused.status).toBe(403);
    expect(refused.body.response).toEqual(['Only the author of a note or an administrator may delete it.']);
    expect((await remove(staffs.uid, alphaAdmin.token, 'de')).body.response).toEqual([
      'Nur wer eine Notiz geschrieben hat, oder ein Administrator darf sie löschen.',
    ]);
    const bySubAdmin = await remove(staffs.uid, admin, 'de');
    expect(bySubAdmin.status).toBe(200);
    expect(bySubAdmin.body.response).toBe('Notiz gelöscht');
    expect(textsOf(await list(jurgen.uid, admin))).not.toContain('Staff note');
  });

  it('validates the text: required and at most 5,000 characters, in English and German', async () => {
    const note = await added(jurgen.uid, 'Valid', alphaStaff.token);
    const cases: [unknown, string, string][] = [
      ['', 'Required', 'Pflichtfeld'],
      [' \n\t ', 'Required', 'Pflichtfeld'],
      [undefined, 'Required', 'Pflichtfeld'],
      ['x'.repeat(NOTE_TEXT_MAX + 1), 'Max 5000 is allowed', 'Maximal 5000 Zeichen erlaubt'],
    ];
    for (const [text, english, german] of cases) {
      for (const send of [
        (lang?: string) => create(jurgen.uid, text, alphaStaff.token, lang),
        (lang?: string) => update(note.uid, text, alphaStaff.token, lang),
      ]) {
        const refused = await send();
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ status: 400, response: [english] });
        expect((await send('de-DE')).body.response).toEqual([german]);
      }
    }
    const longest = await added(jurgen.uid, 'y'.repeat(NOTE_TEXT_MAX), alphaStaff.token);
    expect(longest.note_text).toHaveLength(NOTE_TEXT_MAX);
    expect(textsOf(await list(jurgen.uid, admin))).not.toContain('');
  });

  it("keeps a note's author name once the author is deleted", async () => {
    const leaving = await addUser(api(), admin, {
      company_uuid: alpha.company_uid,
      user_role: 'StaffAdmin',
      full_name: 'Lea Weg',
    });
    const note = await added(jurgen.uid, 'Written before leaving', leaving.token);
    const gone = await api().call('DELETE', 'userDelete', { id: leaving.user.user_uid }, { token: admin });
    expect(gone.status).toBe(200);
    const kept = (await list(jurgen.uid, admin)).body.response as CandidateNote[];
    expect(kept.find((item) => item.uid === note.uid)?.author).toEqual({
      user_uid: '',
      full_name: 'Lea Weg',
    });
  });

  /** The note's entries as the database keeps them, oldest first. */
  const entriesOf = (noteUid: string) =>
    api()
      .db.selectFrom('history')
      .select(['kind', 'action', 'subject_uid', 'company_id', 'actor_uid', 'actor_name', 'changes'])
      .where('record_uid', '=', noteUid)
      .orderBy('id')
      .execute();
  /** Everything the candidate's timeline and notes list answer, for each role of its company. */
  const readable = async (candidateUid: string) => {
    const answers = [];
    for (const token of [admin, alphaAdmin.token, alphaStaff.token]) {
      answers.push(
        await api().call('GET', 'recordHistory', { kind: 'candidate', id: candidateUid }, { token }),
      );
      answers.push(await list(candidateUid, token));
    }
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    return JSON.stringify(answers.map((answer) => answer.body));
  };

  it("records each note's creation, edit and deletion on its candidate's history, refusals not; its text goes with it", async () => {
    const adminProfile = (await api().call('GET', 'profile', {}, { token: admin })).body.response as Profile;
    const note = await added(jurgen.uid, 'First thought', alphaStaff.token);
    expect((await update(note.uid, 'Second thought', alphaStaff.token)).status).toBe(200);
    expect((await update(note.uid, 'Second thought', alphaStaff.token)).status).toBe(200);
    expect((await update(note.uid, 'Not mine', admin)).status).toBe(403);
    expect((await remove(note.uid, alphaAdmin.token)).status).toBe(403);
    const common = { kind: 'note', subject_uid: jurgen.uid, company_id: alpha.id };
    const staff = { actor_uid: alphaStaff.user.user_uid, actor_name: 'Stefan Stab' };
    const parsed = async () =>
      (await entriesOf(note.uid)).map((entry) => ({
        ...entry,
        changes: JSON.parse(entry.changes) as unknown,
      }));
    const change = (from: string | null, to: string | null) => [{ field: 'note_text', from, to }];
    expect(await parsed()).toEqual([
      { ...common, ...staff, action: 'create', changes: change(null, 'First thought') },
      { ...common, ...staff, action: 'update', changes: change('First thought', 'Second thought') },
    ]);
    expect(await readable(jurgen.uid)).toContain('Second thought');
    expect((await remove(note.uid, admin)).status).toBe(200);
    // Who did what and when stays; no text, the edits' earlier ones neither.
    expect(await parsed()).toEqual([
      { ...common, ...staff, action: 'create', changes: [] },
      { ...common, ...staff, action: 'update', changes: [] },
      {
        ...common,
        action: 'delete',
        actor_uid: adminProfile.user_uid,
        actor_name: adminProfile.full_name,
        changes: [],
      },
    ]);
    const answers = await readable(jurgen.uid);
    expect(answers).toContain(note.uid);
    for (const text of ['First thought', 'Second thought']) expect(answers).not.toContain(text);
  });

  it('blanks, on upgrading, the texts that notes deleted before left in the history, and only theirs', async () => {
    const kept = await added(jurgen.uid, 'Still here', alphaStaff.token);
    const gone = randomUUID();
    const row = {
      kind: 'note' as const,
      subject_uid: jurgen.uid,
      company_id: alpha.id,
      created_at: kept.created_at,
    };
    await api()
      .db.insertInto('history')
      .values(
        (['create', 'update', 'delete'] as const).map((action) => ({
          ...row,
          action,
          record_uid: gone,
          changes: JSON.stringify([{ field: 'note_text', from: 'Old secret', to: null }]),
        })),
      )
      .execute();
    await forgetDeletedNotes.up(api().db);
    expect((await entriesOf(gone)).map((entry) => [entry.action, entry.changes])).toEqual([
      ['create', '[]'],
      ['update', '[]'],
      ['delete', '[]'],
    ]);
    expect((await entriesOf(kept.uid)).map((entry) => JSON.parse(entry.changes) as unknown)).toEqual([
      [{ field: 'note_text', from: null, to: 'Still here' }],
    ]);
  });

  it("removes a candidate's notes with its vacancy, and then the customer, without error", async () => {
    const gamma = await insertCompany(api(), { company_name: 'Gamma KG' });
    const vacancy = await insertVacancy(api(), gamma.id);
    const candidate = await insertCandidate(vacancy.id, 'Gina Gamma');
    const first = await added(candidate.uid, 'Lotus first note', admin);
    await update(first.uid, 'Lotus first note, edited', admin);
    const second = await added(candidate.uid, 'Lotus second note', admin);
    const noteRows = () =>
      api().db.selectFrom('candidate_notes').select('uid').where('candidate_id', '=', candidate.id).execute();
    expect(await noteRows()).toHaveLength(2);
    const vacancyGone = await api().call('DELETE', 'vacancyDelete', { id: vacancy.uid }, { token: admin });
    expect(vacancyGone.status).toBe(200);
    expect(await noteRows()).toEqual([]);
    expect((await list(candidate.uid, admin)).status).toBe(404);
    // The notes went with the candidate, and their texts with them; their entries stay readable.
    const timeline = await api().call(
      'GET',
      'recordHistory',
      { kind: 'candidate', id: candidate.uid },
      { token: admin },
    );
    expect(timeline.status).toBe(200);
    expect(JSON.stringify(timeline.body)).toContain(second.uid);
    expect(JSON.stringify(timeline.body)).not.toContain('Lotus');
    for (const uid of [first.uid, second.uid])
      expect((await entriesOf(uid)).map((entry) => entry.changes)).not.toContainEqual(
        expect.stringContaining('Lotus'),
      );
    const customerGone = await api().call(
      'DELETE',
      'companyDelete',
      { id: gamma.company_uid },
      { token: admin },
    );
    expect(customerGone.status).toBe(200);
    expect(textsOf(await list(jurgen.uid, admin)).length).toBeGreaterThan(0);
  });
});
