import type { FastifyRequest } from 'fastify';
import type { App } from '../context';
import { ApiError, notFound } from '../errors';
import type { MediaLinks } from '../media-links';
import { MEDIA_PREFIX } from '../uploads';
import type { MediaStore } from './store';

/** A stored file's name: no folder, no dot file (the names uploads and the demo make). */
const FILE_NAME = /^[\w-][\w.-]*$/;

/** Who may read a stored file: the holder of a signed link, anyone for a public file (a customer's logo). */
export interface MediaAccess {
  links: MediaLinks;
  isPublic(url: string): Promise<boolean>;
}

/**
 * GET and HEAD /media/<name>: a stored file from whichever store holds them, with Range (videos seek),
 * conditional requests and nosniff. Missing files and refusals answer in the API's JSON envelope.
 *
 * Résumés, videos and thumbnails are read through the signed links that answers hand out (media-links.ts);
 * without a valid, unexpired signature they answer 403 (api.media_link_invalid), decided before the store is
 * asked, so that the answer tells nothing of whether such a file exists, while a user whose page has stood
 * open past the link's hour is told to reload rather than that the file is gone. A signed answer may be kept by
 * the browser alone, until the link expires.
 */
export function mediaRoutes(app: App, files: MediaStore, access: MediaAccess) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!FILE_NAME.test(name)) throw notFound();
      const cacheFor = await allowed(access, name, request);
      const answer = await files.read(name, request.raw);
      if (!answer) throw notFound();
      if (answer.status >= 400) {
        answer.body.destroy();
        const range = answer.headers['Content-Range'];
        const headers: Record<string, string> = range ? { 'content-range': String(range) } : {};
        throw new ApiError(answer.status, [{ key: 'api.malformed_request' }], headers);
      }
      reply.code(answer.status).headers(answer.headers).header('x-content-type-options', 'nosniff');
      if (cacheFor !== undefined) reply.header('cache-control', `private, max-age=${cacheFor}`);
      return reply.send(answer.body);
    },
  });
}

/**
 * The seconds a signed link's answer may be kept, undefined for a public file (the store's own caching);
 * 403 for anything else.
 */
async function allowed(access: MediaAccess, name: string, request: FastifyRequest) {
  const left = await access.links.remaining(name, request.query as Record<string, unknown>);
  if (left !== undefined) return left;
  if (await access.isPublic(`${MEDIA_PREFIX}${name}`)) return undefined;
  throw new ApiError(403, [{ key: 'api.media_link_invalid' }]);
}
