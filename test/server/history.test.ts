import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import type { Customer } from '@contract/customers';
import type { HistoryEntry } from '@contract/history';
import type { User } from '@contract/users';
import { resetToken } from '../../server/auth/reset-link';
import { recordHistory } from '../../server/history/record';
import type { CandidateRow } from '../../server/candidates/table';
import type { CompanyRow } from '../../server/customers/table';
import { addUser, editForm, insertCandidates, insertCompany, pngFile, USER_PASSWORD } from './fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

/** The answer of GET record-history/{kind}/{uid}/ as the app reads it. */
interface HistoryPage {
  status: number;
  response: HistoryEntry[];
  count: number;
  next: string | null;
  previous: string | null;
}

const customerForm = (values: Record<string, string>, logo?: File) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  if (logo) form.append('company_logo', logo);
  return form;
};

const vacancyFields = (companyUid: string) => ({
  vacancy_title: 'Bäcker',
  vacancy_description: 'Backt Brot',
  vacancy_tag: 'bakery',
  company_uuid: companyUid,
  vacancy_quota: '40',
  vacancy_start_date: '2024-03-01',
  vacancy_due_date: '2024-04-01',
});

const candidateEdit = (candidate: CandidateRow, changes: Record<string, string> = {}) => ({
  candidate_name: candidate.candidate_name,
  candidate_email: candidate.candidate_email,
  candidate_phone_number: candidate.candidate_phone_number,
  candidate_status: candidate.candidate_status,
  candidate_active_or_inactive: candidate.is_candidate_active === 'Active' ? 'active' : 'inactive',
  ...changes,
});

/**
 * Makes the database refuse one kind of write to `table` of the rows whose `column` contains `marker`, by a
 * trigger: a write that fails inside the database, after every check of the request has passed.
 */
async function refuseWrites(
  api: TestApi,
  refusal: { table: string; event: 'INSERT' | 'DELETE'; column: string; marker: string },
): Promise<void> {
  const row = sql.raw(refusal.event === 'DELETE' ? 'OLD' : 'NEW');
  const name = sql.id(`${refusal.table}_refused`);
  const [table, event] = [sql.table(refusal.table), sql.raw(refusal.event)];
  const refused = sql`${row}.${sql.ref(refusal.column)} LIKE ${sql.lit(`%${refusal.marker}%`)}`;
  if (api.server.ctx.engine === 'sqlite') {
    await sql`CREATE TRIGGER ${name} BEFORE ${event} ON ${table}
      WHEN ${refused} BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(api.db);
    return;
  }
  await sql`CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF ${refused} THEN RAISE EXCEPTION 'refused'; END IF; RETURN ${row}; END $$`.execute(api.db);
  await sql`CREATE TRIGGER ${name} BEFORE ${event} ON ${table}
    FOR EACH ROW EXECUTE FUNCTION ${name}()`.execute(api.db);
}

describeEachDatabase('history of every change', (api) => {
  let admin = '';
  let alpha: Customer;
  let beta: CompanyRow;
  const tokens = { alphaAdmin: '', alphaStaff: '', betaAdmin: '' };
  let alphaAdmin: User;

  const history = (kind: string, id: string, token = admin, query = {}) =>
    api().call('GET', 'recordHistory', { kind, id }, { token, query });
  const entries = async (kind: string, id: string, token = admin) => {
    const answer = await history(kind, id, token, { page_size: 100 });
    expect(answer.status).toBe(200);
    return (answer.body as unknown as HistoryPage).response;
  };
  const latest = async (kind: string, id: string) => (await entries(kind, id))[0];
  const historyRows = () => api().db.selectFrom('history').selectAll().orderBy('id').execute();
  const adminActor = { user_uid: expect.any(String), full_name: expect.any(String) };

  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
    const registered = await api().call(
      'POST',
      'companyRegister',
      {},
      {
        token: admin,
        form: customerForm(
          {
            company_name: 'Alpha GmbH',
            company_email: 'info@alpha.de',
            folder_name: 'Alpha',
            folder_id: 'A-1',
          },
          pngFile(),
        ),
      },
    );
    expect(registered.status).toBe(200);
    alpha = registered.body.data as Customer;
    beta = await insertCompany(api(), { company_name: 'Beta AG' });
    const alphaAdminAdded = await addUser(api(), admin, {
      user_role: 'CustomerAdmin',
      company_uuid: alpha.company_uid,
      full_name: 'Anna Alpha',
    });
    alphaAdmin = alphaAdminAdded.user;
    tokens.alphaAdmin = alphaAdminAdded.token;
    tokens.alphaStaff = (
      await addUser(api(), admin, { user_role: 'StaffAdmin', company_uuid: alpha.company_uid })
    ).token;
    tokens.betaAdmin = (
      await addUser(api(), admin, { user_role: 'CustomerAdmin', company_uuid: beta.company_uid })
    ).token;
  });

  it('records a customer registered with a logo, by whom, without the logo file', async () => {
    const [created, ...more] = await entries('customer', alpha.company_uid);
    expect(more).toEqual([]);
    expect(created).toMatchObject({
      kind: 'customer',
      action: 'create',
      subject_uid: alpha.company_uid,
      record_uid: alpha.company_uid,
      actor: adminActor,
    });
    expect(created?.changes).toEqual([
      { field: 'company_name', from: null, to: 'Alpha GmbH' },
      { field: 'company_email', from: null, to: 'info@alpha.de' },
      { field: 'folder_name', from: null, to: 'Alpha' },
      { field: 'folder_id', from: null, to: 'A-1' },
      { field: 'company_logo', from: null, to: null },
    ]);
    expect(Date.parse(String(created?.created_at))).toBeGreaterThan(Date.now() - 60_000);
  });

  it('records a user added, edited (a new password as "password"), its own profile edit, a reset and its deletion', async () => {
    const { user } = await addUser(api(), admin, {
      user_role: 'StaffAdmin',
      company_uuid: alpha.company_uid,
      full_name: 'Jürgen Groß',
      email: 'juergen@alpha.de',
    });
    const created = await latest('user', user.user_uid);
    expect(created).toMatchObject({ kind: 'user', action: 'create', actor: adminActor });
    expect(created?.changes).toEqual([
      { field: 'full_name', from: null, to: 'Jürgen Groß' },
      { field: 'email', from: null, to: 'juergen@alpha.de' },
      { field: 'user_role', from: null, to: 'StaffAdmin' },
      { field: 'status', from: null, to: 'Approved' },
    ]);

    const edit = (json: Record<string, string>, by = tokens.alphaAdmin) =>
      api().call('PUT', 'userUpdate', { id: user.user_uid }, { token: by, json });
    const newPassword = 'another-pass-2';
    const edited = await edit({
      ...editForm(user),
      full_name: 'Jürgen Klein',
      or_password: newPassword,
      confirm_password: newPassword,
    });
    expect(edited.status).toBe(200);
    expect(await latest('user', user.user_uid)).toMatchObject({
      action: 'update',
      actor: { user_uid: alphaAdmin.user_uid, full_name: 'Anna Alpha' },
      changes: [
        { field: 'full_name', from: 'Jürgen Groß', to: 'Jürgen Klein' },
        { field: 'password', from: null, to: null },
      ],
    });
    const renamed = edited.body.data as User;
    expect((await edit(editForm(renamed))).status).toBe(200);
    expect(await entries('user', user.user_uid)).toHaveLength(2);

    // The own profile: through the same call, with the user as the actor.
    const own = await api().login(user.email, newPassword);
    expect((await edit({ ...editForm(renamed), full_name: 'Jürgen K.' }, own)).status).toBe(200);
    expect(await latest('user', user.user_uid)).toMatchObject({
      actor: { user_uid: user.user_uid, full_name: 'Jürgen Klein' },
      changes: [{ field: 'full_name', from: 'Jürgen Klein', to: 'Jürgen K.' }],
    });

    const row = await api()
      .db.selectFrom('users')
      .selectAll()
      .where('user_uid', '=', user.user_uid)
      .executeTakeFirstOrThrow();
    const expire = Math.floor(Date.now() / 1000) + 600;
    const link = {
      id: user.user_uid,
      token: resetToken((await api().server.ctx.keys.current()).secret, row, expire),
      expire,
    };
    const reset = await api().call('PUT', 'passwordReset', link, {
      json: { password: 'reset-pass-3', confirm_password: 'reset-pass-3' },
    });
    expect(reset.status).toBe(200);
    expect(await latest('user', user.user_uid)).toMatchObject({
      action: 'update',
      actor: { user_uid: user.user_uid, full_name: 'Jürgen K.' },
      changes: [{ field: 'password', from: null, to: null }],
    });

    const deleted = await api().call(
      'DELETE',
      'userDelete',
      { id: user.user_uid },
      { token: tokens.alphaAdmin },
    );
    expect(deleted.status).toBe(200);
    // Issue 30: the deleted user's name and email leave the history; the role and status stay.
    expect(await latest('user', user.user_uid)).toMatchObject({
      action: 'delete',
      erased: true,
      changes: [
        { field: 'full_name', from: null, to: null },
        { field: 'email', from: null, to: null },
        { field: 'user_role', from: 'StaffAdmin', to: null },
        { field: 'status', from: 'Approved', to: null },
      ],
    });
    expect(await entries('user', user.user_uid)).toHaveLength(5);

    // Neither a password nor its hash is kept anywhere in the table.
    const stored = JSON.stringify(await historyRows());
    for (const secret of [USER_PASSWORD, newPassword, 'reset-pass-3', row.password_hash])
      expect(stored).not.toContain(secret);
  });

  it('records a customer edited (a new logo without its values, a rename) and deleted; a SubAdmin reads it after', async () => {
    const company = await insertCompany(api(), { company_name: 'Gamma KG' });
    const values = {
      company_name: 'Gamma KG',
      company_email: company.company_email,
      folder_name: company.folder_name,
      folder_id: company.folder_id,
    };
    const update = (form: FormData) =>
      api().call('PUT', 'companyUpdate', { id: company.company_uid }, { token: admin, form });
    expect((await update(customerForm(values))).status).toBe(200);
    expect(await entries('customer', company.company_uid)).toEqual([]);
    expect((await update(customerForm({ ...values, company_name: 'Gamma Neu KG' }, pngFile()))).status).toBe(
      200,
    );
    expect(await latest('customer', company.company_uid)).toMatchObject({
      action: 'update',
      changes: [
        { field: 'company_name', from: 'Gamma KG', to: 'Gamma Neu KG' },
        { field: 'company_logo', from: null, to: null },
      ],
    });
    const deleted = await api().call(
      'DELETE',
      'companyDelete',
      { id: company.company_uid },
      { token: admin },
    );
    expect(deleted.status).toBe(200);
    const [gone, ...before] = await entries('customer', company.company_uid);
    expect(before).toHaveLength(1);
    expect(gone).toMatchObject({
      action: 'delete',
      changes: [
        { field: 'company_name', from: 'Gamma Neu KG', to: null },
        { field: 'company_email', from: company.company_email, to: null },
        { field: 'folder_name', from: company.folder_name, to: null },
        { field: 'folder_id', from: company.folder_id, to: null },
        { field: 'company_logo', from: null, to: null },
      ],
    });
    expect(JSON.stringify(await historyRows())).not.toContain('/media/');
  });

  it('records a vacancy created, edited and deleted, and each candidate the deletion takes with it', async () => {
    const packages = await api()
      .db.selectFrom('packages')
      .select(['uid', 'package_name'])
      .orderBy('id')
      .execute();
    const [first, second] = packages;
    const fields = { ...vacancyFields(alpha.company_uid), vacancy_package: [second?.uid, first?.uid] };
    const created = await api().call('POST', 'vacancyCreate', {}, { token: tokens.alphaAdmin, json: fields });
    expect(created.status).toBe(200);
    const vacancy = created.body.data as { uid: string; id: number };
    expect(await latest('vacancy', vacancy.uid)).toMatchObject({
      action: 'create',
      actor: { user_uid: alphaAdmin.user_uid },
      changes: [
        { field: 'vacancy_title', from: null, to: 'Bäcker' },
        { field: 'vacancy_description', from: null, to: 'Backt Brot' },
        { field: 'vacancy_tag', from: null, to: 'bakery' },
        { field: 'vacancy_quota', from: null, to: '40' },
        { field: 'vacancy_start_date', from: null, to: '2024-03-01' },
        { field: 'vacancy_due_date', from: null, to: '2024-04-01' },
        { field: 'vacancy_status', from: null, to: 'Active' },
        { field: 'vacancy_package', from: null, to: `${first?.package_name}, ${second?.package_name}` },
      ],
    });

    const edit = { ...fields, vacancy_status: 'Inactive', vacancy_title: 'Konditor', vacancy_package: [] };
    const updated = await api().call(
      'PUT',
      'vacancyUpdate',
      { id: vacancy.uid },
      { token: admin, json: edit },
    );
    expect(updated.status).toBe(200);
    expect(await latest('vacancy', vacancy.uid)).toMatchObject({
      action: 'update',
      changes: [
        { field: 'vacancy_title', from: 'Bäcker', to: 'Konditor' },
        { field: 'vacancy_status', from: 'Active', to: 'Inactive' },
        { field: 'vacancy_package', from: `${first?.package_name}, ${second?.package_name}`, to: null },
      ],
    });

    const candidates = await insertCandidates(api(), vacancy.id, [
      { candidate_name: 'Zoë Müller', candidate_email: 'zoe@example.com', candidate_status: 'Contacted' },
      { candidate_name: 'Bernd Bauer', candidate_email: 'bernd@example.com' },
    ]);
    const deleted = await api().call(
      'DELETE',
      'vacancyDelete',
      { id: vacancy.uid },
      { token: tokens.alphaAdmin },
    );
    expect(deleted.status).toBe(200);
    expect(await latest('vacancy', vacancy.uid)).toMatchObject({
      action: 'delete',
      changes: expect.arrayContaining([{ field: 'vacancy_title', from: 'Konditor', to: null }]),
    });
    // Its candidates were erased with it: who did it and when, none of their values (issue 30).
    for (const candidate of candidates) {
      const [gone, ...more] = await entries('candidate', candidate.uid, tokens.alphaAdmin);
      expect(more).toEqual([]);
      expect(gone).toMatchObject({
        kind: 'candidate',
        action: 'erase',
        record_uid: candidate.uid,
        actor: { user_uid: alphaAdmin.user_uid, full_name: 'Anna Alpha' },
        changes: [],
      });
    }
    const everything = JSON.stringify(await historyRows());
    for (const value of ['Zoë Müller', 'zoe@example.com', 'Bernd Bauer', 'bernd@example.com'])
      expect(everything).not.toContain(value);
  });

  it("records a candidate's edits, only the fields that changed, and shows its notes' entries on its timeline", async () => {
    const [candidate] = await insertCandidates(api(), await alphaVacancy(), [
      { candidate_name: 'Lena Lang' },
    ]);
    if (!candidate) throw new Error('no candidate');
    const update = (changes: Record<string, string>, token = tokens.alphaStaff) =>
      api().call(
        'PUT',
        'candidateUpdate',
        { id: candidate.uid },
        { token, json: candidateEdit(candidate, changes) },
      );
    expect((await update({})).status).toBe(200);
    expect(await entries('candidate', candidate.uid)).toEqual([]);
    expect(
      (await update({ candidate_status: 'First_Interview', candidate_active_or_inactive: 'inactive' }))
        .status,
    ).toBe(200);
    expect(await latest('candidate', candidate.uid)).toMatchObject({
      kind: 'candidate',
      action: 'update',
      changes: [
        { field: 'candidate_status', from: 'Applied', to: 'First_Interview' },
        { field: 'is_candidate_active', from: 'Active', to: 'Inactive' },
      ],
    });
    await recordHistory(api().db, {
      kind: 'note',
      action: 'create',
      subjectUid: candidate.uid,
      recordUid: 'note-uid',
      companyId: candidate.company_id,
      actor: null,
      changes: [{ field: 'note_text', from: null, to: 'Ruft morgen zurück' }],
    });
    expect(await latest('candidate', candidate.uid)).toMatchObject({
      kind: 'note',
      subject_uid: candidate.uid,
      record_uid: 'note-uid',
      actor: null,
    });
  });

  /** An Active vacancy of Alpha's, made through the API. */
  async function alphaVacancy(): Promise<number> {
    const json = { ...vacancyFields(alpha.company_uid), vacancy_title: 'Verkäufer' };
    const created = await api().call('POST', 'vacancyCreate', {}, { token: admin, json });
    return (created.body.data as { id: number }).id;
  }

  it('lets each role read the kinds whose details it may open, and only its own company', async () => {
    const [candidate] = await insertCandidates(api(), await alphaVacancy(), [
      { candidate_name: 'Mia Matrix' },
    ]);
    if (!candidate) throw new Error('no candidate');
    const edit = candidateEdit(candidate, { candidate_status: 'Contacted' });
    expect(
      (await api().call('PUT', 'candidateUpdate', { id: candidate.uid }, { token: admin, json: edit }))
        .status,
    ).toBe(200);
    const vacancyUid = (
      await api()
        .db.selectFrom('vacancies')
        .select('uid')
        .where('id', '=', candidate.vacancy_id)
        .executeTakeFirstOrThrow()
    ).uid;
    const subjects: [string, string][] = [
      ['customer', alpha.company_uid],
      ['user', alphaAdmin.user_uid],
      ['vacancy', vacancyUid],
      ['candidate', candidate.uid],
    ];
    /** What each caller gets: the number of entries it reads, or the status it is refused with. */
    const seen = async (token: string) => {
      const outcome: Record<string, number> = {};
      for (const [kind, uid] of subjects) {
        const answer = await history(kind, uid, token);
        outcome[kind] =
          answer.status === 200 ? (answer.body as unknown as HistoryPage).count : -answer.status;
        expect(answer.body.status).toBe(answer.status);
      }
      return outcome;
    };
    const everything = { customer: 1, user: 1, vacancy: 1, candidate: 1 };
    expect(await seen(admin)).toEqual(everything);
    expect(await seen(tokens.alphaAdmin)).toEqual(everything);
    expect(await seen(tokens.alphaStaff)).toEqual({ customer: -403, user: -403, vacancy: 1, candidate: 1 });
    expect(await seen(tokens.betaAdmin)).toEqual({ customer: 0, user: 0, vacancy: 0, candidate: 0 });
    const hidden = await history('candidate', candidate.uid, tokens.betaAdmin);
    expect(hidden.body).toEqual({ status: 200, response: [], count: 0, next: null, previous: null });
    // An unknown record answers as another company's does.
    expect((await history('candidate', 'no-such-uid', tokens.betaAdmin)).body).toEqual(hidden.body);
  });

  it("answers a kind without a timeline with 400 in the envelope, in the caller's language", async () => {
    for (const kind of ['note', 'company', 'x']) {
      const answer = await history(kind, alpha.company_uid);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ status: 400, response: [expect.any(String)] });
    }
    const german = await api().call(
      'GET',
      'recordHistory',
      { kind: 'note', id: 'x' },
      { token: admin, lang: 'de' },
    );
    const english = await history('note', 'x');
    expect(german.body.response).not.toEqual(english.body.response);
  });

  it('pages newest first, 25 to a page unless asked otherwise, with links to the pages around', async () => {
    const [candidate] = await insertCandidates(api(), await alphaVacancy(), [
      { candidate_name: 'Paul Page' },
    ]);
    if (!candidate) throw new Error('no candidate');
    for (let step = 1; step <= 30; step += 1) {
      const json = candidateEdit(candidate, { candidate_phone_number: String(step) });
      const answer = await api().call(
        'PUT',
        'candidateUpdate',
        { id: candidate.uid },
        { token: admin, json },
      );
      expect(answer.status).toBe(200);
    }
    const phone = (entry: HistoryEntry | undefined) => entry?.changes[0]?.to;
    const first = (await history('candidate', candidate.uid)).body as unknown as HistoryPage;
    expect(first.count).toBe(30);
    expect(first.response.map(phone)).toEqual(Array.from({ length: 25 }, (_, index) => String(30 - index)));
    expect(first.previous).toBeNull();
    expect(new URL(String(first.next)).searchParams.get('page')).toBe('2');
    const second = (await history('candidate', candidate.uid, admin, { page: 2 }))
      .body as unknown as HistoryPage;
    expect(second.response.map(phone)).toEqual(['5', '4', '3', '2', '1']);
    expect(second.next).toBeNull();
    expect(new URL(String(second.previous)).searchParams.get('page')).toBe('1');
    const small = (await history('candidate', candidate.uid, admin, { page: 3, page_size: 7 }))
      .body as unknown as HistoryPage;
    expect(small.response.map(phone)).toEqual(['16', '15', '14', '13', '12', '11', '10']);
    const tooBig = await history('candidate', candidate.uid, admin, { page_size: 1000 });
    expect(tooBig.status).toBe(400);
  });

  it('writes no entry for a request that fails after its checks: refused by the database, or an email taken', async () => {
    const before = await historyRows();
    const vacancyId = await alphaVacancy();
    const marker = 'Undeletable';
    await api()
      .db.updateTable('vacancies')
      .set({ vacancy_title: marker })
      .where('id', '=', vacancyId)
      .execute();
    await insertCandidates(api(), vacancyId, [{ candidate_name: 'Clara' }, { candidate_name: 'Cem' }]);
    await refuseWrites(api(), { table: 'vacancies', event: 'DELETE', column: 'vacancy_title', marker });
    const vacancy = await api()
      .db.selectFrom('vacancies')
      .select('uid')
      .where('id', '=', vacancyId)
      .executeTakeFirstOrThrow();
    const refused = await api().call('DELETE', 'vacancyDelete', { id: vacancy.uid }, { token: admin });
    expect(refused.status).toBe(500);
    expect(refused.body).toEqual({ status: 500, response: [expect.any(String)] });
    const left = await api()
      .db.selectFrom('candidates')
      .select('id')
      .where('vacancy_id', '=', vacancyId)
      .execute();
    expect(left).toHaveLength(2);
    // Only the vacancy's creation was recorded: neither its deletion nor its candidates'.
    expect((await historyRows()).slice(before.length)).toMatchObject([{ kind: 'vacancy', action: 'create' }]);

    const taken = await api().call(
      'POST',
      'userRegister',
      {},
      {
        token: admin,
        json: {
          full_name: 'Doppelt',
          user_role: 'StaffAdmin',
          email: ADMIN.email,
          or_password: USER_PASSWORD,
          confirm_password: USER_PASSWORD,
          company_uuid: alpha.company_uid,
        },
      },
    );
    expect(taken.status).toBe(409);
    const edit = await api().call(
      'PUT',
      'userUpdate',
      { id: alphaAdmin.user_uid },
      { token: admin, json: { ...editForm(alphaAdmin), full_name: 'Anna Doppelt', email: ADMIN.email } },
    );
    expect(edit.status).toBe(409);
    expect(await historyRows()).toHaveLength(before.length + 1);
  });

  it('makes no change when its entry cannot be written, and answers a clean error', async () => {
    const marker = 'Refused Änderung';
    await refuseWrites(api(), { table: 'history', event: 'INSERT', column: 'changes', marker });
    const [candidate] = await insertCandidates(api(), await alphaVacancy(), [
      { candidate_name: 'Rita Rollback' },
    ]);
    if (!candidate) throw new Error('no candidate');
    const json = candidateEdit(candidate, { candidate_name: marker, candidate_status: 'Employed' });
    const refused = await api().call('PUT', 'candidateUpdate', { id: candidate.uid }, { token: admin, json });
    expect(refused.status).toBe(500);
    expect(refused.body).toEqual({ status: 500, response: [expect.any(String)] });
    const detail = await api().call('GET', 'candidateDetail', { id: candidate.uid }, { token: admin });
    expect(detail.body.response).toMatchObject([
      { candidate_name: 'Rita Rollback', candidate_status: 'Applied' },
    ]);

    // A deletion whose candidates cannot be erased keeps the vacancy and its candidates.
    await refuseWrites(api(), { table: 'candidates', event: 'DELETE', column: 'candidate_name', marker });
    const vacancyId = await alphaVacancy();
    await insertCandidates(api(), vacancyId, [{ candidate_name: marker }]);
    const vacancy = await api()
      .db.selectFrom('vacancies')
      .select('uid')
      .where('id', '=', vacancyId)
      .executeTakeFirstOrThrow();
    const deleted = await api().call('DELETE', 'vacancyDelete', { id: vacancy.uid }, { token: admin });
    expect(deleted.status).toBe(500);
    const left = await api()
      .db.selectFrom('candidates')
      .select('id')
      .where('vacancy_id', '=', vacancyId)
      .execute();
    expect(left).toHaveLength(1);
    expect(await entries('vacancy', vacancy.uid)).toHaveLength(1);

    // The server goes on answering, the next write is recorded.
    const ok = await api().call(
      'PUT',
      'candidateUpdate',
      { id: candidate.uid },
      { token: admin, json: candidateEdit(candidate, { candidate_status: 'Employed' }) },
    );
    expect(ok.status).toBe(200);
    expect(await latest('candidate', candidate.uid)).toMatchObject({
      changes: [{ field: 'candidate_status', from: 'Applied', to: 'Employed' }],
    });
  });

  it("keeps a company rename out of its vacancies' and candidates' histories", async () => {
    const vacancyId = await alphaVacancy();
    const [candidate] = await insertCandidates(api(), vacancyId, [{ candidate_name: 'Otto Ohne' }]);
    const vacancy = await api()
      .db.selectFrom('vacancies')
      .select('uid')
      .where('id', '=', vacancyId)
      .executeTakeFirstOrThrow();
    const renamed = await api().call(
      'PUT',
      'companyUpdate',
      { id: alpha.company_uid },
      {
        token: admin,
        form: customerForm({
          company_name: 'Alpha Neu GmbH',
          company_email: alpha.company_email,
          folder_name: alpha.folder_name,
          folder_id: alpha.folder_id,
        }),
      },
    );
    expect(renamed.status).toBe(200);
    expect(await latest('customer', alpha.company_uid)).toMatchObject({
      changes: [{ field: 'company_name', from: 'Alpha GmbH', to: 'Alpha Neu GmbH' }],
    });
    expect(await entries('vacancy', vacancy.uid)).toHaveLength(1);
    expect(await entries('candidate', String(candidate?.uid))).toEqual([]);
  });
});
