import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PresenceEvent, PresentUser } from '@contract/presence';
import type { FetchLike } from '../../src/providers/http';
import { answer, fakeApi, itemsOf } from './fixtures/fake-api';
import { renderWithFetch, served, signIn } from './render-app';

/** The live-update stream as the app reads it, sending the presence events the test gives. */
function eventStream() {
  const encoder = new TextEncoder();
  let send: (text: string) => void = () => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      send = (text) => controller.enqueue(encoder.encode(text));
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    presence: (data: PresenceEvent) => send(`event: presence\ndata: ${JSON.stringify(data)}\n\n`),
  };
}

describe('presence', () => {
  it('says the screen is open, shows who else has the record open, and says when it closes', async () => {
    const clara = itemsOf('userList').find((user) => user.full_name === 'Clara Customer') ?? {};
    const uid = String(clara.user_uid);
    const self = answer('profile').body.response as { user_uid: string; full_name: string };
    const api = fakeApi(
      answer('profile'),
      served('GET', 'userDetail', 200, { status: 200, response: [clara] }),
      served('POST', 'presence', 200, { status: 200, response: { present: [], renew: 8 } }),
    );
    const stream = eventStream();
    const fetch: FetchLike = async (input, init) =>
      new URL(input, 'http://app.test').pathname === '/api/events' ? stream.response : api.fetch(input, init);
    const said = () =>
      api.requests
        .filter((request) => request.path === 'presence')
        .map((request) => JSON.parse(String(request.body)) as Record<string, string>);
    signIn('SubAdmin');
    const { unmount } = await renderWithFetch(`/user/active/view/${uid}`, fetch);
    await waitFor(() =>
      expect(said()).toEqual([expect.objectContaining({ resource: 'users', uid, state: 'viewing' })]),
    );

    const anna: PresentUser = { uid: 'a-colleague', name: 'Anna Schmidt', editing: true };
    const me: PresentUser = { uid: self.user_uid, name: self.full_name, editing: false };
    stream.presence({ resource: 'users', uid, present: [anna, me] });
    const notice = await screen.findByText('Anna Schmidt is editing this');
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    // The user's own tabs are no colleague's.
    expect(screen.queryByText(new RegExp(`${self.full_name} is`))).not.toBeInTheDocument();

    stream.presence({ resource: 'users', uid, present: [me] });
    await waitFor(() => expect(screen.queryByText('Anna Schmidt is editing this')).not.toBeInTheDocument());

    unmount();
    const tab = said()[0]?.tab;
    expect(said().at(-1)).toEqual({ resource: 'users', uid, tab, state: 'left' });
  });
});
