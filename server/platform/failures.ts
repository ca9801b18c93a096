import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { NoResultError } from 'kysely';
import type { z } from 'zod';
import { isConcurrencyFailure, isForeignKeyViolation } from '../db/errors';
import { ApiError, fieldsOf, issueMessages, PartlyDone, unavailable } from './errors';
import { drainRequest } from './drain';
import { isOutage } from './outages';
import { translate, type Message } from './i18n';

interface Failure {
  status: number;
  messages: Message[];
  headers?: Record<string, string>;
  fields?: Record<string, unknown>;
}

/** Every failure answers {status, response: [messages]} with the HTTP status equal to `status`. */
export const failureHandler =
  (uploadMaxBytes: number) =>
  async (error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const partly = error instanceof PartlyDone ? error : undefined;
    const failure = partly?.failure instanceof Error ? partly.failure : error;
    const { status, messages, headers = {}, fields = {} } = describe(failure, request);
    // A 500 is a fault of ours; a 503 (a service out of reach, every download slot taken) is the world's.
    if (status === 500) request.log.error({ err: failure }, 'request failed');
    else if (status > 500) request.log.warn({ err: failure }, 'request could not be served now');
    const response = [...messages, ...(partly ? [partly.note] : [])].map((message) =>
      translate(request.language, message),
    );
    // A refused upload may still be arriving: read it off, so that the client can read this answer.
    // A client too slow to send its request in time is not waited for again.
    const drained = status !== 408 && (await drainRequest(request.raw, 4 * uploadMaxBytes));
    if (!drained || !request.raw.complete) reply.header('connection', 'close');
    return reply
      .code(status)
      .headers(headers)
      .send({ status, response, ...fields });
  };

function describe(error: FastifyError | Error, request: FastifyRequest): Failure {
  if (error instanceof ApiError) return error;
  if (hasZodFastifySchemaValidationErrors(error))
    return { status: 400, messages: validationMessages(error, request) };
  // A record a write refers to, or the record it changes, went away between the checks and the write.
  if (isForeignKeyViolation(error)) return { status: 409, messages: [{ key: 'api.changed_meanwhile' }] };
  if (isConcurrencyFailure(error)) return { status: 409, messages: [{ key: 'api.busy_try_again' }] };
  if (error instanceof NoResultError) return { status: 404, messages: [{ key: 'api.not_found' }] };
  // The database, the media store or Redis out of reach: the same request may pass in a moment.
  if (isOutage(error)) return unavailable();
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 413) return { status, messages: [{ key: 'api.request_too_large' }] };
  if (status === 429) return { status, messages: [{ key: 'api.too_many_requests' }] };
  if (status >= 400 && status < 500) return { status, messages: [{ key: 'api.malformed_request' }] };
  return { status: 500, messages: [{ key: 'api.server_error' }] };
}

function validationMessages(error: FastifyError & { validation: unknown[] }, request: FastifyRequest) {
  const context = error.validationContext ?? 'body';
  const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context];
  const issues = (error.validation as NonNullable<FastifyError['validation']>).map(
    (failure) =>
      ({
        ...failure.params,
        code: failure.keyword,
        message: failure.message,
        path: failure.instancePath.split('/').slice(1),
      }) as unknown as z.core.$ZodIssue,
  );
  return issueMessages(issues, fieldsOf(schema));
}
