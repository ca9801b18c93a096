import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SigningKeys } from './signing-keys';
import { MEDIA_PREFIX } from './uploads';

/** How long a link to a résumé, video or thumbnail works after the answer that handed it out. */
export const MEDIA_LINK_SECONDS = 3600;
/**
 * Links expire on a grid of this many seconds (so after 55 to 60 minutes): answers within the same five
 * minutes hand out the same link, and the browser shows the picture it keeps rather than asking again.
 */
const GRID_SECONDS = 300;

/** A stored file's URL as an answer hands it out; other values (external links, null) unchanged. */
export type MediaSigner = <T extends string | null>(url: T) => T;

export interface MediaLinks {
  /** A signer for one answer, with the current key and one expiry. */
  signer(): Promise<MediaSigner>;
  /** The seconds a link to `name` still works, or undefined when its signature is missing, wrong or expired. */
  remaining(
    name: string,
    query: { expires?: unknown; key?: unknown; signature?: unknown },
  ): Promise<number | undefined>;
}

/** Signed links kept at most: a few pages of every list; an unpaged list's many files start over. */
const LINKS_KEPT = 5000;

/** What is signed: a purpose of its own, so that no other signature made with these keys can pass for one. */
const signature = (secret: string, name: string, expires: number) =>
  createHmac('sha256', secret).update(`media-link\n${name}\n${expires}`).digest('base64url');

/**
 * Links to stored files that carry an expiring signature (issue 27), on the app's origin:
 * /media/<name>?expires=<unix>&key=<signing key id>&signature=<HMAC>. Signed with the current signing key and
 * checked with the key they name while it is accepted, so a rotation breaks no link handed out before it, and
 * an instance that has not yet seen a new key reads the keys again (SigningKeys.find).
 */
export function mediaLinks(keys: SigningKeys, now = Date.now): MediaLinks {
  // Links signed for the current key and expiry, kept across answers until either steps: a list names the same
  // files call after call (and the demo one video many times), and an HMAC a link was 0.3 ms of a 25-row page.
  let signed = { id: '', expires: 0, links: new Map<string, string>() };
  return {
    async signer() {
      const { id, secret } = await keys.current();
      const expires = Math.floor((now() / 1000 + MEDIA_LINK_SECONDS) / GRID_SECONDS) * GRID_SECONDS;
      if (signed.id !== id || signed.expires !== expires) signed = { id, expires, links: new Map() };
      const { links } = signed;
      return <T extends string | null>(url: T): T => {
        if (url === null || !url.startsWith(MEDIA_PREFIX)) return url;
        let link = links.get(url);
        if (link === undefined) {
          const name = url.slice(MEDIA_PREFIX.length);
          link = `${url}?expires=${expires}&key=${id}&signature=${signature(secret, name, expires)}`;
          if (links.size >= LINKS_KEPT) links.clear();
          links.set(url, link);
        }
        return link as T;
      };
    },
    async remaining(name, query) {
      const expires = Number(query.expires);
      const given = typeof query.signature === 'string' ? Buffer.from(query.signature) : undefined;
      const left = expires - Math.floor(now() / 1000);
      if (!given || !Number.isSafeInteger(expires) || left <= 0 || typeof query.key !== 'string')
        return undefined;
      const key = await keys.find(query.key);
      const expected = key && Buffer.from(signature(key.secret, name, expires));
      return expected?.length === given.length && timingSafeEqual(expected, given) ? left : undefined;
    },
  };
}
