import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { HEALTH_PATH, READY_PATH } from './health';
import { API_PREFIX } from './routes';

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
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (isRoutine(request)) request.log.debug(line, 'request');
    else request.log.info(line, 'request');
  }
}
