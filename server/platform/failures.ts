import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ApiError, fieldsOf, issueMessages, type Message } from './errors';
import { drainRequest } from './drain';
import { translate } from './i18n';

/** Every failure answers {status, response: [messages]} with the HTTP status equal to `status`. */
export const failureHandler =
  (uploadMaxBytes: number) =>
  async (error: FastifyError | ApiError | Error, request: FastifyRequest, reply: FastifyReply) => {
    const { status, messages } = describe(error, request, uploadMaxBytes);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const response = messages.map((message) => translate(request.language, message));
    // A refused upload may still be arriving: read it off, so that the client can read this answer.
    if (!(await drainRequest(request.raw, 4 * uploadMaxBytes))) reply.header('connection', 'close');
    return reply.code(status).send({ status, response });
  };

function describe(
  error: FastifyError | Error,
  request: FastifyRequest,
  uploadMaxBytes: number,
): { status: number; messages: Message[] } {
  if (error instanceof ApiError) return { status: error.status, messages: error.messages };
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext ?? 'body';
    const schema = (request.routeOptions.schema as Record<string, unknown> | undefined)?.[context];
    const issues = error.validation.map(
      (failure) =>
        ({
          ...failure.params,
          code: failure.keyword,
          message: failure.message,
          path: failure.instancePath.split('/').slice(1),
        }) as unknown as z.core.$ZodIssue,
    );
    return { status: 400, messages: issueMessages(issues, fieldsOf(schema)) };
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 413)
    return {
      status,
      messages: [{ key: 'api.file_too_large', params: { max: uploadMaxBytes / (1024 * 1024) } }],
    };
  if (status === 429) return { status, messages: [{ key: 'api.too_many_requests' }] };
  if (status >= 400 && status < 500) return { status, messages: [{ key: 'api.malformed_request' }] };
  return { status: 500, messages: [{ key: 'api.server_error' }] };
}
