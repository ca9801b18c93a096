import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { BULK_MATCHING_MAX, BULK_MATCHING_MAX_IN_COMPANY, BULK_UIDS_MAX } from '@contract/domain';
import { ROWS_PER_CHUNK } from '../../server/bulk/selection';
import type { CandidateRow } from '../../server/candidates/table';
import type { CompanyRow } from '../../server/customers/table';
import type { VacancyRow } from '../../server/vacancies/table';
import { addUser, bookPackage, insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase, type Answer } from './harness';

interface BulkData {
  changed: number;
  unchanged: number;
  refused: { uid: string; reason: string }[];
}
const dataOf = (answer: Answer) => answer.body.data as BulkData;
const uidsOf = (rows: { uid: string }[]) => rows.map((row) => row.uid);
/** The main suite calls far more often than a user may: its rate limit is tested on its own, below. */
const LIMIT_NOT_MEASURED = { BULK_RATE_LIMIT: '100000' };
const RATE = 3;

describeEachDatabase(
  'bulk actions',
  (api) => {
    let admin = '';
    let customerAdmin = '';
    let staffAdmin = '';
    let alpha: CompanyRow;
    let beta: CompanyRow;

    const bulk = (
      name: 'candidateBulkUpdate' | 'vacancyBulkUpdate' | 'vacancyBulkDelete' | 'packageBulkDelete',
      json: unknown,
      token = admin,
      lang?: string,
    ) => api().call('POST', name, {}, { token, json, lang });

    /** A vacancy of its own per test, with candidates named as given. */
    async function candidatesOf(company: CompanyRow, names: string[], title = 'Bulk vacancy') {
      const vacancy = await insertVacancy(api(), company.id, { vacancy_title: title });
      const rows = await insertCandidates(
        api(),
        vacancy.id,
        names.map((candidate_name) => ({ candidate_name })),
      );
      return { vacancy, rows };
    }

    const candidatesNow = (rows: CandidateRow[]) =>
      api()
        .db.selectFrom('candidates')
        .select(['uid', 'candidate_status', 'is_candidate_active'])
        .where('uid', 'in', uidsOf(rows))
        .orderBy('id')
        .execute();

    const historyOf = (uids: string[]) =>
      api()
        .db.selectFrom('history')
        .select(['kind', 'action', 'record_uid', 'company_id', 'actor_name', 'changes'])
        .where('record_uid', 'in', uids)
        .orderBy('id')
        .execute();

    beforeAll(async () => {
      admin = await api().login(ADMIN.email, ADMIN.password);
      alpha = await insertCompany(api(), { company_name: 'Alpha GmbH' });
      beta = await insertCompany(api(), { company_name: 'Beta AG' });
      const ofAlpha = { company_uuid: alpha.company_uid };
      customerAdmin = (
        await addUser(api(), admin, { ...ofAlpha, user_role: 'CustomerAdmin', full_name: 'Carla' })
      ).token;
      staffAdmin = (await addUser(api(), admin, { ...ofAlpha, user_role: 'StaffAdmin', full_name: 'Stefan' }))
        .token;
    });

    it('sets the status of the selected candidates, says how many in the caller’s language, records each', async () => {
      const { rows } = await candidatesOf(alpha, ['Anna', 'Bert', 'Cleo']);
      const [anna, bert, cleo] = rows as [CandidateRow, CandidateRow, CandidateRow];
      const answer = await bulk('candidateBulkUpdate', {
        uids: [anna.uid, bert.uid],
        set: { candidate_status: 'Contacted' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        status: 200,
        response: '2 candidates updated',
        data: { changed: 2, unchanged: 0, refused: [] },
      });
      expect((await candidatesNow(rows)).map((row) => row.candidate_status)).toEqual([
        'Contacted',
        'Contacted',
        'Applied',
      ]);
      const history = await historyOf(uidsOf(rows));
      expect(history.map((entry) => entry.record_uid)).toEqual([anna.uid, bert.uid]);
      for (const entry of history) {
        expect(entry).toMatchObject({ kind: 'candidate', action: 'update', company_id: alpha.id });
        expect(entry.actor_name).toBeTruthy();
        expect(JSON.parse(entry.changes)).toEqual([
          { field: 'candidate_status', from: 'Applied', to: 'Contacted' },
        ]);
      }

      const german = await bulk(
        'candidateBulkUpdate',
        { uids: [cleo.uid], set: { candidate_active_or_inactive: 'inactive' } },
        admin,
        'de',
      );
      expect(german.body.response).toBe('1 Kandidat aktualisiert');
      expect(await candidatesNow([cleo])).toEqual([
        { uid: cleo.uid, candidate_status: 'Applied', is_candidate_active: 'Inactive' },
      ]);
      expect(JSON.parse((await historyOf([cleo.uid]))[0]?.changes ?? '')).toEqual([
        { field: 'is_candidate_active', from: 'Active', to: 'Inactive' },
      ]);
    });

    it('leaves alone the records that already have the value asked for, and says how many', async () => {
      const { rows } = await candidatesOf(alpha, ['Already', 'Not yet']);
      const [already, notYet] = rows as [CandidateRow, CandidateRow];
      await api()
        .db.updateTable('candidates')
        .set({ candidate_status: 'Contacted' })
        .where('id', '=', already.id)
        .execute();
      const answer = await bulk('candidateBulkUpdate', {
        uids: uidsOf(rows),
        set: { candidate_status: 'Contacted' },
      });
      expect(answer.body).toEqual({
        status: 200,
        response: '1 candidate updated',
        data: { changed: 1, unchanged: 1, refused: [] },
      });
      expect((await historyOf(uidsOf(rows))).map((entry) => entry.record_uid)).toEqual([notYet.uid]);

      const vacancy = await insertVacancy(api(), alpha.id, { vacancy_title: 'Already active' });
      const same = await bulk('vacancyBulkUpdate', {
        uids: [vacancy.uid],
        set: { vacancy_status: 'Active' },
      });
      expect(same.body).toMatchObject({
        response: '0 vacancies updated',
        data: { changed: 0, unchanged: 1 },
      });
      expect(await historyOf([vacancy.uid])).toEqual([]);
    });

    it('leaves another company’s and unknown candidates alone, reported as not found', async () => {
      const own = await candidatesOf(alpha, ['Own']);
      const other = await candidatesOf(beta, ['Other']);
      const unknown = randomUUID();
      const uids = [...uidsOf(own.rows), ...uidsOf(other.rows), unknown];
      for (const [token, status] of [
        [customerAdmin, 'Contacted'],
        [staffAdmin, 'Employed'],
      ] as const) {
        const answer = await bulk(
          'candidateBulkUpdate',
          { uids, set: { candidate_status: status } },
          token,
          'de',
        );
        expect(answer.status).toBe(200);
        expect(answer.body.response).toBe('1 Kandidat aktualisiert');
        const reason = 'Dieser Datensatz existiert nicht oder ist für Sie nicht sichtbar.';
        expect(dataOf(answer)).toEqual({
          changed: 1,
          unchanged: 0,
          refused: [
            { uid: other.rows[0]?.uid, reason },
            { uid: unknown, reason },
          ],
        });
        expect((await candidatesNow(own.rows))[0]?.candidate_status).toBe(status);
      }
      expect((await candidatesNow(other.rows))[0]?.candidate_status).toBe('Applied');
      expect(await historyOf(uidsOf(other.rows))).toEqual([]);
    });

    it('changes all candidates matching the list’s tab, search and filters, within the caller’s company', async () => {
      const title = `Batch ${randomUUID().slice(0, 8)}`;
      const own = await candidatesOf(alpha, ['Match One', 'Match Two', 'Other Name'], title);
      const other = await candidatesOf(beta, ['Match Three'], title);
      const [, two] = own.rows as [CandidateRow, CandidateRow, CandidateRow];
      await api()
        .db.updateTable('candidates')
        .set({ is_candidate_active: 'Inactive' })
        .where('id', '=', two.id)
        .execute();
      const matching = {
        type: 'active',
        query: { search: 'match', vacancy__vacancy_title__icontains: title },
      };
      const answer = await bulk(
        'candidateBulkUpdate',
        { matching, set: { candidate_status: 'Rejected' } },
        customerAdmin,
      );
      expect(answer.body).toMatchObject({
        response: '1 candidate updated',
        data: { changed: 1, refused: [] },
      });
      expect((await candidatesNow(own.rows)).map((row) => row.candidate_status)).toEqual([
        'Rejected',
        'Applied',
        'Applied',
      ]);
      const all = await bulk('candidateBulkUpdate', {
        matching: { type: 'all', query: { vacancy__vacancy_title__icontains: title } },
        set: { candidate_status: 'Employed' },
      });
      expect(dataOf(all).changed).toBe(4);
      expect((await candidatesNow(other.rows))[0]?.candidate_status).toBe('Employed');
    });

    it('refuses a body that selects nothing, too much, or sets nothing, in the caller’s language', async () => {
      const cases: [unknown, string][] = [
        [
          { set: { candidate_status: 'Contacted' } },
          'Please select records, or all records matching the list',
        ],
        [
          { uids: [], set: { candidate_status: 'Contacted' } },
          'Please select records, or all records matching the list',
        ],
        [
          { uids: ['a'], matching: { type: 'all', query: {} }, set: { candidate_status: 'Contacted' } },
          'Please select records, or all records matching the list',
        ],
        [
          {
            uids: Array.from({ length: BULK_UIDS_MAX + 1 }, () => randomUUID()),
            set: { candidate_status: 'Contacted' },
          },
          `At most ${BULK_UIDS_MAX} records can be selected one by one`,
        ],
        [{ uids: ['a'], set: {} }, 'Please choose what to change'],
        [{ uids: ['a'], set: { candidate_status: 'Hired' } }, 'Please choose one of the options'],
      ];
      for (const [json, message] of cases) {
        const answer = await bulk('candidateBulkUpdate', json);
        expect(answer.status, JSON.stringify(json).slice(0, 80)).toBe(400);
        expect(answer.body.response).toContain(message);
      }
      const german = await bulk('candidateBulkUpdate', { uids: ['a'], set: {} }, admin, 'de');
      expect(german.body.response).toContain('Bitte wählen Sie, was geändert werden soll');
    });

    it('refuses "all matching" beyond the cap as a whole, with a message to narrow the list', async () => {
      const title = `Crowded ${randomUUID().slice(0, 8)}`;
      const vacancy = await insertVacancy(api(), beta.id, { vacancy_title: title });
      const crowd = Array.from({ length: BULK_MATCHING_MAX + 1 }, (_, index) => ({
        candidate_name: `Crowd ${index}`,
        candidate_email: `crowd-${index}@example.com`,
      }));
      await insertCandidates(api(), vacancy.id, crowd);
      const matching = { type: 'all', query: { vacancy__vacancy_title__icontains: title } };
      const answer = await bulk(
        'candidateBulkUpdate',
        { matching, set: { candidate_status: 'Rejected' } },
        admin,
        'de',
      );
      expect(answer.status).toBe(400);
      expect(answer.body.response).toEqual([
        `Mehr als ${BULK_MATCHING_MAX} Datensätze passen zur Liste: Bitte grenzen Sie sie mit der Suche oder den Filtern ein und versuchen Sie es erneut.`,
      ]);
      const changed = await api()
        .db.selectFrom('candidates')
        .select('id')
        .where('vacancy_id', '=', vacancy.id)
        .where('candidate_status', '=', 'Rejected')
        .execute();
      expect(changed).toEqual([]);
    });

    it('updates every row over several chunks and records each', async () => {
      const names = Array.from({ length: 2 * ROWS_PER_CHUNK + 50 }, (_, index) => `Chunk ${index}`);
      const { rows } = await candidatesOf(alpha, names);
      const answer = await bulk('candidateBulkUpdate', {
        uids: uidsOf(rows),
        set: { candidate_status: 'Contacted' },
      });
      expect(answer.body).toMatchObject({ status: 200, data: { changed: names.length, unchanged: 0 } });
      expect(new Set((await candidatesNow(rows)).map((row) => row.candidate_status))).toEqual(
        new Set(['Contacted']),
      );
      const history = await historyOf(uidsOf(rows));
      expect(new Set(history.map((entry) => entry.record_uid))).toEqual(new Set(uidsOf(rows)));
      expect(history).toHaveLength(names.length);
    });

    it('keeps the chunks written before a failure midway and says how many, in the caller’s language', async () => {
      // Two chunks go through, the third holds the refused row: it and the rest of it are not written.
      const names = [
        ...Array.from({ length: 2 * ROWS_PER_CHUNK + 10 }, (_, index) => `Row ${index}`),
        'Poison',
      ];
      const { rows } = await candidatesOf(alpha, names);
      const refuse = api().server.ctx.engine === 'postgres' ? postgresRefusal : sqliteRefusal;
      for (const statement of refuse.install) await statement.execute(api().db);
      try {
        const answer = await bulk(
          'candidateBulkUpdate',
          { uids: uidsOf(rows), set: { candidate_status: 'Contacted' } },
          admin,
          'de',
        );
        expect(answer.status).toBe(500);
        expect(answer.body.response).toEqual([
          'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
          `Vor diesem Fehler waren ${2 * ROWS_PER_CHUNK} Datensätze bereits gespeichert und bleiben es; die übrigen blieben unverändert. Wiederholen Sie die Aktion für den Rest.`,
        ]);
      } finally {
        for (const statement of refuse.remove) await statement.execute(api().db);
      }
      const written = rows.slice(0, 2 * ROWS_PER_CHUNK);
      expect((await candidatesNow(rows)).map((row) => row.candidate_status)).toEqual([
        ...written.map(() => 'Contacted'),
        ...rows.slice(written.length).map(() => 'Applied'),
      ]);
      expect(new Set((await historyOf(uidsOf(rows))).map((entry) => entry.record_uid))).toEqual(
        new Set(uidsOf(written)),
      );
    });

    it('refuses a non-SubAdmin’s "all matching" beyond their lower cap; a SubAdmin’s goes through', async () => {
      const title = `Staff crowd ${randomUUID().slice(0, 8)}`;
      const names = Array.from({ length: BULK_MATCHING_MAX_IN_COMPANY + 1 }, (_, index) => `Crowd ${index}`);
      const { rows } = await candidatesOf(alpha, names, title);
      const json = {
        matching: { type: 'all', query: { vacancy__vacancy_title__icontains: title } },
        set: { candidate_status: 'Rejected' },
      };
      const refused = await bulk('candidateBulkUpdate', json, staffAdmin);
      expect(refused.status).toBe(400);
      expect(refused.body.response).toEqual([
        `More than ${BULK_MATCHING_MAX_IN_COMPANY} records match the list: please narrow it with the search or filters, then try again.`,
      ]);
      expect(new Set((await candidatesNow(rows)).map((row) => row.candidate_status))).toEqual(
        new Set(['Applied']),
      );
      const done = await bulk('candidateBulkUpdate', json, admin);
      expect(done.body).toMatchObject({ status: 200, data: { changed: names.length } });
    });

    it('runs one bulk call per user at a time: a second one meanwhile answers 429 with Retry-After', async (context) => {
      // Only PostgreSQL can hold the first call midway from outside (a row lock); SQLite's writer would block the
      // whole server while waiting.
      if (api().server.ctx.engine !== 'postgres') return context.skip();
      const { rows } = await candidatesOf(alpha, ['Held', 'Other']);
      const [held, other] = rows as [CandidateRow, CandidateRow];
      let first: Promise<Answer> | undefined;
      await api()
        .db.transaction()
        .execute(async (trx) => {
          await sql`SELECT id FROM candidates WHERE id = ${held.id} FOR UPDATE`.execute(trx);
          first = bulk(
            'candidateBulkUpdate',
            { uids: [held.uid], set: { candidate_status: 'Contacted' } },
            staffAdmin,
          );
          const waiting = async () =>
            (
              await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(api().db)
            ).rows[0]?.n;
          await expect.poll(waiting, { timeout: 15_000 }).toBe(1);
          const json = { uids: [other.uid], set: { candidate_status: 'Rejected' } };
          for (const [lang, text] of [
            [
              'en',
              'Your previous change to many records is still running. Please wait until it has finished, then try again.',
            ],
            [
              'de',
              'Ihre vorige Änderung an vielen Datensätzen läuft noch. Bitte warten Sie, bis sie abgeschlossen ist, und versuchen Sie es dann erneut.',
            ],
          ] as const) {
            const second = await bulk('candidateBulkUpdate', json, staffAdmin, lang);
            expect(second.status).toBe(429);
            expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
            expect(second.body.response).toEqual([text]);
          }
          // Another user's call is not held up by it.
          expect((await bulk('candidateBulkUpdate', json, customerAdmin)).status).toBe(200);
        });
      expect((await first)?.body).toMatchObject({ status: 200, data: { changed: 1 } });
      expect(
        (
          await bulk(
            'candidateBulkUpdate',
            { uids: [other.uid], set: { candidate_status: 'Applied' } },
            staffAdmin,
          )
        ).status,
      ).toBe(200);
    });

    it('sets vacancies’ status for their managers only, within their company, recording each', async () => {
      const own = await insertVacancy(api(), alpha.id, { vacancy_title: 'Own vacancy' });
      const other = await insertVacancy(api(), beta.id, { vacancy_title: 'Other vacancy' });
      const json = { uids: [own.uid, other.uid], set: { vacancy_status: 'Inactive' } };
      expect((await bulk('vacancyBulkUpdate', json, staffAdmin)).status).toBe(403);
      const answer = await bulk('vacancyBulkUpdate', json, customerAdmin);
      expect(answer.body).toMatchObject({
        status: 200,
        response: '1 vacancy updated',
        data: {
          changed: 1,
          unchanged: 0,
          refused: [{ uid: other.uid, reason: 'This record does not exist or is not visible to you.' }],
        },
      });
      const statuses = await api()
        .db.selectFrom('vacancies')
        .select(['uid', 'vacancy_status'])
        .where('uid', 'in', [own.uid, other.uid])
        .orderBy('id')
        .execute();
      expect(statuses).toEqual([
        { uid: own.uid, vacancy_status: 'Inactive' },
        { uid: other.uid, vacancy_status: 'Active' },
      ]);
      const history = await historyOf([own.uid, other.uid]);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        kind: 'vacancy',
        action: 'update',
        record_uid: own.uid,
        actor_name: 'Carla',
      });
      expect(JSON.parse(history[0]?.changes ?? '')).toEqual([
        { field: 'vacancy_status', from: 'Active', to: 'Inactive' },
      ]);
    });

    it('deletes vacancies with their candidates, every one erased and recorded, as the single delete does', async () => {
      const first = await candidatesOf(alpha, ['Gone One', 'Gone Two']);
      const second = await candidatesOf(alpha, []);
      const kept = await candidatesOf(beta, ['Kept']);
      const vacancies: VacancyRow[] = [first.vacancy, second.vacancy, kept.vacancy];
      expect((await bulk('vacancyBulkDelete', { uids: uidsOf(vacancies) }, staffAdmin)).status).toBe(403);
      const answer = await bulk('vacancyBulkDelete', { uids: uidsOf(vacancies) }, customerAdmin, 'de');
      expect(answer.body).toMatchObject({
        response: '2 Stellen gelöscht',
        data: { changed: 2, unchanged: 0 },
      });
      expect(dataOf(answer).refused.map((refusal) => refusal.uid)).toEqual([kept.vacancy.uid]);
      const left = await api()
        .db.selectFrom('vacancies')
        .select('uid')
        .where('uid', 'in', uidsOf(vacancies))
        .execute();
      expect(uidsOf(left)).toEqual([kept.vacancy.uid]);
      expect(await candidatesNow([...first.rows, ...kept.rows])).toHaveLength(1);
      const history = await historyOf([...uidsOf(vacancies), ...uidsOf(first.rows)]);
      expect(history.map((entry) => `${entry.kind} ${entry.action} ${entry.record_uid}`).sort()).toEqual(
        [
          ...uidsOf(first.rows).map((uid) => `candidate erase ${uid}`),
          `vacancy delete ${first.vacancy.uid}`,
          `vacancy delete ${second.vacancy.uid}`,
        ].sort(),
      );
    });

    it('deletes all vacancies matching the list', async () => {
      const title = `Batch ${randomUUID().slice(0, 8)}`;
      const active = await insertVacancy(api(), alpha.id, { vacancy_title: title });
      const inactive = await insertVacancy(api(), alpha.id, {
        vacancy_title: title,
        vacancy_status: 'Inactive',
      });
      const answer = await bulk('vacancyBulkDelete', {
        matching: { type: 'inactive', query: { search: title } },
      });
      expect(answer.body).toMatchObject({ response: '1 vacancy deleted', data: { changed: 1, refused: [] } });
      const left = await api()
        .db.selectFrom('vacancies')
        .select('uid')
        .where('uid', 'in', uidsOf([active, inactive]))
        .execute();
      expect(uidsOf(left)).toEqual([active.uid]);
    });

    /** Packages named with a tag of their own, through the create call. */
    async function packagesNamed(names: string[]) {
      const tag = randomUUID().slice(0, 8);
      const made: { uid: string; package_name: string }[] = [];
      for (const name of names) {
        const json = { package_name: `${name} ${tag}` };
        const answer = await api().call('POST', 'packageCreate', {}, { token: admin, json });
        made.push(answer.body.data as { uid: string; package_name: string });
      }
      return { tag, made };
    }

    it('deletes packages by the single delete’s rules: a booked one is refused and stays, each deletion recorded', async () => {
      const { made } = await packagesNamed(['Spare One', 'Spare Two', 'Booked']);
      const [one, two, booked] = made as [(typeof made)[0], (typeof made)[0], (typeof made)[0]];
      await bookPackage(api(), (await insertVacancy(api(), alpha.id)).id, booked.uid);
      const unknown = randomUUID();
      const uids = [one.uid, booked.uid, two.uid, unknown];
      for (const token of [customerAdmin, staffAdmin]) {
        expect((await bulk('packageBulkDelete', { uids }, token)).status).toBe(403);
      }
      const answer = await bulk('packageBulkDelete', { uids }, admin, 'de');
      expect(answer.body).toEqual({
        status: 200,
        response: '2 Pakete gelöscht',
        data: {
          changed: 2,
          unchanged: 0,
          refused: [
            {
              uid: booked.uid,
              reason:
                'Das Paket kann nicht gelöscht werden, da Stellen es gebucht haben. Entfernen Sie es zuerst aus diesen Stellen, um es zu löschen.',
            },
            { uid: unknown, reason: 'Dieser Datensatz existiert nicht oder ist für Sie nicht sichtbar.' },
          ],
        },
      });
      const left = await api().db.selectFrom('packages').select('uid').where('uid', 'in', uids).execute();
      expect(uidsOf(left)).toEqual([booked.uid]);
      const history = await historyOf(uids);
      expect(history.map((entry) => `${entry.kind} ${entry.action} ${entry.record_uid}`)).toEqual([
        `package create ${one.uid}`,
        `package create ${two.uid}`,
        `package create ${booked.uid}`,
        `package delete ${one.uid}`,
        `package delete ${two.uid}`,
      ]);
      expect(JSON.parse(history[3]?.changes ?? '')).toEqual([
        { field: 'package_name', from: one.package_name, to: null },
        { field: 'package_name_de', from: one.package_name, to: null },
      ]);
    });

    it('deletes all packages matching the list’s search, which has no tabs', async () => {
      const { tag, made } = await packagesNamed(['Match A', 'Match B']);
      const others = await packagesNamed(['Match C']);
      const refused = await bulk('packageBulkDelete', { matching: { type: 'active', query: {} } });
      expect(refused.status).toBe(400);
      expect(refused.body.response).toEqual(['Please choose one of the options']);
      const answer = await bulk('packageBulkDelete', { matching: { type: 'all', query: { search: tag } } });
      expect(answer.body).toEqual({
        status: 200,
        response: '2 packages deleted',
        data: { changed: 2, unchanged: 0, refused: [] },
      });
      const uids = uidsOf([...made, ...others.made]);
      const left = await api().db.selectFrom('packages').select('uid').where('uid', 'in', uids).execute();
      expect(uidsOf(left)).toEqual(uidsOf(others.made));
    });
  },
  LIMIT_NOT_MEASURED,
);

describeEachDatabase(
  'bulk actions: rate limit',
  (api) => {
    it('answers 429 with Retry-After beyond a user’s bulk calls a minute, in both languages; other users go on', async () => {
      const admin = await api().login(ADMIN.email, ADMIN.password);
      const company = await insertCompany(api());
      const { token } = await addUser(api(), admin, {
        company_uuid: company.company_uid,
        user_role: 'CustomerAdmin',
      });
      const json = { uids: ['no-such-vacancy'], set: { vacancy_status: 'Inactive' } };
      const call = (lang = 'en', caller = token) =>
        api().call('POST', 'vacancyBulkUpdate', {}, { token: caller, json, lang });
      for (let round = 0; round < RATE; round++) expect((await call()).status).toBe(200);
      for (const [lang, text] of [
        [
          'en',
          /^Too many changes to many records in a short time\. Please wait \d+ seconds? and try again\.$/,
        ],
        [
          'de',
          /^Zu viele Änderungen an vielen Datensätzen in kurzer Zeit\. Bitte warten Sie \d+ Sekunden? und versuchen Sie es erneut\.$/,
        ],
      ] as const) {
        const refused = await call(lang);
        expect(refused.status).toBe(429);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(refused.body.response).toEqual([expect.stringMatching(text)]);
      }
      // Counted per user, across the bulk calls: the other calls of the same user are refused too.
      const deletion = await api().call('POST', 'vacancyBulkDelete', {}, { token, json: { uids: ['x'] } });
      expect(deletion.status).toBe(429);
      expect((await call('en', admin)).status).toBe(200);
    });
  },
  { BULK_RATE_LIMIT: String(RATE) },
);

/** A trigger that makes the database refuse to change the candidate named 'Poison'. */
const sqliteRefusal = {
  install: [
    sql`CREATE TRIGGER bulk_refusal BEFORE UPDATE ON candidates WHEN NEW.candidate_name = 'Poison'
      BEGIN SELECT RAISE(ABORT, 'refused by the test'); END`,
  ],
  remove: [sql`DROP TRIGGER bulk_refusal`],
};
const postgresRefusal = {
  install: [
    sql`CREATE FUNCTION bulk_refusal() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.candidate_name = 'Poison' THEN RAISE EXCEPTION 'refused by the test'; END IF;
        RETURN NEW;
      END $$`,
    sql`CREATE TRIGGER bulk_refusal BEFORE UPDATE ON candidates FOR EACH ROW EXECUTE FUNCTION bulk_refusal()`,
  ],
  remove: [sql`DROP TRIGGER bulk_refusal ON candidates`, sql`DROP FUNCTION bulk_refusal()`],
};
