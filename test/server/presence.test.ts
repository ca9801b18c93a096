/**
 * Presence (POST /api/presence): a tab's mark on a record reaches the live-update streams of the users who may
 * open that record, and only theirs; it goes when the tab leaves, or PRESENCE_TTL after its last renewal.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PresenceEvent, PresenceState, PresentUser } from '@contract/presence';
import { EventStream, type SseEvent } from './event-stream';
import { addUser, insertCandidates, insertCompany, insertVacancy } from './fixtures';
import { ADMIN, describeEachDatabase, PG_URL, type TestApi, twoInstancesOnOneDatabase } from './harness';

/** Seconds a mark lasts unrenewed here: short, so that the test waits little for its expiry. */
const TTL_SECONDS = 2;

/** A presence event on the record, once it has arrived (after any earlier ones the test has seen). */
const presenceOn = (uid: string, present: (people: PresentUser[]) => boolean) => (event: SseEvent) =>
  event.event === 'presence' &&
  (event.data as PresenceEvent).uid === uid &&
  present((event.data as PresenceEvent).present);

const say = (
  api: TestApi,
  token: string,
  uid: string,
  state: PresenceState,
  tab = 'screen-1',
  resource = 'candidates',
) => api.call('POST', 'presence', {}, { token, json: { resource, uid, tab, state } });

/** A company with a candidate, and a CustomerAdmin and a StaffAdmin of it. */
async function company(api: TestApi, admin: string, name: string) {
  const row = await insertCompany(api, { company_name: name });
  const vacancy = await insertVacancy(api, row.id);
  const [candidate] = await insertCandidates(api, vacancy.id, [{}, {}]);
  const customerAdmin = await addUser(api, admin, {
    user_role: 'CustomerAdmin',
    company_uuid: row.company_uid,
    full_name: `${name} Admin`,
  });
  const staff = await addUser(api, admin, { user_role: 'StaffAdmin', company_uuid: row.company_uid });
  return { row, candidate: candidate?.uid ?? '', customerAdmin, staff };
}

describeEachDatabase(
  'presence',
  (api) => {
    let admin = '';
    let ours: Awaited<ReturnType<typeof company>>;
    let theirs: Awaited<ReturnType<typeof company>>;
    const opened: EventStream[] = [];
    const open = async (token: string) => {
      const stream = await EventStream.open(api(), token);
      opened.push(stream);
      return stream;
    };
    afterEach(() => {
      for (const stream of opened.splice(0)) stream.close();
    });
    beforeAll(async () => {
      admin = await api().login(ADMIN.email, ADMIN.password);
      ours = await company(api(), admin, 'Ours');
      theirs = await company(api(), admin, 'Theirs');
    });

    it('tells those who may open the record who has it open, and never another company', async () => {
      const colleague = await open(ours.staff.token);
      const stranger = await open(theirs.customerAdmin.token);
      const anna = ours.customerAdmin;
      const answer = await say(api(), anna.token, ours.candidate, 'editing');
      expect(answer.status).toBe(200);
      expect(answer.body.response).toMatchObject({ renew: TTL_SECONDS / 3 });
      const heard = await colleague.next(presenceOn(ours.candidate, (people) => people.length > 0));
      expect(heard.data).toEqual({
        resource: 'candidates',
        uid: ours.candidate,
        present: [{ uid: anna.user.user_uid, name: 'Ours Admin', editing: true }],
      });
      // The stranger hears its own company's presence, and had heard nothing of ours before it.
      expect((await say(api(), theirs.customerAdmin.token, theirs.candidate, 'viewing')).status).toBe(200);
      await stranger.next(presenceOn(theirs.candidate, (people) => people.length > 0));
      expect(stranger.events.filter((event) => event.event === 'presence').length).toBe(1);
      await say(api(), anna.token, ours.candidate, 'left');
      await say(api(), theirs.customerAdmin.token, theirs.candidate, 'left');
    });

    it('answers a record the caller may not open as its detail call does', async () => {
      const cases = [
        // Another company's candidate: 404.
        {
          token: theirs.customerAdmin.token,
          resource: 'candidates',
          uid: ours.candidate,
          detail: 'candidateDetail',
        },
        // A StaffAdmin opens no user's details: 403.
        {
          token: ours.staff.token,
          resource: 'users',
          uid: ours.customerAdmin.user.user_uid,
          detail: 'userDetail',
        },
        { token: admin, resource: 'candidates', uid: 'no-such-candidate', detail: 'candidateDetail' },
      ] as const;
      for (const { token, resource, uid, detail } of cases) {
        const detailStatus = (await api().call('GET', detail, { id: uid }, { token })).status;
        expect(detailStatus).toBeGreaterThanOrEqual(403);
        expect((await say(api(), token, uid, 'viewing', 'screen-1', resource)).status).toBe(detailStatus);
      }
    });

    it('takes a mark away when its tab leaves, and when it is not renewed', async () => {
      const stream = await open(admin);
      const anna = ours.customerAdmin;
      const uid = ours.candidate;
      const annaIs = (editing: boolean) => (people: PresentUser[]) =>
        people.length === 1 && people[0]?.editing === editing;
      // Two tabs of one person are one entry, editing while either edits.
      await say(api(), anna.token, uid, 'viewing', 'screen-a');
      await say(api(), anna.token, uid, 'editing', 'screen-b');
      await stream.next(presenceOn(uid, annaIs(true)));
      await say(api(), anna.token, uid, 'left', 'screen-b');
      await stream.next(presenceOn(uid, annaIs(false)));
      await say(api(), anna.token, uid, 'left', 'screen-a');
      await stream.next(presenceOn(uid, (people) => people.length === 0));

      const before = stream.events.length;
      const said = Date.now();
      await say(api(), anna.token, uid, 'viewing', 'screen-c');
      await stream.next(presenceOn(uid, annaIs(false)), before);
      await stream.next(
        presenceOn(uid, (people) => people.length === 0),
        before,
      );
      expect(Date.now() - said).toBeGreaterThanOrEqual(TTL_SECONDS * 1000 - 100);
    });
  },
  { PRESENCE_TTL: String(TTL_SECONDS) },
);

describe.skipIf(!PG_URL)('presence across two instances on one PostgreSQL database', () => {
  const instances = twoInstancesOnOneDatabase();

  it("carries a tab's mark on one to a stream on the other, and its leave", async () => {
    const [one, other] = instances();
    const admin = await one.login(ADMIN.email, ADMIN.password);
    const { candidate, customerAdmin } = await company(one, admin, 'Shared');
    const stream = await EventStream.open(other, await other.login(ADMIN.email, ADMIN.password));
    expect((await say(one, customerAdmin.token, candidate, 'viewing')).status).toBe(200);
    await stream.next(presenceOn(candidate, (people) => people[0]?.uid === customerAdmin.user.user_uid));
    await say(one, customerAdmin.token, candidate, 'left');
    await stream.next(presenceOn(candidate, (people) => people.length === 0));
    stream.close();
  });
});
