import { randomUUID } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { eraseCandidates } from '../../server/candidates/erase';
import { addUser, insertCompany } from './fixtures';
import { candidateWithEverything, mediaLinks, served, stored, traces } from './erasure-fixtures';
import { ADMIN, describeEachDatabase, type TestApi } from './harness';

/** A candidate's timeline as the API answers it (GET recordHistory): the answer's body. */
async function candidateHistory(api: TestApi, token: string, uid: string) {
  return (await api.call('GET', 'recordHistory', { kind: 'candidate', id: uid }, { token })).body;
}

/**
 * An erased candidate's timeline: the erasure, and the creation and edit before it marked erased with no
 * values left. Answers the body, for what else the caller looks for in it.
 */
async function expectErasedTimeline(api: TestApi, token: string, uid: string) {
  const history = await candidateHistory(api, token, uid);
  const entries = history.response as { action: string; erased: boolean; changes: unknown[] }[];
  expect(entries.map((entry) => [entry.action, entry.erased, entry.changes])).toEqual([
    ['erase', false, []],
    ['create', true, []],
    ['update', true, []],
  ]);
  return history;
}

describeEachDatabase('erasing candidates: the core', (api) => {
  let token = '';
  beforeAll(async () => {
    token = await api().login(ADMIN.email, ADMIN.password);
  });

  it('removes the row, notes, history values, search entries and files in one go, and logs uid and time', async () => {
    const { row, name, email, files } = await candidateWithEverything(api(), token);
    const links = await mediaLinks(api(), token, row.uid);
    expect(await Promise.all(links.map((link) => served(api(), link)))).toEqual([200, 200, 200]);
    const before = await traces(api(), row, name, email);
    expect(before).toMatchObject({ rows: 1, notes: 1, searchHits: 1, nameInHistory: true });

    const erased = await eraseCandidates(api().server.ctx, [row.uid, randomUUID()], null);
    expect(erased).toEqual([{ uid: row.uid, companyId: row.company_id }]);

    const after = await traces(api(), row, name, email);
    expect(after).toMatchObject({ rows: 0, notes: 0, searchHits: 0, nameInHistory: false });
    // The edit, the note's creation (both blanked, marked erased), and the erasure itself.
    expect(after.history.map((entry) => [entry.action, entry.changes, entry.erased])).toEqual([
      ['update', '[]', 1],
      ['create', '[]', 1],
      ['erase', '[]', 0],
    ]);
    const log = await api().db.selectFrom('erasures').selectAll().where('uid', '=', row.uid).execute();
    expect(log).toHaveLength(1);
    expect(Object.keys(log[0] ?? {}).sort()).toEqual(['erased_at', 'id', 'uid']);
    expect(await Promise.all(links.map((link) => served(api(), link)))).toEqual([404, 404, 404]);
    expect(await stored(api(), files)).toEqual([]);
    expect(await api().db.selectFrom('file_removals').selectAll().execute()).toEqual([]);
  });
});

describeEachDatabase('erasing a candidate: DELETE candidate-delete-api', (api) => {
  let admin = '';
  beforeAll(async () => {
    admin = await api().login(ADMIN.email, ADMIN.password);
  });

  const erase = (
    uid: string,
    token: string,
    options: { lang?: string; headers?: Record<string, string> } = {},
  ) => api().call('DELETE', 'candidateDelete', { id: uid }, { token, ...options });

  it('erases for a SubAdmin: the detail, files, history values, search and notes are gone, answered in both languages', async () => {
    const { row, name, email, files } = await candidateWithEverything(api(), admin);
    const links = await mediaLinks(api(), admin, row.uid);
    const answer = await erase(row.uid, admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      status: 200,
      response: 'Candidate deleted: their personal data has been erased.',
    });
    expect((await api().call('GET', 'candidateDetail', { id: row.uid }, { token: admin })).status).toBe(404);
    expect(await Promise.all(links.map((link) => served(api(), link)))).toEqual([404, 404, 404]);
    expect(await stored(api(), files)).toEqual([]);
    const notes = await api().call('GET', 'candidateNotes', { id: row.uid }, { token: admin });
    expect(notes.status).toBe(404);
    const history = await expectErasedTimeline(api(), admin, row.uid);
    expect(JSON.stringify(history)).not.toContain(name.split(' ')[1]);
    for (const search of [name.split(' ')[1] ?? name, email]) {
      const found = await api().call(
        'GET',
        'candidateList',
        { status: 'all' },
        { token: admin, query: { search } },
      );
      expect(found.status).toBe(200);
      expect(found.body.response).toEqual([]);
    }
    expect(await traces(api(), row, name, email)).toMatchObject({ rows: 0, notes: 0, searchHits: 0 });
    // Once erased, it is unknown: a second erasure answers 404, in German too.
    const again = await erase(row.uid, admin, { lang: 'de' });
    expect(again.status).toBe(404);
    const german = await erase((await candidateWithEverything(api(), admin)).row.uid, admin, { lang: 'de' });
    expect(german.body.response).toBe('Kandidat gelöscht: Die personenbezogenen Daten wurden gelöscht.');
  });

  it('lets a CustomerAdmin erase within their company only (another company’s: 404), a StaffAdmin not at all', async () => {
    const own = await insertCompany(api());
    const other = await insertCompany(api());
    const customerAdmin = await addUser(api(), admin, {
      company_uuid: own.company_uid,
      user_role: 'CustomerAdmin',
    });
    const staff = await addUser(api(), admin, { company_uuid: own.company_uid, user_role: 'StaffAdmin' });
    const theirs = await candidateWithEverything(api(), admin, other.id);
    const ours = await candidateWithEverything(api(), admin, own.id);

    expect((await erase(theirs.row.uid, customerAdmin.token)).status).toBe(404);
    expect(await traces(api(), theirs.row, theirs.name, theirs.email)).toMatchObject({ rows: 1, notes: 1 });
    expect((await erase(ours.row.uid, staff.token)).status).toBe(403);
    expect((await erase(ours.row.uid, customerAdmin.token)).status).toBe(200);
    expect(await traces(api(), ours.row, ours.name, ours.email)).toMatchObject({ rows: 0, notes: 0 });
  });

  it('refuses an erasure made from a stale read (If-Match), leaving the candidate whole', async () => {
    const { row, name, email } = await candidateWithEverything(api(), admin);
    const stale = await erase(row.uid, admin, { headers: { 'if-match': '"1"' } });
    expect(stale.status).toBe(412);
    expect(await traces(api(), row, name, email)).toMatchObject({ rows: 1, notes: 1, searchHits: 1 });
    const current = await api().call('GET', 'candidateDetail', { id: row.uid }, { token: admin });
    const etag = current.headers.get('etag') ?? '';
    expect((await erase(row.uid, admin, { headers: { 'if-match': etag } })).status).toBe(200);
  });

  it('erases a selection in bulk, within the caller’s company', async () => {
    const own = await insertCompany(api());
    const customerAdmin = await addUser(api(), admin, {
      company_uuid: own.company_uid,
      user_role: 'CustomerAdmin',
    });
    const mine = [
      await candidateWithEverything(api(), admin, own.id),
      await candidateWithEverything(api(), admin, own.id),
    ];
    const foreign = await candidateWithEverything(api(), admin);
    const uids = [...mine, foreign].map((each) => each.row.uid);
    const answer = await api().call(
      'POST',
      'candidateBulkDelete',
      {},
      { token: customerAdmin.token, json: { uids }, lang: 'de' },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      response: '2 Kandidaten gelöscht und ihre personenbezogenen Daten gelöscht',
      data: { changed: 2 },
    });
    for (const each of mine) {
      expect(await traces(api(), each.row, each.name, each.email)).toMatchObject({
        rows: 0,
        notes: 0,
        searchHits: 0,
        nameInHistory: false,
      });
      expect(await stored(api(), each.files)).toEqual([]);
    }
    expect(await traces(api(), foreign.row, foreign.name, foreign.email)).toMatchObject({ rows: 1 });
  });

  it('takes a deleted user’s name and email out of the history: their entries show no name', async () => {
    const company = await insertCompany(api());
    const fullName = `Leaving ${randomUUID().slice(0, 8)}`;
    const leaving = await addUser(api(), admin, {
      company_uuid: company.company_uid,
      user_role: 'CustomerAdmin',
      full_name: fullName,
    });
    const { row } = await candidateWithEverything(api(), leaving.token, company.id);
    const gone = await api().call('DELETE', 'userDelete', { id: leaving.user.user_uid }, { token: admin });
    expect(gone.status).toBe(200);
    const everything = JSON.stringify(await api().db.selectFrom('history').selectAll().execute());
    expect(everything).not.toContain(fullName);
    expect(everything).not.toContain(leaving.user.email);
    const [edit] = (await candidateHistory(api(), admin, row.uid)).response as { actor: unknown }[];
    expect(edit?.actor).toEqual({ user_uid: leaving.user.user_uid, full_name: '' });
  });
});

describeEachDatabase(
  'erasing candidates with their vacancy: vacancy-delete-api and vacancy-bulk-delete',
  (api) => {
    let admin = '';
    beforeAll(async () => {
      admin = await api().login(ADMIN.email, ADMIN.password);
    });

    /** Two candidates of one vacancy, with everything an erasure takes, and a candidate elsewhere kept. */
    const vacancyWithCandidates = async () => {
      const first = await candidateWithEverything(api(), admin);
      const second = await candidateWithEverything(api(), admin, undefined, first.vacancy);
      const kept = await candidateWithEverything(api(), admin, first.vacancy.company_id);
      return { vacancy: first.vacancy, candidates: [first, second], kept };
    };

    /** Anything of theirs the database, the erasure log and the store still hold. */
    const leftOf = async (candidates: Awaited<ReturnType<typeof candidateWithEverything>>[]) => {
      const history = JSON.stringify(await api().db.selectFrom('history').selectAll().execute());
      const notes = JSON.stringify(await api().db.selectFrom('candidate_notes').selectAll().execute());
      const logged = (await api().server.ctx.erasureLog?.read())?.map((entry) => entry.uid) ?? [];
      const erasures = await api().db.selectFrom('erasures').select('uid').execute();
      return Promise.all(
        candidates.map(async ({ row, name, email, files }) => {
          const values = [name, email, row.candidate_phone_number, '+49 30 123456'];
          return {
            traces: await traces(api(), row, name, email),
            valuesInHistory: values.filter((value) => history.includes(value)),
            inNotes: notes.includes(name),
            logged: logged.includes(row.uid),
            inErasures: erasures.some((entry) => entry.uid === row.uid),
            files: await stored(api(), files),
          };
        }),
      );
    };
    const erased = {
      traces: { rows: 0, notes: 0, searchHits: 0, nameInHistory: false },
      valuesInHistory: [],
      inNotes: false,
      logged: true,
      inErasures: true,
      files: [],
    };

    it('erases the candidates of a deleted vacancy: no value in the history, search or notes, files gone, logged', async () => {
      const { vacancy, candidates, kept } = await vacancyWithCandidates();
      expect(await leftOf(candidates)).toMatchObject(
        candidates.map(() => ({
          traces: { rows: 1, notes: 1, searchHits: 1, nameInHistory: true },
          logged: false,
        })),
      );
      const answer = await api().call('DELETE', 'vacancyDelete', { id: vacancy.uid }, { token: admin });
      expect(answer.status).toBe(200);
      expect(await leftOf(candidates)).toMatchObject(candidates.map(() => erased));
      // Each candidate's own entries: the erasure, by whoever deleted the vacancy, with no values.
      await expectErasedTimeline(api(), admin, candidates[0]?.row.uid ?? '');
      expect(await api().db.selectFrom('file_removals').selectAll().execute()).toEqual([]);
      // The candidate of another vacancy is untouched.
      expect(await traces(api(), kept.row, kept.name, kept.email)).toMatchObject({ rows: 1, notes: 1 });
      expect(await stored(api(), kept.files)).toHaveLength(3);
    });

    it('erases the candidates of vacancies deleted in bulk the same way', async () => {
      const one = await vacancyWithCandidates();
      const other = await vacancyWithCandidates();
      const answer = await api().call(
        'POST',
        'vacancyBulkDelete',
        {},
        { token: admin, json: { uids: [one.vacancy.uid, other.vacancy.uid] } },
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ data: { changed: 2 } });
      const candidates = [...one.candidates, ...other.candidates];
      expect(await leftOf(candidates)).toMatchObject(candidates.map(() => erased));
      expect(await traces(api(), one.kept.row, one.kept.name, one.kept.email)).toMatchObject({ rows: 1 });
    });
  },
);
