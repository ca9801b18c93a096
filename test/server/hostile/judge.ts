/**
 * Judging one case: the answer is below 500, is the {status, response} envelope with the HTTP status when it
 * is JSON, and a refusal (anything but 200) left the stored data as it was.
 */
import http from 'node:http';
import type { TestApi } from '../harness';
import { authorizationOf } from './auth';
import type { Scene } from './scene';
import { send, type Reply, type Shot } from './shot';
import type { StoreWatch } from './store-watch';

/** Readable messages: a list of texts, or one text (a failed sign-in). */
const isMessages = (value: unknown) =>
  (typeof value === 'string' && value.length > 0) ||
  (Array.isArray(value) &&
    value.length > 0 &&
    value.every((item) => typeof item === 'string' && item.length > 0));

const ZIP_TYPES = new Set([
  'application/zip',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
]);

/** What is wrong with an answer: a 5xx, a JSON answer outside the envelope, a refusal without messages. */
function answerProblems(reply: Reply): string[] {
  if (reply.status >= 500) return [`answered ${reply.status}: ${reply.text.slice(0, 200)}`];
  // A list's export (format=csv, issue 12) is a file rather than the envelope; its refusals are JSON as usual.
  if (reply.status === 200 && reply.type.startsWith('text/csv; charset=utf-8'))
    return reply.text.startsWith('\uFEFF') ? [] : ['answered a CSV file without its byte-order mark'];
  // A copy of a person's data (issue 30) and an Excel export (issue 31) are ZIP files, which start with a
  // local file header.
  if (reply.status === 200 && ZIP_TYPES.has(reply.type))
    return reply.text.startsWith('PK\u0003\u0004') ? [] : ['answered a ZIP file that is no ZIP'];
  if (!reply.type.includes('json')) return [`answered ${reply.status} without JSON`];
  let body: unknown;
  try {
    body = JSON.parse(reply.text);
  } catch {
    return [`answered ${reply.status} with broken JSON`];
  }
  const envelope = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (envelope.status !== reply.status)
    return [`answered ${reply.status} with envelope status ${String(envelope.status)}`];
  if (reply.status !== 200 && !isMessages(envelope.response))
    return [`answered ${reply.status} without messages`];
  return [];
}

/** Runs hostile cases against one server and judges each answer. */
export class Judge {
  readonly base: URL;
  readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  constructor(
    readonly api: TestApi,
    readonly scene: Scene,
    readonly watch: StoreWatch,
  ) {
    this.base = new URL(api.baseUrl);
  }

  /** Sends one case and answers every problem found with it: empty when the server behaved. */
  async problems(shot: Shot, extra: (reply: Reply) => string[] = () => []): Promise<string[]> {
    let reply: Reply;
    try {
      reply = await send(this.agent, this.base, shot, authorizationOf(shot.auth, this.scene));
    } catch (error) {
      return [`no answer: ${(error as Error).message}`];
    }
    const stored = await this.watch.check(reply.status);
    if (reply.status === 200 && stored.changed) await this.renewSessions();
    return [...answerProblems(reply), ...extra(reply), ...stored.problems];
  }

  /** Signs in again whoever a case signed out (a logout, a changed password). */
  private async renewSessions(): Promise<void> {
    for (const account of Object.values(this.scene.accounts)) {
      const probe = await this.api.call('GET', 'profile', {}, { token: account.token });
      if (probe.status === 401) account.token = await this.api.login(account.email, account.password);
    }
    await this.watch.check(200);
  }
}
