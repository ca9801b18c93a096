import { beforeAll, expect, it } from 'vitest';
import { ADMIN, describeEachDatabase } from './harness';
import { page, unpaged, type ListCall } from './lists/calls';
import { buildRecords } from './lists/records';
import { insertKeyed } from './lists/write';

/**
 * Issue 10: a page from the 500th row on starts after the row before it, kept until the next write
 * (server/platform/lists.ts, pageIds), instead of skipping every row before it. It must answer exactly what
 * the page at that offset is, in every direction and with filters, the first time and from the kept row, and
 * move with every write before it: the server's own at once, others' as soon as the database tells of them.
 */

interface Listed {
  id: number;
  uid: string;
  candidate_name: string;
}

const SIZE = 100;
/** Pages 6 to 8 of 100: past the first 500 rows. */
const DEEP = [6, 7, 8] as const;

const candidates = (query: Record<string, string> = {}, status = 'all'): ListCall => ({
  name: 'candidateList',
  params: { status },
  query,
});

const CALLS: ListCall[] = [
  candidates(),
  candidates({ ordering: '-candidate_name' }),
  candidates({ ordering: 'created_at' }),
  candidates({ ordering: '-company_name' }),
  candidates({ ordering: '-id' }),
  candidates({ search: 'e', ordering: '-created_at' }),
  candidates({ candidate_email__icontains: 'MAIL.EXAMPLE', ordering: '-candidate_name' }, 'active'),
  // The unpaged list checks the range on the ordering's index (SQLite, as with many matches), the pages not.
  candidates({ created_at_gte: '2024-02-01', created_at_lte: '2024-12-31' }),
  candidates({ created_at_gte: '2024-02-01', ordering: '-company_name' }),
];

describeEachDatabase('deep pages', (api) => {
  let token = '';

  beforeAll(async () => {
    const records = buildRecords({
      companies: 20,
      users: 20,
      vacancies: 40,
      candidates: 1_000,
      names: 25,
      passwordHash: 'not used: these users never sign in',
    });
    await insertKeyed(api().db, records);
    token = await api().login(ADMIN.email, ADMIN.password);
  });

  const whole = async (call: ListCall) => (await unpaged(api(), token, call)).body.response as Listed[];
  const deepPage = async (call: ListCall, number: number) => {
    const answer = await page(api(), token, call, number, SIZE);
    expect(answer.status).toBe(200);
    return answer.body.response as Listed[];
  };
  const ids = (items: Listed[]) => items.map((item) => item.id);

  it.each(CALLS.map((call) => [JSON.stringify(call.query ?? {}), call] as const))(
    '%s: each deep page is the list at its offset, the first time and again',
    async (_title, call) => {
      const all = await whole(call);
      expect(all.length).toBeGreaterThan(DEEP[0] * SIZE - SIZE);
      for (const number of DEEP) {
        const expected = ids(all.slice((number - 1) * SIZE, number * SIZE));
        expect(ids(await deepPage(call, number))).toEqual(expected);
        expect(ids(await deepPage(call, number))).toEqual(expected);
      }
    },
  );

  it("moves with the server's own write at once", async () => {
    const call = candidates();
    const before = await deepPage(call, 7);
    const [first] = await whole(call);
    const answer = await api().call(
      'PUT',
      'candidateUpdate',
      { id: first?.uid ?? '' },
      {
        token,
        json: {
          candidate_name: 'Zz Last Of All',
          candidate_email: 'last@example.com',
          candidate_phone_number: '+49 30 1',
          candidate_status: 'Applied',
          candidate_active_or_inactive: 'active',
        },
      },
    );
    expect(answer.status).toBe(200);
    // The first candidate moved to the end: every later page starts one row further on.
    expect(ids(await deepPage(call, 7))).toEqual([...ids(before).slice(1), expect.any(Number)]);
    expect(ids(await deepPage(call, 7))).toEqual(ids((await whole(call)).slice(600, 700)));
  });

  it('moves with a write behind the API as soon as the database tells of it', async () => {
    const call = candidates({ ordering: '-id' });
    const before = await deepPage(call, 7);
    const [newest] = await whole(call);
    await api()
      .db.deleteFrom('candidates')
      .where('id', '=', newest?.id ?? 0)
      .execute();
    await expect.poll(async () => ids(await deepPage(call, 7))[0]).toBe(ids(before)[1]);
    expect(ids(await deepPage(call, 7))).toEqual(ids((await whole(call)).slice(600, 700)));
  });
});
