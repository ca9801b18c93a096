import type { IncomingMessage } from 'node:http';

/**
 * A request target in absolute form (`GET http://host/api/…`), which an HTTP/1.1 server must accept, as the
 * origin form (`/api/…`) every route, check and log line reads: left as it came, `/api/` checks missed it (no
 * `no-store`, logged as routine) and paging links named the caller's host.
 */
export function originForm(request: IncomingMessage): string {
  const target = request.url ?? '/';
  if (target.startsWith('/') || !URL.canParse(target)) return target;
  const { pathname, search } = new URL(target);
  return pathname + search;
}
