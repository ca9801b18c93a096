import { apiPath } from '@contract/paths';
import {
  PRESENCE_RESOURCES,
  type PresenceAnswer,
  type PresenceCall,
  type PresenceResource,
  type PresenceState,
} from '@contract/presence';
import { API_URL } from './accountCalls';
import { heard } from './presence';
import { getToken } from './session';

/** Seconds before a tab says again what it has open after a call that failed (the network, the server). */
const RETRY_SECONDS = 10;
/** Answers after which saying so again is of no use: signed out, or a record the user may not open. */
const FINAL = [401, 403, 404];

export const isPresenceResource = (name: string): name is PresenceResource =>
  (PRESENCE_RESOURCES as readonly string[]).includes(name);

/** POST presence; `keepalive` lets a leave outlive the page that sends it. */
function say(body: PresenceCall, keepalive = false) {
  return fetch(`${API_URL}${apiPath('presence')}`, {
    method: 'POST',
    keepalive,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${getToken() ?? ''}` },
    body: JSON.stringify(body),
  });
}

/**
 * Says that this tab shows the record (`viewing` or `editing`) until the function it answers is called, then
 * that it left: at once, again every few seconds (the server's `renew`), and `left` when the screen closes or
 * the page goes (pagehide, with keepalive so that the call outlives the page; sendBeacon cannot send the token).
 * A page restored from the back-forward cache says so again.
 */
export function showPresence(resource: PresenceResource, uid: string, state: PresenceState): () => void {
  const call = { resource, uid, tab: crypto.randomUUID(), state };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = true;
  const announce = async () => {
    const response = await say(call).catch(() => undefined);
    if (!shown || (response && FINAL.includes(response.status))) return;
    const answer = response?.ok
      ? ((await response.json()) as { response: PresenceAnswer }).response
      : undefined;
    if (!shown) return;
    if (answer) heard(resource, uid, answer.present);
    timer = setTimeout(() => void announce(), (answer?.renew ?? RETRY_SECONDS) * 1000);
  };
  const leave = () => {
    clearTimeout(timer);
    void say({ ...call, state: 'left' }, true).catch(() => undefined);
  };
  const restored = (event: PageTransitionEvent) => {
    if (event.persisted) void announce();
  };
  window.addEventListener('pagehide', leave);
  window.addEventListener('pageshow', restored);
  void announce();
  return () => {
    shown = false;
    window.removeEventListener('pagehide', leave);
    window.removeEventListener('pageshow', restored);
    leave();
    heard(resource, uid, undefined);
  };
}
