import type { App } from '../context';
import { ApiError, notFound } from '../errors';
import { MEDIA_PREFIX } from '../uploads';
import type { MediaStore } from './store';

/** A stored file's name: no folder, no dot file (the names uploads and the demo make). */
const FILE_NAME = /^[\w-][\w.-]*$/;

/**
 * GET and HEAD /media/<name>: a stored file from whichever store holds them, with Range (videos seek),
 * conditional requests and nosniff. Missing files and refusals answer in the API's JSON envelope.
 */
export function mediaRoutes(app: App, files: MediaStore) {
  app.route({
    method: ['GET', 'HEAD'],
    url: `${MEDIA_PREFIX}*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      const answer = FILE_NAME.test(name) ? await files.read(name, request.raw) : undefined;
      if (!answer) throw notFound();
      if (answer.status >= 400) {
        answer.body.destroy();
        const range = answer.headers['Content-Range'];
        const headers: Record<string, string> = range ? { 'content-range': String(range) } : {};
        throw new ApiError(answer.status, [{ key: 'api.malformed_request' }], headers);
      }
      reply.code(answer.status).headers(answer.headers).header('x-content-type-options', 'nosniff');
      return reply.send(answer.body);
    },
  });
}
