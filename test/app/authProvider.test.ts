import { describe, expect, it } from 'vitest';
import type { UserRole } from '@contract/domain';
import { createAuthProvider, getRole, getToken } from '../../src/providers/authProvider';
import { LANGUAGE_KEY } from '../../src/providers/i18nProvider';
import { ROLE_KEY, TOKEN_KEY, takeSessionEnded } from '../../src/providers/session';
import { answer, fakeApi } from './fixtures/fake-api';

/** A JWT as the API issues them, expiring `secondsFromNow` from now (the signature is the server's business). */
function jwt(secondsFromNow: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'user-uid', ver: 0, exp })}.signature`;
}

function authFor(...served: Parameters<typeof fakeApi>) {
  const api = fakeApi(...served);
  return { api, auth: createAuthProvider('/api/', api.fetch) };
}

const credentials = { email: 'admin@example.com', password: 'admin-password-1' };
const recordedLogin = answer('login').body as unknown as { access: string; user_role: UserRole };

describe('authProvider.login', () => {
  it('posts the credentials with the fixed role and keeps a remembered session in localStorage', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'stale-token');
    const { api, auth } = authFor(answer('login'));
    await auth.login({ ...credentials, remember: true });
    expect(api.last()).toMatchObject({ method: 'POST', path: 'account-api/login/' });
    expect(api.sentJson()).toEqual({ ...credentials, user_role: 'SuperAdmin', remember: true });
    expect(api.last().headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(recordedLogin.access);
    expect(localStorage.getItem(ROLE_KEY)).toBe(recordedLogin.user_role);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(getToken()).toBe(recordedLogin.access);
    expect(getRole()).toBe('SubAdmin');
  });

  it('keeps a session without "remember me" in sessionStorage only', async () => {
    localStorage.setItem(TOKEN_KEY, 'old-remembered-token');
    const { api, auth } = authFor(answer('login'));
    await auth.login(credentials);
    expect(api.sentJson().remember).toBe(false);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe(recordedLogin.access);
    expect(sessionStorage.getItem(ROLE_KEY)).toBe('SubAdmin');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
  });

  it.each([
    ['loginFailed', 'Invalid Credentials!', 401],
    ['loginInvalid', 'The entered email is invalid!', 400],
  ])('fails with the API message (%s) and stores nothing', async (name, message, status) => {
    const { auth } = authFor(answer(name));
    await expect(auth.login(credentials)).rejects.toMatchObject({ message, status });
    expect(getToken()).toBeNull();
    expect(getRole()).toBeNull();
  });
});

describe('authProvider session', () => {
  it('checkAuth accepts a stored token that has not expired', async () => {
    sessionStorage.setItem(TOKEN_KEY, jwt(60));
    await expect(authFor().auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkAuth refuses an expired token, removes it and sends the visitor to / without a toast', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(-1));
    localStorage.setItem(ROLE_KEY, 'SubAdmin');
    await expect(authFor().auth.checkAuth({})).rejects.toEqual({ redirectTo: '/', message: false });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(ROLE_KEY)).toBeNull();
  });

  it.each([
    ['no token', null],
    ['a token that is no JWT', 'not-a-jwt'],
    ['a JWT without exp', `${btoa('{}')}.${btoa('{"sub":"x"}')}.sig`],
  ])('checkAuth refuses %s', async (_case, token) => {
    if (token) sessionStorage.setItem(TOKEN_KEY, token);
    await expect(authFor().auth.checkAuth({})).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('logout clears token and role from both storages, keeps the language, and goes to /', async () => {
    for (const storage of [localStorage, sessionStorage]) {
      storage.setItem(TOKEN_KEY, jwt(60));
      storage.setItem(ROLE_KEY, 'CustomerAdmin');
    }
    localStorage.setItem(LANGUAGE_KEY, 'german');
    await expect(authFor().auth.logout({})).resolves.toBe('/');
    for (const storage of [localStorage, sessionStorage]) {
      expect(storage.getItem(TOKEN_KEY)).toBeNull();
      expect(storage.getItem(ROLE_KEY)).toBeNull();
    }
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('german');
  });

  it('logout ends the token on the server with that token, and signs out here whatever the server says', async () => {
    for (const [status, failure] of [
      [200, undefined],
      [404, undefined],
      [0, new TypeError('Failed to fetch')],
    ] as const) {
      const token = jwt(60);
      sessionStorage.setItem(TOKEN_KEY, token);
      sessionStorage.setItem(ROLE_KEY, 'StaffAdmin');
      const sent: { url: string; method?: string; authorization: string | null }[] = [];
      const auth = createAuthProvider('/api/', async (url, init) => {
        sent.push({
          url,
          method: init.method,
          authorization: new Headers(init.headers).get('Authorization'),
        });
        if (failure) throw failure;
        return new Response(JSON.stringify({ status, response: 'You are signed out.' }), { status });
      });
      await expect(auth.logout({})).resolves.toBe('/');
      expect(sent).toEqual([
        { url: '/api/account-api/logout/', method: 'POST', authorization: `Bearer ${token}` },
      ]);
      expect(getToken()).toBeNull();
      expect(getRole()).toBeNull();
    }
  });

  it('logout without a stored session calls nobody', async () => {
    const { api, auth } = authFor();
    await expect(auth.logout({})).resolves.toBe('/');
    expect(api.requests).toEqual([]);
  });

  it('checkError logs out on 401 and lets every other failure through', async () => {
    const { auth } = authFor();
    sessionStorage.setItem(TOKEN_KEY, jwt(60));
    sessionStorage.setItem(ROLE_KEY, 'StaffAdmin');
    for (const status of [400, 403, 404, 409, 500, 0])
      await expect(auth.checkError({ status })).resolves.toBeUndefined();
    expect(getToken()).not.toBeNull();

    await expect(auth.checkError({ status: 401, message: 'Your session has ended.' })).rejects.toEqual({
      redirectTo: '/',
      message: false,
    });
    expect(getToken()).toBeNull();
    expect(takeSessionEnded()).toBe(true);
    expect(takeSessionEnded()).toBe(false);
    expect(getRole()).toBeNull();
  });

  it('getPermissions answers the stored role', async () => {
    const { auth } = authFor();
    expect(await auth.getPermissions?.({})).toBeNull();
    sessionStorage.setItem(ROLE_KEY, 'StaffAdmin');
    expect(await auth.getPermissions?.({})).toBe('StaffAdmin');
    sessionStorage.setItem(ROLE_KEY, 'SuperAdmin');
    expect(await auth.getPermissions?.({})).toBeNull();
  });

  it('getIdentity reads the profile', async () => {
    sessionStorage.setItem(TOKEN_KEY, jwt(60));
    const { api, auth } = authFor(answer('profile'));
    const served = answer('profile').body.response as Record<string, unknown>;
    const identity = await auth.getIdentity?.();
    expect(api.last().path).toBe('admin-api/user-profile-api/');
    expect(identity).toMatchObject({
      id: served.user_uid,
      fullName: served.full_name,
      user_role: served.user_role,
    });
  });
});

describe('authProvider.canAccess', () => {
  const ACTIONS = ['list', 'show', 'create', 'edit', 'delete'] as const;
  /** The project's role rules, action by action. */
  const EXPECTED: Record<UserRole, Record<string, readonly string[]>> = {
    SubAdmin: {
      dashboard: ACTIONS,
      profile: ACTIONS,
      users: ACTIONS,
      customers: ACTIONS,
      vacancies: ACTIONS,
      candidates: ACTIONS,
      packages: ACTIONS,
      reports: ACTIONS,
    },
    CustomerAdmin: {
      dashboard: ACTIONS,
      profile: ACTIONS,
      users: ACTIONS,
      customers: ['show'],
      vacancies: ACTIONS,
      candidates: ['list', 'show', 'edit', 'delete'],
      packages: ['list', 'show'],
      reports: ['list'],
    },
    StaffAdmin: {
      dashboard: ACTIONS,
      profile: ACTIONS,
      users: [],
      customers: [],
      vacancies: ['list', 'show'],
      candidates: ['list', 'show', 'edit'],
      packages: [],
      reports: ['list'],
    },
  };

  const cases = Object.entries(EXPECTED).flatMap(([role, resources]) =>
    Object.entries(resources).flatMap(([resource, allowed]) =>
      ACTIONS.map((action) => [role, resource, action, allowed.includes(action)] as const),
    ),
  );

  it.each(cases)('%s on %s/%s: %s', async (role, resource, action, allowed) => {
    sessionStorage.setItem(ROLE_KEY, role);
    expect(await authFor().auth.canAccess?.({ resource, action })).toBe(allowed);
  });

  it('lets nobody in without a role', async () => {
    expect(await authFor().auth.canAccess?.({ resource: 'vacancies', action: 'list' })).toBe(false);
  });
});
