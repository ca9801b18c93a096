import { apiPath } from '@contract/paths';
import { markdownTable, ms, percentile, sequential } from './measure';

/** Candidates erased per run: each run erases these for good from the reused bench data (a few of 100,000). */
const ERASURES = 25;

/**
 * Issue 30: erasing one candidate (DELETE candidate-delete-api, its notes, history values, search entries and
 * files), p50 and p99 of ERASURES erasures one after another, each of a candidate from the middle of the list.
 */
export async function erasureTiming(base: string, token: string): Promise<void> {
  const url = (path: string) => new URL(`/api/${path}`, base);
  const headers = { authorization: `Bearer ${token}` };
  const listed = url(apiPath('candidateList', { status: 'all' }));
  listed.searchParams.set('page', '1');
  listed.searchParams.set('page_size', '1');
  const total = ((await (await fetch(listed, { headers })).json()) as { count: number }).count;
  listed.searchParams.set('page_size', String(ERASURES));
  listed.searchParams.set('page', String(Math.max(1, Math.floor(total / ERASURES / 2))));
  const page = (await (await fetch(listed, { headers })).json()) as { response: { uid: string }[] };
  const uids = page.response.map((candidate) => candidate.uid);
  let next = 0;
  const times = await sequential(
    async () => {
      const uid = uids[next++];
      if (!uid) throw new Error('no candidate left to erase');
      const answer = await fetch(url(apiPath('candidateDelete', { id: uid })), { method: 'DELETE', headers });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`erasing ${uid}: ${answer.status} ${text}`);
      return text.length;
    },
    uids.length,
    Infinity,
  );
  console.log(
    `\n${markdownTable(
      ['erasing one candidate', 'p50 ms', 'p99 ms', 'n'],
      [
        [
          `of ${total.toLocaleString('en')}`,
          ms(percentile(times, 0.5)),
          ms(percentile(times, 0.99)),
          String(times.length),
        ],
      ],
    )}`,
  );
}
