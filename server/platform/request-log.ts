import type { FastifyReply, FastifyRequest } from 'fastify';

/** Calls that a browser or a load balancer makes all day: logged at debug level only. */
const ROUTINE = /^\/api\/(health|ready)\b|^\/(assets|media)\//;

function isRoutine(request: FastifyRequest): boolean {
  return ROUTINE.test(request.url) || !request.url.startsWith('/api/');
}

/**
 * One line per answered request (fastify's own logging writes two, for every file too): API calls at info,
 * static files, media and health checks at debug, so that a running server's log shows what people did.
 */
export async function logRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const line = {
    method: request.method,
    url: request.url,
    statusCode: reply.statusCode,
    responseTime: Math.round(reply.elapsedTime * 10) / 10,
  };
  if (isRoutine(request)) request.log.debug(line, 'request');
  else request.log.info(line, 'request');
}
