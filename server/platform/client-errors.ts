import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { translate, type Message } from './i18n';

/** What Node's HTTP parser refuses before fastify sees a request, by its error code. */
function describe(code: string | undefined): { status: number; message: Message } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: { key: 'api.request_too_large' } };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: { key: 'api.request_timeout' } };
  return { status: 400, message: { key: 'api.malformed_request' } };
}

/**
 * fastify's clientErrorHandler: a request head Node cannot parse (raw bytes, over 16 KiB, too slow) still
 * gets the {status, response} envelope, in English since no header could be read, and the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const { status, message } = describe(error.code);
  const body = JSON.stringify({ status, response: [translate('english', message)] });
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
}
