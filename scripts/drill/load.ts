import { apiPath, type ApiPathName } from '@contract/paths';

/** One call the drill sent: when, to which instance, and what came back (0: no answer at all). */
export interface Sent {
  at: number;
  instance: number;
  status: number;
  ms: number;
}

const CALL_TIMEOUT_MS = 10_000;

/** A JSON call to an instance; never throws: a call without an answer is status 0. */
export async function send(
  base: string,
  method: string,
  name: ApiPathName,
  { params = {}, token, json }: { params?: Record<string, string>; token?: string; json?: unknown } = {},
): Promise<{ status: number; body: unknown; ms: number }> {
  const start = performance.now();
  try {
    const response = await fetch(new URL(`/api/${apiPath(name, params)}`, base), {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body, ms: performance.now() - start };
  } catch {
    return { status: 0, body: undefined, ms: performance.now() - start };
  }
}

/**
 * Notes written at `perSecond` in all, to the instances in turn, each a text of its own: what an instance
 * acknowledged (200) must be in the database afterwards, whatever failed meanwhile.
 */
export function writeLoad(
  instances: () => readonly string[],
  token: string,
  candidates: readonly string[],
  perSecond: number,
) {
  const sent: Sent[] = [];
  const acknowledged: string[] = [];
  const pending = new Set<Promise<void>>();
  let sequence = 0;
  const write = async () => {
    const number = sequence++;
    const bases = instances();
    const instance = number % bases.length;
    const text = `drill-${number}`;
    const at = performance.now();
    const answer = await send(bases[instance] ?? '', 'POST', 'candidateNoteCreate', {
      params: { id: candidates[number % candidates.length] ?? '' },
      token,
      json: { note_text: text },
    });
    sent.push({ at, instance, status: answer.status, ms: answer.ms });
    if (answer.status === 200) acknowledged.push(text);
  };
  const timer = setInterval(() => {
    const call = write().finally(() => pending.delete(call));
    pending.add(call);
  }, 1000 / perSecond);
  return {
    sent,
    acknowledged,
    async stop() {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}
