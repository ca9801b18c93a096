import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { HEALTH_PATH, READY_PATH } from './health';
import { API_PREFIX } from './routes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's path carries a secret: see SECRET_PATH. */
    secretPath?: boolean;
  }
}

/**
 * Route config of a path that carries a secret (a reset link's token): its log line shows the route's pattern
 * instead, for whoever reads the logs could use the link. (Error lines name no path: failures.ts.)
 */
export const SECRET_PATH = { secretPath: true } as const;

const loggedUrl = (request: FastifyRequest) =>
  request.routeOptions.config.secretPath ? request.routeOptions.url : request.url;

/** Calls that a browser or a load balancer makes all day: logged at debug level only. */
const ROUTINE = new RegExp(`^(${HEALTH_PATH}|${READY_PATH})\\b`);

const isRoutine = (request: FastifyRequest) =>
  ROUTINE.test(request.url) || !request.url.startsWith(API_PREFIX);

/**
 * One line per answered request, where fastify writes two: API calls at info, static files, media and health
 * checks at debug, so that a running server's log shows what people did. Failures keep fastify's error lines.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    const line = {
      method: request.method,
      url: loggedUrl(request),
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (isRoutine(request)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  }
}
