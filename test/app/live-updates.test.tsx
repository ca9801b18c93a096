import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eventStream } from './fixtures/event-stream';
import { answer, fakeApi } from './fixtures/fake-api';
import type { FetchLike } from '../../src/providers/http';
import { labelled } from './fixtures/labels';
import { renderWithFetch, served, signIn } from './render-app';

describe('live updates', () => {
  it("shows a colleague's change on an open list without a reload", async () => {
    const list = answer('userList');
    const users = list.body.response as Record<string, unknown>[];
    const clara = users.find((user) => user.full_name === 'Clara Customer') ?? {};
    const renamed = served('GET', 'userList', 200, {
      ...list.body,
      response: users.map((user) => (user === clara ? { ...user, full_name: 'Clara Colleague' } : user)),
    });
    const before = fakeApi(answer('profile'), list, answer('customerListing'));
    const after = fakeApi(answer('profile'), renamed, answer('customerListing'));
    const stream = eventStream();
    let changed = false;
    let streamHeaders: Headers | undefined;
    const fetch: FetchLike = async (input, init) => {
      if (new URL(input, 'http://app.test').pathname === '/api/events') {
        streamHeaders = new Headers(init.headers);
        return stream.response;
      }
      return (changed ? after : before).fetch(input, init);
    };
    signIn('SubAdmin');
    await renderWithFetch('/all-users', fetch);
    expect(await screen.findByText('Clara Customer')).toBeInTheDocument();
    expect(streamHeaders?.get('authorization')).toMatch(/^Bearer /);
    stream.ready();

    changed = true;
    const uid = String(clara.user_uid);
    stream.change(2, {
      resource: 'users',
      uid,
      kind: 'updated',
      subject: { resource: 'users', uid },
      by: 'Anna Schmidt',
      byUid: 'a-colleague',
      at: new Date().toISOString(),
    });
    // How soon is the benchmark's to say (write to event p99, docs/performance.md): a busy machine may be slow.
    expect(await screen.findByText('Clara Colleague')).toBeInTheDocument();
  });

  it('leaves an open edit form as typed and says who changed its record', async () => {
    const clara =
      (answer('userList').body.response as Record<string, unknown>[]).find(
        (user) => user.full_name === 'Clara Customer',
      ) ?? {};
    const uid = String(clara.user_uid);
    const api = fakeApi(
      answer('profile'),
      served('GET', 'userDetail', 200, { status: 200, response: [clara] }),
    );
    const stream = eventStream();
    const fetch: FetchLike = async (input, init) =>
      new URL(input, 'http://app.test').pathname === '/api/events' ? stream.response : api.fetch(input, init);
    signIn('SubAdmin');
    await renderWithFetch(`/user/active/edit/${uid}`, fetch);
    const name = await screen.findByLabelText(labelled('Full name'));
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Clara Mine');
    stream.ready();
    const reads = () =>
      api.requests.filter((request) => request.path.startsWith('admin-api/user-detail-view/')).length;
    const readBefore = reads();
    stream.change(2, {
      resource: 'users',
      uid,
      kind: 'updated',
      subject: { resource: 'users', uid },
      by: 'Anna Schmidt',
      byUid: 'a-colleague',
      at: new Date().toISOString(),
    });
    expect(await screen.findByText(/^Changed by Anna Schmidt — review/)).toBeInTheDocument();
    expect(name).toHaveValue('Clara Mine');
    expect(reads()).toBe(readBefore);
  });
});
