import { USER_ROLES, type UserRole } from '@contract/domain';

/** Browser storage entries of the signed-in session (spec section 3: the role lives under 'auth-type'). */
export const TOKEN_KEY = 'access-token';
export const ROLE_KEY = 'auth-type';

/** The session of this tab first, then a remembered one. */
function read(key: string): string | null {
  return sessionStorage.getItem(key) ?? localStorage.getItem(key);
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function getRole(): UserRole | null {
  const role = read(ROLE_KEY);
  return USER_ROLES.includes(role as UserRole) ? (role as UserRole) : null;
}

/** "Remember me" keeps the session across browser restarts (localStorage), otherwise only for this tab. */
export function storeSession(token: string, role: UserRole, remember: boolean): void {
  clearSession();
  const storage = remember ? localStorage : sessionStorage;
  storage.setItem(TOKEN_KEY, token);
  storage.setItem(ROLE_KEY, role);
}

export function clearSession(): void {
  for (const storage of [localStorage, sessionStorage]) {
    storage.removeItem(TOKEN_KEY);
    storage.removeItem(ROLE_KEY);
  }
}

export const ENDED_KEY = 'session-ended';

/**
 * The server ended the session (a 401: signed out elsewhere, a new password, rejected or deleted). The sign-in
 * page, which the signed-in app's own toast would not outlive, says so once (takeSessionEnded).
 */
export function markSessionEnded(): void {
  sessionStorage.setItem(ENDED_KEY, '1');
}

export function takeSessionEnded(): boolean {
  const ended = sessionStorage.getItem(ENDED_KEY) !== null;
  sessionStorage.removeItem(ENDED_KEY);
  return ended;
}

/** The token's `exp` (seconds since the epoch), or null when it is not a readable JWT. */
function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** Signed in = a stored token whose expiry has not passed (spec section 2, route guards). */
export function hasLiveToken(now: number = Date.now()): boolean {
  const token = getToken();
  const exp = token ? tokenExpiry(token) : null;
  return exp !== null && exp * 1000 > now;
}
