/**
 * The raw-HTTP client of the cases: a shot is sent over node:http as it is, so that paths, headers and bodies
 * can be anything a client can put on the wire (fetch would clean them up or refuse them).
 */
import http from 'node:http';
import type { Auth } from './auth';
import type { Long } from './recipes';

export interface Shot {
  method: string;
  path: string;
  auth: Auth;
  contentType?: string;
  language?: string | Long;
  headers?: Record<string, string>;
  body?: Buffer;
}
export interface Reply {
  status: number;
  type: string;
  text: string;
}

/** A failed exchange; `stale` when a kept-alive connection was closed before the request got through. */
class NoAnswer extends Error {
  constructor(
    message: string,
    readonly stale: boolean,
  ) {
    super(message);
  }
}

function sendOnce(agent: http.Agent, base: URL, shot: Shot, headers: Record<string, string>): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: shot.method,
        path: shot.path,
        headers,
        agent,
        timeout: 15_000,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => reject(new NoAnswer(error.message, false)));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            type: String(response.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 15 s')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(new NoAnswer(error.message, request.reusedSocket && error.code === 'ECONNRESET')),
    );
    request.end(shot.body);
  });
}

export async function send(
  agent: http.Agent,
  base: URL,
  shot: Shot,
  authorization: string | undefined,
): Promise<Reply> {
  const headers: Record<string, string> = { ...shot.headers };
  if (authorization !== undefined) headers.authorization = authorization;
  if (shot.contentType !== undefined) headers['content-type'] = shot.contentType;
  if (shot.language !== undefined) headers['accept-language'] = String(shot.language);
  if (shot.body) headers['content-length'] = String(shot.body.length);
  try {
    return await sendOnce(agent, base, shot, headers);
  } catch (error) {
    // The server may close an idle kept-alive connection at any time; clients then send again (RFC 9112 9.3.1).
    if (error instanceof NoAnswer && error.stale) return sendOnce(agent, base, shot, headers);
    throw error;
  }
}

/** How a case is named in a failed assertion. */
export const label = (shot: Shot) => `${shot.method} ${shot.path.slice(0, 160)}`;
