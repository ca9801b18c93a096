import { screen, waitFor } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccountCalls } from '../../src/providers/accountCalls';
import { serverUnreachable, subscribeServerState } from '../../src/providers/connection';
import { createDataProvider } from '../../src/providers/dataProvider';
import type { FetchLike } from '../../src/providers/http';
import { createQueryClient } from '../../src/providers/queryClient';
import {
  API_DEADLINE_MS,
  backoffDelay,
  deadlineSeconds,
  isUnreachable,
  NOT_SAVED_MESSAGE,
  retryDelay,
  retryRead,
  TRY_AGAIN_MESSAGE,
} from '../../src/providers/unreachable';
import { failure } from './fixtures/browser-stubs';
import { answer, fakeApi } from './fixtures/fake-api';
import { renderWithFetch, signIn } from './render-app';

const API = '/api/';

const refused: FetchLike = async () => {
  throw new TypeError('Failed to fetch');
};
const answering =
  (status: number, body: unknown, headers: Record<string, string> = {}): FetchLike =>
  async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    });
/** What the API itself answers while its database, storage or Redis cannot be reached (issue 27). */
const UNAVAILABLE_BODY = {
  status: 503,
  response: ['The service is briefly unavailable. Please try again in a moment.'],
};
/** A fetch that never answers, as a paused server: only its abort signal ends it. */
const hanging: FetchLike = (_input, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('the deadline setting', () => {
  it('is 15 seconds unless the build sets VITE_API_DEADLINE_SECONDS', () => {
    expect(deadlineSeconds(undefined)).toBe(15);
    expect(deadlineSeconds('')).toBe(15);
    expect(deadlineSeconds('30')).toBe(30);
    expect(deadlineSeconds('2.5')).toBe(2.5);
    expect(API_DEADLINE_MS).toBe(15_000);
  });

  it('refuses what is not a number of seconds, naming the setting', () => {
    for (const wrong of ['abc', '0', '-5', 'Infinity'])
      expect(() => deadlineSeconds(wrong)).toThrow(`VITE_API_DEADLINE_SECONDS="${wrong}" is not allowed`);
  });
});

describe('a call that cannot reach the server', () => {
  it('gives up at the deadline as unreachable, not a moment before', async () => {
    vi.useFakeTimers();
    const pending = failure(createDataProvider(API, hanging).getList('users', { filter: {} }));
    await vi.advanceTimersByTimeAsync(API_DEADLINE_MS - 1);
    expect(serverUnreachable()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(isUnreachable(error)).toBe(true);
    expect(error).toMatchObject({ message: TRY_AGAIN_MESSAGE, status: 0 });
    expect(serverUnreachable()).toBe(true);
  });

  it('is one kind of failure for a network error and a proxy’s 502, 503 and 504, and not for 500 or 4xx', async () => {
    const unreachable = [refused, ...[502, 503, 504].map((status) => answering(status, 'Bad Gateway'))];
    for (const fetch of unreachable) {
      const error = await failure(createDataProvider(API, fetch).getDashboard());
      expect(isUnreachable(error)).toBe(true);
    }
    for (const status of [500, 400, 404]) {
      const error = await failure(
        createDataProvider(API, answering(status, { status, response: ['No'] })).getDashboard(),
      );
      expect(isUnreachable(error)).toBe(false);
      expect(error).toMatchObject({ status, message: 'No' });
    }
  });

  it('says that a write was not saved, and that signing in may be tried again', async () => {
    const provider = createDataProvider(API, refused);
    const write = await failure(provider.update('users', { id: 'u1', data: {}, previousData: { id: 'u1' } }));
    expect(write).toMatchObject({ message: NOT_SAVED_MESSAGE });
    const deletion = await failure(provider.delete('users', { id: 'u1' }));
    expect(deletion).toMatchObject({ message: NOT_SAVED_MESSAGE });
    const login = await failure(createAccountCalls(API, refused).login({ email: 'a@b.c', password: 'x' }));
    expect(login).toMatchObject({ message: TRY_AGAIN_MESSAGE });
  });

  it('marks the server reachable again with the next answer', async () => {
    await failure(createDataProvider(API, refused).getDashboard());
    expect(serverUnreachable()).toBe(true);
    await failure(
      createDataProvider(API, answering(404, { status: 404, response: ['gone'] })).getDashboard(),
    );
    expect(serverUnreachable()).toBe(false);
  });
});

describe('the retry rules', () => {
  it('retry reads only while the server is unreachable, waiting 1 s doubling to 15 s', () => {
    const unreachable = new HttpError('x', 0, { reason: 'unreachable' });
    expect(retryRead(50, unreachable)).toBe(true);
    expect(retryRead(0, new HttpError('Not found', 404, {}))).toBe(false);
    expect(retryRead(0, new HttpError('Boom', 500, {}))).toBe(false);
    expect(retryRead(0, new Error('a bug'))).toBe(false);
    expect([0, 1, 2, 3, 4, 5, 10].map(backoffDelay)).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ]);
  });

  it('keep a read going until the server answers, and stop at once on its answer', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let calls = 0;
    const read = client.fetchQuery({
      queryKey: ['read'],
      // What react-admin's list, show and edit controllers ask for.
      retry: false,
      queryFn: () => {
        calls += 1;
        const fetch = calls < 6 ? refused : answering(200, { status: 200, response: 'filled in' });
        return createDataProvider(API, fetch).getDashboard();
      },
    });
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 - 1);
    expect(calls).toBe(4);
    await vi.advanceTimersByTimeAsync(1 + 15_000);
    await expect(read).resolves.toEqual({ data: 'filled in' });
    expect(calls).toBe(6);

    let refusals = 0;
    const missing = client.fetchQuery({
      queryKey: ['missing'],
      retry: false,
      queryFn: () => {
        refusals += 1;
        return createDataProvider(API, answering(404, { status: 404, response: ['gone'] })).getDashboard();
      },
    });
    await expect(missing).rejects.toMatchObject({ status: 404 });
    expect(refusals).toBe(1);
  });

  it('wait at least what a 503’s Retry-After asks, never past the longest backoff', async () => {
    const unavailable = (retryAfter?: string) =>
      failure(
        createDataProvider(
          API,
          answering(503, UNAVAILABLE_BODY, retryAfter ? { 'Retry-After': retryAfter } : {}),
        ).getDashboard(),
      );
    const fiveSeconds = await unavailable('5');
    expect(isUnreachable(fiveSeconds)).toBe(true);
    expect(retryRead(0, fiveSeconds)).toBe(true);
    expect([0, 2, 3, 4].map((attempt) => retryDelay(attempt, fiveSeconds))).toEqual([
      5000, 5000, 8000, 15_000,
    ]);
    expect(retryDelay(0, await unavailable('3600'))).toBe(15_000);
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString();
    expect(retryDelay(0, await unavailable(inTwoSeconds))).toBeGreaterThan(1000);
    const network = await failure(createDataProvider(API, refused).getDashboard());
    expect([0, 1].map((attempt) => retryDelay(attempt, network))).toEqual([1000, 2000]);
    expect(retryDelay(0, await unavailable())).toBe(1000);
  });

  it('never repeat a write', async () => {
    const client = createQueryClient();
    let calls = 0;
    const provider = createDataProvider(API, (input, init) => {
      calls += 1;
      return refused(input, init);
    });
    const write = client
      .getMutationCache()
      .build(client, { mutationFn: () => provider.delete('users', { id: 'u1' }) })
      .execute(undefined);
    await expect(write).rejects.toMatchObject({ message: NOT_SAVED_MESSAGE });
    expect(calls).toBe(1);
  });
});

describe('the signed-in app while the server is away', () => {
  it('says so under the top bar and fills the list in by itself once the server answers', async () => {
    signIn('SubAdmin');
    const api = fakeApi(answer('vacancyList'), answer('profile'), answer('customerListing'));
    let away = true;
    await renderWithFetch('/all-vacancies', (input, init) =>
      away ? refused(input, init) : api.fetch(input, init),
    );
    const banner = await screen.findByText('The server cannot be reached. Retrying…');
    expect(banner.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    away = false;
    // The recorded list's first vacancy.
    expect(await screen.findByText('Office Manager', {}, { timeout: 20_000 })).toBeVisible();
    expect(screen.queryByText('The server cannot be reached. Retrying…')).toBeNull();
  }, 40_000);

  it('keeps the banner while the API itself answers 503 (its database away), not only a proxy', async () => {
    signIn('SubAdmin');
    const api = fakeApi(answer('vacancyList'), answer('profile'), answer('customerListing'));
    let away = true;
    const checks: string[] = [];
    await renderWithFetch('/all-vacancies', (input, init) => {
      const path = new URL(input, 'http://app.test').pathname;
      if (path === '/api/health' || path === '/api/ready') checks.push(path);
      // The process answers all along; it cannot serve while its database is away.
      if (path === '/api/health') return answering(200, { status: 200, response: 'ok' })(input, init);
      if (path === '/api/ready') {
        const ready = away ? { database: 'unreachable' } : { database: 'ok' };
        return answering(away ? 503 : 200, { status: away ? 503 : 200, response: ready })(input, init);
      }
      return away
        ? answering(503, UNAVAILABLE_BODY, { 'Retry-After': '1' })(input, init)
        : api.fetch(input, init);
    });
    expect(await screen.findByText('The server cannot be reached. Retrying…')).toBeVisible();
    const states: boolean[] = [];
    const unsubscribe = subscribeServerState(() => states.push(serverUnreachable()));
    try {
      // Two checks of the server, and the banner never went away: it can still serve nothing.
      await waitFor(() => expect(checks.length).toBeGreaterThanOrEqual(2), { timeout: 20_000 });
      expect(states).toEqual([]);
      expect(screen.getByText('The server cannot be reached. Retrying…')).toBeVisible();
      away = false;
      expect(await screen.findByText('Office Manager', {}, { timeout: 20_000 })).toBeVisible();
      expect(screen.queryByText('The server cannot be reached. Retrying…')).toBeNull();
    } finally {
      unsubscribe();
    }
  }, 60_000);
});
