import { randomBytes, randomUUID } from 'node:crypto';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Candidate } from '@contract/candidates';
import { dataExportFileName } from '@contract/data-export-paths';
import { toApiDate } from '@contract/dates';
import type { HistoryEntry } from '@contract/history';
import type { CandidateNote } from '@contract/notes';
import type { User } from '@contract/users';
import type { CandidateRow } from '../../server/candidates/table';
import type { CompanyRow } from '../../server/customers/table';
import {
  addUser,
  editForm,
  insertCandidates,
  insertCompany,
  insertVacancy,
  pngFile,
  storedUrl,
  vacancyByForm,
} from './fixtures';
import { ADMIN, callPath, describeEachDatabase, startApi, type TestApi } from './harness';
import { startS3, type S3Server } from './s3';

/**
 * Issue 30, item 4: a copy of a person's data for the person. A candidate's ZIP holds every stored field, its
 * notes, its history with values and its files byte for byte; a user's, their profile and history.
 */

const NOT_VISIBLE = { status: 404, response: ['This record does not exist or is not visible to you.'] };

interface Download {
  status: number;
  headers: Headers;
  files: Record<string, Uint8Array>;
  body: unknown;
}

/** A data export as a client downloads it: the archive's files by name (the envelope, when it failed). */
async function download(api: TestApi, path: string, token?: string): Promise<Download> {
  const response = await fetch(new URL(path, api.baseUrl), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(20_000),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (response.status !== 200)
    return {
      status: response.status,
      headers: response.headers,
      files: {},
      body: JSON.parse(Buffer.from(bytes).toString()),
    };
  return { status: 200, headers: response.headers, files: unzipSync(bytes), body: undefined };
}

const json = (file: Uint8Array | undefined) =>
  JSON.parse(Buffer.from(file ?? expect.fail('no JSON in the archive')).toString('utf8')) as Record<
    string,
    unknown
  >;

/** A row's own columns: those of the database without the derived list keys. */
const ownColumns = (row: object, omit: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !/_(key|fold)$/.test(key) && !omit.includes(key)));

/** A vacancy's thumbnail uploaded through the API's form: a real stored picture, its URL as stored. */
async function uploadedPicture(api: TestApi, token: string): Promise<{ url: string; bytes: Uint8Array }> {
  const picture = pngFile();
  const vacancy = await vacancyByForm(api, token, 'Picture holder', picture);
  const url = storedUrl(vacancy.vacancy_thumbnail);
  return { url, bytes: new Uint8Array(await picture.arrayBuffer()) };
}

/** A candidate of the company with a stored picture, résumé and video (5 MiB: many chunks of a stream). */
async function candidateWithFiles(api: TestApi, token: string, companyId: number) {
  const vacancy = await insertVacancy(api, companyId, { vacancy_title: 'Backend Developer' });
  const picture = await uploadedPicture(api, token);
  const resume = {
    name: `${randomUUID()}.pdf`,
    bytes: Buffer.from('%PDF-1.4\n% Jürgen Groß, Lebenslauf\n%%EOF\n'),
  };
  const video = { name: `${randomUUID()}.mp4`, bytes: randomBytes(5 * 1024 * 1024) };
  for (const file of [resume, video]) await api.server.ctx.uploads.files.save(file.name, file.bytes);
  const [row] = await insertCandidates(api, vacancy.id, [
    {
      candidate_name: 'Jürgen Groß',
      candidate_email: 'juergen@example.com',
      candidate_phone_number: '+49 30 1111',
      candidate_thumbnail: picture.url,
      candidate_resume: `/media/${resume.name}`,
      candidate_file_name: 'Lebenslauf Jürgen.pdf',
      candidate_share_url: `/media/${video.name}`,
    },
  ]);
  return {
    row: row ?? expect.fail('no candidate'),
    files: {
      'files/thumbnail.png': picture.bytes,
      'files/resume.pdf': resume.bytes,
      'files/video.mp4': video.bytes,
    },
  };
}

const today = () => toApiDate(new Date());

describeEachDatabase('a copy of a person’s data', (api) => {
  let admin = '';
  let alpha: CompanyRow;
  let candidate: CandidateRow;
  let stored: Record<string, Uint8Array> = {};
  const alphaAdmin = { token: '', user: {} as User };
  const betaAdmin = { token: '', user: {} as User };
  const alphaStaff = { token: '', user: {} as User };

  const candidatePath = (uid: string) => callPath('candidateDataExport', { id: uid });
  const userPath = (uid: string) => callPath('userDataExport', { id: uid });

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    alpha = await insertCompany(api(), { company_name: 'Alpha GmbH' });
    const beta = await insertCompany(api(), { company_name: 'Beta AG' });
    Object.assign(
      alphaAdmin,
      await addUser(api(), admin, { user_role: 'CustomerAdmin', company_uuid: alpha.company_uid }),
    );
    Object.assign(
      betaAdmin,
      await addUser(api(), admin, { user_role: 'CustomerAdmin', company_uuid: beta.company_uid }),
    );
    Object.assign(
      alphaStaff,
      await addUser(api(), admin, { user_role: 'StaffAdmin', company_uuid: alpha.company_uid }),
    );
    const made = await candidateWithFiles(api(), admin, alpha.id);
    candidate = made.row;
    stored = made.files;
    // Changes with values, by two people, and notes.
    const edit = (token: string, fields: Record<string, string>) =>
      api().call(
        'PUT',
        'candidateUpdate',
        { id: candidate.uid },
        {
          token,
          json: {
            candidate_name: 'Jürgen Groß',
            candidate_email: 'juergen@example.com',
            candidate_phone_number: '+49 30 1111',
            candidate_status: 'Applied',
            candidate_active_or_inactive: 'active',
            ...fields,
          },
        },
      );
    expect((await edit(alphaAdmin.token, { candidate_phone_number: '+49 30 2222' })).status).toBe(200);
    expect(
      (await edit(admin, { candidate_phone_number: '+49 30 2222', candidate_status: 'Contacted' })).status,
    ).toBe(200);
    for (const [text, token] of [
      ['Strong Go skills', alphaAdmin.token],
      ['Call back Monday', admin],
    ] as const) {
      const note = await api().call(
        'POST',
        'candidateNoteCreate',
        { id: candidate.uid },
        { token, json: { note_text: text } },
      );
      expect(note.status).toBe(200);
    }
  });

  it('holds every stored field of the candidate, its notes, its history with values and its files byte for byte', async () => {
    const answer = await download(api(), candidatePath(candidate.uid), admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/zip');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${dataExportFileName('candidate', candidate.uid, today())}"`,
    );
    expect(Object.keys(answer.files).sort()).toEqual(['candidate.json', ...Object.keys(stored)].sort());
    for (const [name, bytes] of Object.entries(stored)) {
      expect(Buffer.from(answer.files[name] ?? []).equals(Buffer.from(bytes)), name).toBe(true);
    }
    const document = json(answer.files['candidate.json']);
    const exported = document.candidate as Record<string, unknown>;

    // Every column of the row as the database holds it now.
    const row = await api()
      .db.selectFrom('candidates')
      .selectAll()
      .where('id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    // Its vacancy, company and rejection reason by their own fields, not their ids.
    const columns = ownColumns(row, ['vacancy_id', 'company_id', 'rejection_reason_id']);
    expect(Object.keys(columns).length).toBeGreaterThan(10);
    expect(exported).toMatchObject(columns);
    expect(exported.rejection_reason).toBeNull();
    expect(exported.candidate_phone_number).toBe('+49 30 2222');

    // Every field the detail shows, its files as stored rather than as signed links; its company's setting
    // (rejection_reason_required) is no data of the candidate's.
    const detail = await api().call('GET', 'candidateDetail', { id: candidate.uid }, { token: admin });
    const shown = (detail.body.response as Candidate[])[0] ?? expect.fail('no detail');
    for (const [field, value] of Object.entries(shown)) {
      if (field === 'rejection_reason_required') continue;
      if (field === 'created_at') expect(String(exported.created_at).slice(0, 10)).toBe(value);
      else if (typeof value === 'string' && value.startsWith('/media/'))
        expect(exported[field], field).toBe(storedUrl(value));
      else expect(exported[field], field).toEqual(value);
    }
    expect(document.files).toEqual([
      { field: 'candidate_resume', stored_as: row.candidate_resume, in_archive: 'files/resume.pdf' },
      { field: 'candidate_share_url', stored_as: row.candidate_share_url, in_archive: 'files/video.mp4' },
      { field: 'candidate_thumbnail', stored_as: row.candidate_thumbnail, in_archive: 'files/thumbnail.png' },
    ]);

    // The notes as the notes call answers them, oldest first.
    const notes = await api().call('GET', 'candidateNotes', { id: candidate.uid }, { token: admin });
    const listed = (notes.body.response as CandidateNote[]).reverse();
    expect((document.notes as CandidateNote[]).map((note) => note.note_text)).toEqual([
      'Strong Go skills',
      'Call back Monday',
    ]);
    expect(document.notes).toMatchObject(listed);

    // The whole timeline, values included, oldest first.
    const timeline = await api().call(
      'GET',
      'recordHistory',
      { kind: 'candidate', id: candidate.uid },
      {
        token: admin,
        query: { page_size: 100 },
      },
    );
    const entries = (timeline.body.response as HistoryEntry[]).reverse();
    expect(entries.length).toBe(4);
    expect(document.history).toEqual(entries);
    expect(document.history).toContainEqual(
      expect.objectContaining({
        action: 'update',
        changes: [{ field: 'candidate_phone_number', from: '+49 30 1111', to: '+49 30 2222' }],
      }),
    );
  });

  it('lists a file on another site, or one no longer stored, without putting it in the archive', async () => {
    const vacancy = await insertVacancy(api(), alpha.id);
    const [row] = await insertCandidates(api(), vacancy.id, [
      { candidate_share_url: 'https://video.example.com/42', candidate_resume: `/media/${randomUUID()}.pdf` },
    ]);
    const answer = await download(api(), candidatePath(row?.uid ?? ''), alphaAdmin.token);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.files)).toEqual(['candidate.json']);
    expect(json(answer.files['candidate.json']).files).toEqual([
      { field: 'candidate_resume', stored_as: row?.candidate_resume, in_archive: null },
      { field: 'candidate_share_url', stored_as: 'https://video.example.com/42', in_archive: null },
    ]);
  });

  it("gives a CustomerAdmin their company's candidates only, StaffAdmins none, and nothing without a token", async () => {
    const own = await download(api(), candidatePath(candidate.uid), alphaAdmin.token);
    expect(own.status).toBe(200);
    expect(Object.keys(own.files)).toContain('files/video.mp4');
    const foreign = await download(api(), candidatePath(candidate.uid), betaAdmin.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_VISIBLE);
    expect((await download(api(), candidatePath(randomUUID()), admin)).body).toEqual(NOT_VISIBLE);
    expect((await download(api(), candidatePath(candidate.uid), alphaStaff.token)).status).toBe(403);
    const anonymous = await download(api(), candidatePath(candidate.uid));
    expect(anonymous.status).toBe(401);
    expect((anonymous.body as { status: number }).status).toBe(401);
  });

  it("holds a user's profile with every stored field, its history with values, and what they did without others' values", async () => {
    const renamed = { ...editForm(alphaAdmin.user), full_name: 'Clara Kundin' };
    expect(
      (
        await api().call(
          'PUT',
          'userUpdate',
          { id: alphaAdmin.user.user_uid },
          { token: admin, json: renamed },
        )
      ).status,
    ).toBe(200);
    const answer = await download(api(), userPath(alphaAdmin.user.user_uid), admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="${dataExportFileName('user', alphaAdmin.user.user_uid, today())}"`,
    );
    expect(Object.keys(answer.files)).toEqual(['user.json']);
    const text = Buffer.from(answer.files['user.json'] ?? []).toString('utf8');
    const document = json(answer.files['user.json']);
    const row = await api()
      .db.selectFrom('users')
      .selectAll()
      .where('user_uid', '=', alphaAdmin.user.user_uid)
      .executeTakeFirstOrThrow();
    expect(document.user).toEqual({
      ...ownColumns(row, ['password_hash', 'company_id']),
      company: { company_uid: alpha.company_uid, company_name: 'Alpha GmbH' },
    });
    // The password's hash is a secret: never handed out.
    expect(text).not.toContain(row.password_hash);
    const timeline = await api().call(
      'GET',
      'recordHistory',
      { kind: 'user', id: alphaAdmin.user.user_uid },
      { token: admin },
    );
    expect(document.history).toEqual((timeline.body.response as HistoryEntry[]).reverse());
    expect(document.history).toContainEqual(
      expect.objectContaining({
        changes: [{ field: 'full_name', from: alphaAdmin.user.full_name, to: 'Clara Kundin' }],
      }),
    );
    // Their edit of the candidate and their note: what and when, without the candidate's values or the note's text.
    expect(document.changes_made).toEqual([
      expect.objectContaining({
        kind: 'candidate',
        action: 'update',
        record_uid: candidate.uid,
        fields: ['candidate_phone_number'],
      }),
      expect.objectContaining({
        kind: 'note',
        action: 'create',
        subject_uid: candidate.uid,
        fields: ['note_text'],
      }),
    ]);
    expect(document.notes_written).toEqual([expect.objectContaining({ candidate_uid: candidate.uid })]);
    expect(text).not.toContain('+49 30 2222');
    expect(text).not.toContain('Strong Go skills');
  });

  it('gives users their own copy, and a user of another company to no CustomerAdmin', async () => {
    const own = await download(api(), callPath('profileDataExport'), alphaStaff.token);
    expect(own.status).toBe(200);
    expect((json(own.files['user.json']).user as { user_uid: string }).user_uid).toBe(
      alphaStaff.user.user_uid,
    );
    expect((await download(api(), userPath(alphaStaff.user.user_uid), alphaAdmin.token)).status).toBe(200);
    const foreign = await download(api(), userPath(alphaStaff.user.user_uid), betaAdmin.token);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_VISIBLE);
    expect((await download(api(), userPath(alphaAdmin.user.user_uid), alphaStaff.token)).status).toBe(403);
    expect((await download(api(), callPath('profileDataExport'))).status).toBe(401);
    expect((await download(api(), userPath(alphaStaff.user.user_uid))).status).toBe(401);
  });
});

describe('a candidate’s data from an S3 bucket', () => {
  let s3: S3Server | undefined;
  let api: TestApi | undefined;
  beforeAll(async () => {
    s3 = await startS3();
    api = await startApi('sqlite', s3.env);
  });
  afterAll(async () => {
    await api?.close();
    await s3?.close();
  });

  it('holds its files byte for byte', async () => {
    if (!api) throw new Error('no server');
    const admin = await api.login(ADMIN.email, ADMIN.password);
    const { row, files } = await candidateWithFiles(api, admin, (await insertCompany(api)).id);
    const answer = await download(api, callPath('candidateDataExport', { id: row.uid }), admin);
    expect(answer.status).toBe(200);
    for (const [name, bytes] of Object.entries(files))
      expect(Buffer.from(answer.files[name] ?? []).equals(Buffer.from(bytes)), name).toBe(true);
  });
});
