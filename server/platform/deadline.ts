import type { FastifyRequest } from 'fastify';
import { ApiError } from './errors';

/**
 * An onRequest hook: a request body that has not fully arrived `seconds` after the request began is refused
 * with 408, so that clients announcing more than they send cannot hold connections open.
 */
export function bodyDeadline(seconds: number) {
  return async (request: FastifyRequest): Promise<void> => {
    const raw = request.raw;
    const announcesBody =
      Number(raw.headers['content-length'] ?? 0) > 0 || 'transfer-encoding' in raw.headers;
    if (!announcesBody || raw.complete) return;
    const timer = setTimeout(() => {
      if (raw.complete) return;
      // The error reaches whoever reads the body (the JSON or multipart parser), whose failure answers 408;
      // with no reader there is nobody to answer, and the connection just closes.
      if (raw.listenerCount('error') > 0)
        raw.emit('error', new ApiError(408, [{ key: 'api.request_timeout' }]));
      else raw.destroy();
    }, seconds * 1000);
    timer.unref();
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    raw.once('close', stop);
  };
}
