import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ApiPathName } from '@contract/paths';
import { alreadyShaped, answerSerializer } from '../../server/platform/answer-serializer';
import { ADMIN, callPath, ENGINES, freshStore, serveApi, type TestApi } from './harness';

/**
 * Issue 32, item 3: in production a list page is written as the JSON the server built, without zod; the tests
 * write it through its schema (CHECK_ANSWERS). Both write the same bytes.
 */

const PAGES: [ApiPathName, Record<string, string>][] = [
  ['userList', {}],
  ['userListByType', { type: 'active' }],
  ['companyManagementList', {}],
  ['companyListByType', { type: 'active' }],
  ['vacancyList', { type: 'all' }],
  ['candidateList', { status: 'all' }],
  ['candidateList', { status: 'inactive' }],
];

const QUERIES: Record<string, string>[] = [
  { page: '1', page_size: '25' },
  { page: '2', page_size: '10', ordering: '-created_at' },
  { page: '1', page_size: '25', search: 'an' },
];

describe.each(ENGINES)('list pages without zod [%s]', (engine) => {
  let plain: TestApi;
  let checking: TestApi;

  beforeAll(async () => {
    const store = await freshStore(engine);
    plain = await serveApi(store, { DEMO_DATA: '1', CHECK_ANSWERS: '' });
    checking = await serveApi(store);
  }, 120_000);
  afterAll(async () => {
    await checking?.server.close();
    await plain?.close();
  });

  const text = async (
    api: TestApi,
    [name, params]: (typeof PAGES)[number],
    query: Record<string, string>,
    headers: Record<string, string>,
  ) => {
    const url = new URL(callPath(name, params), api.baseUrl);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const token = await api.login(ADMIN.email, ADMIN.password);
    const answer = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...headers } });
    expect(answer.status).toBe(200);
    return answer.text();
  };

  it('answers every list page in the same bytes as through its schema', async () => {
    for (const page of PAGES) {
      for (const query of QUERIES) {
        for (const headers of [{}, { prefer: 'versions' }] as Record<string, string>[]) {
          const [fast, checked] = await Promise.all([
            text(plain, page, query, headers),
            text(checking, page, query, headers),
          ]);
          expect(fast, `${page[0]} ${JSON.stringify({ ...query, ...headers })}`).toBe(checked);
          expect((JSON.parse(fast) as { response: unknown[] }).response.length).toBeGreaterThan(0);
        }
      }
    }
  });
});

describe('the checking serialiser', () => {
  const schema = alreadyShaped(z.object({ status: z.number(), response: z.array(z.string()) }));
  const route = { schema, method: 'GET', url: '/x', httpStatus: '200' };

  it('fails an answer whose JSON differs from what its schema writes', () => {
    const check = answerSerializer(true)(route);
    expect(check({ status: 200, response: ['a'] })).toBe('{"status":200,"response":["a"]}');
    expect(() => check({ response: ['a'], status: 200 })).toThrow(/schema's shape/);
    expect(() => check({ status: 200, response: ['a'], extra: 1 })).toThrow(/schema's shape/);
  });

  it('writes the JSON as it is in production', () => {
    expect(answerSerializer(false)(route)({ response: ['a'], status: 200 })).toBe(
      '{"response":["a"],"status":200}',
    );
  });
});
