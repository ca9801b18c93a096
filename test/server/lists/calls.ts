import type { ApiPathName } from '@contract/paths';
import type { Answer, TestApi } from '../harness';

/** One list call: the endpoint, its path parameters (the list type) and its query (filters, search, order). */
export interface ListCall {
  name: ApiPathName;
  params?: Record<string, string>;
  query?: Record<string, string>;
}

/** The call as a test title: `candidateList all ordering=-created_at`. */
export const describeCall = ({ name, params = {}, query = {} }: ListCall): string =>
  [name, ...Object.values(params), ...Object.entries(query).map(([key, value]) => `${key}=${value}`)].join(
    ' ',
  );

/** The list without `page`: the whole array the contract answers, and the answer's headers. */
export async function unpaged(api: TestApi, token: string, call: ListCall): Promise<Answer> {
  return api.call('GET', call.name, call.params, { token, query: call.query });
}

/** One page of the list. */
export async function page(
  api: TestApi,
  token: string,
  call: ListCall,
  number: number,
  size: number,
): Promise<Answer> {
  return api.call('GET', call.name, call.params, {
    token,
    query: { ...call.query, page: number, page_size: size },
  });
}

/** Every page of the list (page_size 100) joined, following `next`, and the count the first page told. */
export async function allPages(
  api: TestApi,
  token: string,
  call: ListCall,
): Promise<{ items: unknown[]; count: number }> {
  const items: unknown[] = [];
  let count = -1;
  for (let number = 1; ; number++) {
    const answer = await page(api, token, call, number, 100);
    if (answer.status !== 200) throw new Error(`page ${number} answered ${JSON.stringify(answer.body)}`);
    const { response, next } = answer.body as unknown as {
      response: unknown[];
      count: number;
      next: string | null;
    };
    if (number === 1) count = answer.body.count as number;
    items.push(...response);
    if (next === null) return { items, count };
    if (number > 1_000) throw new Error('more than 1,000 pages');
  }
}
