/**
 * Whether the server answered the last call: every call (src/providers/http.ts) says so, and the connection
 * banner follows it (useSyncExternalStore) and checks /api/ready until the server can serve again.
 */
let unreachable = false;
const listeners = new Set<() => void>();

export function setServerUnreachable(value: boolean): void {
  if (value === unreachable) return;
  unreachable = value;
  for (const listener of listeners) listener();
}

export const serverUnreachable = (): boolean => unreachable;

export function subscribeServerState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
