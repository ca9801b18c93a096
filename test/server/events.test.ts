/**
 * Live updates (GET /api/events): every committed write reaches the streams of the signed-in users who may list
 * its record, and only theirs; a client that comes back with Last-Event-ID gets what it missed; streams per user
 * are bounded; one client that stops reading holds neither the others nor the instance's memory.
 */
import net from 'node:net';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEvent } from '@contract/events';
import type { User } from '@contract/users';
import type { CandidateRow } from '../../server/candidates/table';
import type { CompanyRow } from '../../server/customers/table';
import { RECORD_EVENT_CHANNEL } from '../../server/db/migrations/016_record_events';
import type { VacancyRow } from '../../server/vacancies/table';
import { EventStream } from './event-stream';
import { addUser, insertCandidates, insertCompany, insertVacancy, USER_PASSWORD } from './fixtures';
import {
  ADMIN,
  callPath,
  describeEachDatabase,
  ENGINES,
  PG_URL,
  startApi,
  type TestApi,
  twoInstancesOnOneDatabase,
} from './harness';

const STREAMS_PER_USER = 3;
const ENV = {
  EVENT_STREAMS_PER_USER: String(STREAMS_PER_USER),
  EVENT_HEARTBEAT: '1',
  BULK_RATE_LIMIT: '100000',
  // A client that reads nothing for this long is cut: short, so that the test need not wait long for it.
  SEND_TIMEOUT: '2',
};

/** A company's records the writes touch. */
interface Company {
  row: CompanyRow;
  vacancy: VacancyRow;
  candidates: CandidateRow[];
  user: User;
  /** Every uid of this company an event may name (notes are added as they are written). */
  uids: Set<string>;
}

const candidateEdit = (name: string, status = 'Contacted') => ({
  candidate_name: name,
  candidate_email: 'candidate@example.com',
  candidate_phone_number: '+49 30 1234567',
  candidate_status: status,
  candidate_active_or_inactive: 'active',
});

describeEachDatabase(
  'live updates',
  (api) => {
    let admin = '';
    let customerAdmin = '';
    let customerAdminName = '';
    let customerAdminEmail = '';
    let customerAdminUid = '';
    let ours: Company;
    let theirs: Company;
    const opened: EventStream[] = [];
    const open = async (token: string, lastEventId?: string) => {
      const stream = await EventStream.open(api(), token, lastEventId);
      opened.push(stream);
      return stream;
    };
    afterEach(() => {
      for (const stream of opened.splice(0)) stream.close();
    });

    async function company(name: string): Promise<Company> {
      const row = await insertCompany(api(), { company_name: name });
      const vacancy = await insertVacancy(api(), row.id, { vacancy_title: `${name} vacancy` });
      const candidates = await insertCandidates(api(), vacancy.id, [{}, {}, {}]);
      const { user } = await addUser(api(), admin, {
        user_role: 'StaffAdmin',
        company_uuid: row.company_uid,
      });
      const uids = new Set([row.company_uid, vacancy.uid, user.user_uid, ...candidates.map((c) => c.uid)]);
      return { row, vacancy, candidates, user, uids };
    }

    beforeAll(async () => {
      admin = await api().login(ADMIN.email, ADMIN.password);
      ours = await company('Ours');
      theirs = await company('Theirs');
      const added = await addUser(api(), admin, {
        user_role: 'CustomerAdmin',
        company_uuid: ours.row.company_uid,
        full_name: 'Anna Schmidt',
      });
      customerAdmin = added.token;
      customerAdminName = added.user.full_name;
      customerAdminEmail = added.user.email;
      customerAdminUid = added.user.user_uid;
      ours.uids.add(added.user.user_uid);
    });

    const editCandidate = (token: string, uid: string, name: string, status?: string) =>
      api().call('PUT', 'candidateUpdate', { id: uid }, { token, json: candidateEdit(name, status) });
    async function addNote(token: string, of: Company, text: string): Promise<string> {
      const candidate = of.candidates[0]?.uid ?? '';
      const answer = await api().call(
        'POST',
        'candidateNoteCreate',
        { id: candidate },
        { token, json: { note_text: text } },
      );
      expect(answer.status).toBe(200);
      const uid = (answer.body.data as { uid: string }).uid;
      of.uids.add(uid);
      return uid;
    }

    it("carries a colleague's committed writes to another signed-in client: who, what and when", async () => {
      const stream = await open(admin);
      const candidate = ours.candidates[0]?.uid ?? '';
      expect((await editCandidate(customerAdmin, candidate, 'Amelia Miller')).status).toBe(200);
      const changed = await stream.next((event) => (event.data as RecordEvent).uid === candidate);
      expect(changed.event).toBe('change');
      expect(changed.data).toEqual({
        resource: 'candidates',
        uid: candidate,
        kind: 'updated',
        subject: { resource: 'candidates', uid: candidate },
        by: customerAdminName,
        byUid: customerAdminUid,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      // A note shows on its candidate's timeline: the event names both.
      const note = await addNote(customerAdmin, ours, 'Called back');
      expect((await api().call('DELETE', 'candidateNoteDelete', { id: note }, { token: admin })).status).toBe(
        200,
      );
      await stream.until(() => stream.changes().filter((event) => event.uid === note).length === 2);
      expect(stream.changes().filter((event) => event.uid === note)).toEqual([
        expect.objectContaining({
          resource: 'notes',
          kind: 'created',
          subject: { resource: 'candidates', uid: candidate },
        }),
        expect.objectContaining({ resource: 'notes', kind: 'deleted', by: expect.any(String) }),
      ]);
      // Ids grow within a stream: a reconnect names the last one it saw.
      const ids = stream.events.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('carries every change of a busy moment to each stream once, in the order committed', async () => {
      const vacancy = await insertVacancy(api(), ours.row.id, { vacancy_title: 'Busy vacancy' });
      const crowd = await insertCandidates(
        api(),
        vacancy.id,
        Array.from({ length: 20 }, () => ({})),
      );
      const uids = crowd.map((candidate) => candidate.uid);
      const streams = [await open(admin), await open(customerAdmin)];
      // One bulk change (its 20 changes committed and heard at once), then 20 edits at once, each on its own.
      const json = { uids, set: { candidate_status: 'Rejected' } };
      expect((await api().call('POST', 'candidateBulkUpdate', {}, { token: admin, json })).status).toBe(200);
      const edits = await Promise.all(uids.map((uid, i) => editCandidate(admin, uid, `Busy ${i}`)));
      expect(edits.map((answer) => answer.status)).toEqual(uids.map(() => 200));
      for (const stream of streams) {
        const heard = () =>
          stream.events.filter(
            (event) => event.event === 'change' && uids.includes((event.data as RecordEvent).uid),
          );
        await stream.until(() => heard().length >= 2 * uids.length, 'the 40 changes');
        const ids = heard().map((event) => event.id);
        expect(new Set(ids).size).toBe(ids.length);
        const changed = heard().map((event) => event.data as RecordEvent);
        // The bulk change's come first, then the edits', each candidate once in both.
        expect(new Set(changed.slice(0, uids.length).map((event) => event.uid))).toEqual(new Set(uids));
        expect(new Set(changed.slice(uids.length).map((event) => event.uid))).toEqual(new Set(uids));
        expect(changed.every((event) => event.kind === 'updated')).toBe(true);
      }
    });

    it("never tells a CustomerAdmin of another company's records, whatever the writes (property)", async () => {
      const mine = await open(customerAdmin);
      const everything = await open(admin);
      type Write = { of: 'ours' | 'theirs'; what: 'candidate' | 'bulk' | 'note' | 'vacancy' | 'user' };
      const write = fc.record({
        of: fc.constantFrom<Write['of']>('ours', 'theirs'),
        what: fc.constantFrom<Write['what']>('candidate', 'bulk', 'note', 'vacancy', 'user'),
      });
      let round = 0;
      const apply = async ({ of, what }: Write) => {
        const target = of === 'ours' ? ours : theirs;
        const word = `r${++round}`;
        const candidate = target.candidates[round % target.candidates.length]?.uid ?? '';
        if (what === 'candidate') return editCandidate(admin, candidate, `Candidate ${word}`);
        if (what === 'note') return addNote(admin, target, word);
        if (what === 'bulk') {
          const status = round % 2 ? 'Rejected' : 'Contacted';
          const json = { uids: target.candidates.map((c) => c.uid), set: { candidate_status: status } };
          return api().call('POST', 'candidateBulkUpdate', {}, { token: admin, json });
        }
        if (what === 'vacancy')
          return api().call(
            'PUT',
            'vacancyUpdate',
            { id: target.vacancy.uid },
            {
              token: admin,
              json: {
                vacancy_title: `Vacancy ${word}`,
                vacancy_description: 'Described',
                vacancy_quota: 5,
                vacancy_start_date: '2024-01-01',
                vacancy_due_date: '2024-12-31',
                vacancy_package: [],
                vacancy_status: 'Active',
              },
            },
          );
        const { user } = target;
        return api().call(
          'PUT',
          'userUpdate',
          { id: user.user_uid },
          {
            token: admin,
            json: {
              full_name: `User ${word}`,
              user_role: user.user_role,
              status: 'Approved',
              email: user.email,
            },
          },
        );
      };
      await fc.assert(
        fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 4 }), async (writes) => {
          const seenBefore = mine.events.length;
          for (const each of writes) await apply(each);
          // A last write of our own company: once it is heard, so is everything written before it.
          const marker = await addNote(admin, ours, 'marker');
          await mine.next((event) => (event.data as RecordEvent | undefined)?.uid === marker, seenBefore);
          await everything.next((event) => (event.data as RecordEvent | undefined)?.uid === marker);
          const heard = mine.changes();
          expect(
            heard.filter((event) => !ours.uids.has(event.uid) || !ours.uids.has(event.subject.uid)),
          ).toEqual([]);
          // and nothing of ours is left out: the SubAdmin heard the same of our company.
          const oursInAll = everything.changes().filter((event) => ours.uids.has(event.uid));
          expect(heard.map((event) => event.uid)).toEqual(oursInAll.map((event) => event.uid));
        }),
        { numRuns: 12, seed: 29 },
      );
      expect(everything.changes().some((event) => theirs.uids.has(event.uid))).toBe(true);
    });

    it('replays what a client missed after its Last-Event-ID, and resets one it cannot tell', async () => {
      const first = await open(customerAdmin);
      const resumeAt = first.lastId();
      first.close();
      const candidate = ours.candidates[1]?.uid ?? '';
      const other = theirs.candidates[1]?.uid ?? '';
      // Once a live stream heard the writes, the replay must carry them too. It is open before them: SQLite's
      // server hears a write at its next poll, which may come after a stream opened later.
      const live = await open(admin);
      await editCandidate(admin, other, 'Not yours');
      await editCandidate(admin, candidate, 'Missed meanwhile');
      await editCandidate(admin, candidate, 'Missed meanwhile too');
      await live.until(() => live.changes().filter((event) => event.uid === candidate).length === 2);

      const back = await open(customerAdmin, resumeAt);
      const replayed = back.changes();
      expect(replayed.map((event) => event.uid)).toEqual([candidate, candidate]);
      expect(back.events.at(-1)?.event).toBe('ready');

      const lost = await open(customerAdmin, 'an-id-from-long-ago');
      expect(lost.events.map((event) => event.event)).toEqual(['reset', 'ready']);
      // Up to date: nothing to replay.
      const current = await open(customerAdmin, back.lastId());
      expect(current.events.map((event) => event.event)).toEqual(['ready']);
    });

    it('resets the open streams once lost PostgreSQL notifications are heard again', async () => {
      if (api().server.ctx.engine !== 'postgres') return;
      const listeners = async () =>
        (
          await sql<{ pid: number }>`SELECT pid FROM pg_stat_activity
            WHERE datname = current_database() AND query = ${`LISTEN ${RECORD_EVENT_CHANNEL}`}`.execute(
            api().db,
          )
        ).rows;
      await expect.poll(async () => (await listeners()).length).toBe(1);
      const stream = await open(customerAdmin);
      for (const { pid } of await listeners())
        await sql`SELECT pg_terminate_backend(${pid})`.execute(api().db);
      // A write while no one listens is missed: the stream is told to read everything again.
      await editCandidate(admin, ours.candidates[2]?.uid ?? '', 'Changed unheard');
      await stream.next((event) => event.event === 'reset');
      const candidate = ours.candidates[2]?.uid ?? '';
      await editCandidate(admin, candidate, 'Heard again');
      await stream.next((event) => (event.data as RecordEvent | undefined)?.uid === candidate);
    });

    it('bounds the streams a user has open, saying so in both languages', async () => {
      const streams = [];
      for (let i = 0; i < STREAMS_PER_USER; i++) streams.push(await open(customerAdmin));
      const refused = await EventStream.connect(api(), customerAdmin);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        status: 429,
        response: [expect.stringContaining('Too many live-update connections are open for your account')],
      });
      const german = await EventStream.connect(api(), customerAdmin, undefined, 'de');
      expect(german.body).toEqual({
        status: 429,
        response: [expect.stringContaining('Für Ihr Konto sind zu viele Live-Verbindungen offen')],
      });
      // Another user is not held by hers, and a tab she closes frees its place.
      await open(admin);
      streams[0]?.close();
      await expect
        .poll(async () => {
          const again = await EventStream.connect(api(), customerAdmin);
          again.close();
          return again.status;
        })
        .toBe(200);
    });

    it('sends heartbeats, and ends the stream of a session that ended', async () => {
      const session = await api().login(customerAdminEmail, USER_PASSWORD);
      const stream = await open(session);
      await stream.until(() => stream.heartbeats > 0, 'a heartbeat');
      expect((await api().call('POST', 'logout', {}, { token: session })).status).toBe(200);
      await stream.until(() => stream.ended, 'its end');
    });

    it('cuts a client that stops reading, and the others hear every change meanwhile', async () => {
      const vacancy = await insertVacancy(api(), ours.row.id, { vacancy_title: 'Crowded vacancy' });
      const crowd = await insertCandidates(
        api(),
        vacancy.id,
        Array.from({ length: 2000 }, () => ({})),
      );
      const reader = await open(customerAdmin);
      const stalled = await stalledStream(api(), admin);
      const streamsBefore = api().server.ctx.events.streams;
      let round = 0;
      // Each round changes 2000 candidates: 2000 events of some 300 bytes, far more than socket buffers hold.
      while (api().server.ctx.events.streams === streamsBefore && round < 40) {
        const status = ++round % 2 ? 'Rejected' : 'Contacted';
        const json = {
          matching: { type: 'all', query: { vacancy__vacancy_title__icontains: 'Crowded' } },
          set: { candidate_status: status },
        };
        const started = Date.now();
        const answer = await api().call('POST', 'candidateBulkUpdate', {}, { token: admin, json });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const last = crowd.at(-1)?.uid;
        await reader.until(
          () => reader.changes().filter((event) => event.uid === last).length >= round,
          `round ${round}'s changes`,
        );
        // The instance answers others meanwhile.
        expect((await api().call('GET', { path: '/api/health' })).status).toBe(200);
        expect(Date.now() - started).toBeLessThan(30_000);
      }
      // The stalled one was cut (its unread bytes no longer held), the reader was not.
      expect(api().server.ctx.events.streams).toBe(streamsBefore - 1);
      expect(reader.ended).toBe(false);
      // Its client, reading again, finds its connection ended.
      stalled.resume();
      await expect.poll(() => stalled.closed()).toBe(true);
    });
  },
  ENV,
);

/**
 * A stream whose client reads its first bytes and then nothing more (a frozen tab, a dead network that still
 * holds the connection): a bare socket, paused, so that nothing more is taken from the kernel's buffers.
 */
function stalledStream(api: TestApi, token: string): Promise<{ closed: () => boolean; resume: () => void }> {
  const url = new URL(callPath('events'), api.baseUrl);
  return new Promise((resolve, reject) => {
    let closed = false;
    const socket = net.connect(Number(url.port), url.hostname, () =>
      socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\n\r\n`,
      ),
    );
    socket.once('data', (head: Buffer) => {
      socket.pause();
      expect(head.toString()).toMatch(/^HTTP\/1\.1 200/);
      resolve({ closed: () => closed, resume: () => socket.resume() });
    });
    socket.once('close', () => (closed = true));
    socket.once('error', reject);
  });
}

describe.each(ENGINES)('live updates at shutdown [%s]', (engine) => {
  it('ends every open stream, so that the server closes without waiting for its clients', async () => {
    const api = await startApi(engine);
    const token = await api.login(ADMIN.email, ADMIN.password);
    const streams = [await EventStream.open(api, token), await EventStream.open(api, token)];
    await api.close();
    expect(streams.map((stream) => stream.ended)).toEqual([true, true]);
  });
});

describe.skipIf(!PG_URL)('live updates across two instances on one PostgreSQL database', () => {
  const instances = twoInstancesOnOneDatabase();

  it('carries a write on one to a stream on the other', async () => {
    const [one, other] = instances();
    const token = await one.login(ADMIN.email, ADMIN.password);
    const stream = await EventStream.open(other, await other.login(ADMIN.email, ADMIN.password));
    const company = await insertCompany(one);
    const { user } = await addUser(one, token, {
      user_role: 'StaffAdmin',
      company_uuid: company.company_uid,
    });
    const heard = await stream.next(
      (event) => (event.data as RecordEvent | undefined)?.uid === user.user_uid,
    );
    expect(heard.data).toMatchObject({ resource: 'users', kind: 'created', uid: user.user_uid });
    stream.close();
  });
});
