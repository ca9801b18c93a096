import http from 'node:http';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN, callPath, describeEachDatabase, type TestApi } from './harness';
import { buildRecords, type ListRecords } from './lists/records';
import { insertKeyed } from './lists/write';

/**
 * Issue 10: an unpaged list is read in batches while it is sent, so a slow client keeps it open while the
 * records change. The answer is still the contract's full array: every record that existed throughout the
 * call is in it exactly once (with its name before or after an edit made meanwhile).
 */

/** Far more than the server and the socket buffer for a client that does not read (about 9 MB of JSON). */
const CANDIDATES = 20_000;

/** The answer as far as its first record: the server sends records only once it has read the listed ids. */
const FIRST_RECORD = /"response":\[\{/;

/**
 * Starts the unpaged candidate list and stops reading once its first record arrives, as a slow client does: the
 * list's ids are then fixed, and it cannot end before the client reads on.
 */
function slowList(api: TestApi, token: string) {
  const url = new URL(callPath('candidateList', { status: 'all' }), api.baseUrl);
  let text = '';
  let paused: http.IncomingMessage | undefined;
  let firstRecord: () => void = () => undefined;
  const reading = new Promise<void>((resolve) => (firstRecord = resolve));
  const finished = new Promise<string>((resolve, reject) => {
    const request = http.get(url, { headers: { authorization: `Bearer ${token}` } }, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        if (paused || !FIRST_RECORD.test(text)) return;
        paused = response.pause();
        firstRecord();
      });
      response.on('end', () => resolve(text));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
  return {
    reading,
    /** Reads on to the end: the answer parsed. */
    rest: async () => {
      paused?.resume();
      return JSON.parse(await finished) as { status: number; response: { id: number }[] };
    },
  };
}

describeEachDatabase('an unpaged list while records change', (api) => {
  let token = '';
  let records: ListRecords;

  beforeAll(async () => {
    records = buildRecords({
      companies: 8,
      users: 30,
      vacancies: 40,
      candidates: CANDIDATES,
      names: 54,
      passwordHash: 'not used',
    });
    await insertKeyed(api().db, records);
    token = await api().login(ADMIN.email, ADMIN.password);
  });

  const rename = async (uid: string, candidate_name: string) => {
    const answer = await api().call(
      'PUT',
      'candidateUpdate',
      { id: uid },
      {
        token,
        json: {
          candidate_name,
          candidate_email: 'renamed@example.com',
          candidate_phone_number: '+49 30 1',
          candidate_status: 'Applied',
          candidate_active_or_inactive: 'active',
        },
      },
    );
    expect(answer.status).toBe(200);
  };

  const pageOfOne = async (ordering?: string) => {
    const query = { page: 1, page_size: 1, ...(ordering ? { ordering } : {}) };
    const answer = await api().call('GET', 'candidateList', { status: 'all' }, { token, query });
    return answer.body.response as { uid: string; id: number }[];
  };

  it('lists every candidate once though two move meanwhile: the last to the front, the first to the end', async () => {
    // The first and the last candidate of the default order (by name, then id).
    const [first] = await pageOfOne();
    const [last] = await pageOfOne('-candidate_name');
    if (!first || !last) throw new Error('no candidates');
    const list = slowList(api(), token);
    await list.reading;
    await rename(last.uid, 'Aaron Aalto');
    await rename(first.uid, 'Zyx Zzyzx');
    const answer = await list.rest();
    const ids = answer.response.map((item) => item.id);
    const count = (id: number) => ids.filter((item) => item === id).length;
    expect({ movedToFront: count(last.id), movedToEnd: count(first.id), total: ids.length }).toEqual({
      movedToFront: 1,
      movedToEnd: 1,
      total: CANDIDATES,
    });
  }, 60_000);
});
