import type { AuthProvider, UserIdentity } from 'react-admin';
import type { UserRole } from '@contract/domain';
import { apiPath } from '@contract/paths';
import type { Grant } from '../common/resource/declaration';
import { RESOURCES } from '../resources';
import { API_URL, createAccountCalls, type Credentials } from './accountCalls';
import { createDataProvider } from './dataProvider';
import { createCall, type FetchLike } from './http';
import { clearSession, getRole, getToken, hasLiveToken, markSessionEnded } from './session';

export { getRole, getToken };

/** What every signed-in role may open besides the resources: its dashboard and its own profile. */
const ALWAYS: Record<string, Grant> = { dashboard: '*', profile: '*' };

/** A role's grants below SubAdmin, from each resource's declaration. */
const grantsOf = (role: Exclude<UserRole, 'SubAdmin'>): Record<string, Grant> => ({
  ...ALWAYS,
  ...Object.fromEntries(
    RESOURCES.flatMap(({ name, access }) => (access[role] ? [[name, access[role]]] : [])),
  ),
});

/**
 * What each role may open, by resource and react-admin action (the project's role rules; the API checks the
 * same and answers 403/404, this only keeps screens and menu entries away). A SubAdmin may do everything.
 */
export const ACCESS: Record<UserRole, Record<string, Grant>> = {
  SubAdmin: { '*': '*' },
  CustomerAdmin: grantsOf('CustomerAdmin'),
  StaffAdmin: grantsOf('StaffAdmin'),
};

function mayAccess(role: UserRole | null, resource: string, action: string): boolean {
  if (!role) return false;
  const grants = ACCESS[role];
  const grant = grants['*'] ?? grants[resource];
  return grant === '*' || (grant?.includes(action) ?? false);
}

/** How long sign-out waits for the server to end the token before it goes to sign-in anyway. */
const LOGOUT_WAIT_MS = 5000;

const hasStatus = (error: unknown): error is { status: number } =>
  typeof (error as { status?: unknown } | null)?.status === 'number';

export function createAuthProvider(apiUrl: string, fetchImpl?: FetchLike): AuthProvider {
  const call = createCall(apiUrl, fetchImpl);
  const account = createAccountCalls(apiUrl, fetchImpl);
  const data = createDataProvider(apiUrl, fetchImpl);
  return {
    /** Fails with the API's message (e.g. 'Invalid Credentials!'); where to go next is the sign-in page's choice. */
    login: (credentials: Credentials) => account.login(credentials),
    /**
     * Ends the token on the server too (beyond the contract), then here whatever the answer: a server of the
     * bare contract answers 404, and one that cannot be reached must not keep anybody signed in.
     */
    async logout() {
      const token = getToken();
      clearSession();
      if (token) {
        const signal = AbortSignal.timeout(LOGOUT_WAIT_MS);
        await call(apiPath('logout'), { method: 'POST', token, signal }).catch(() => undefined);
      }
      return '/';
    },
    async checkAuth() {
      if (hasLiveToken()) return;
      clearSession();
      // The guard sends the visitor to sign in without a toast (spec section 2, route guards).
      throw { redirectTo: '/', message: false };
    },
    async checkError(error: unknown) {
      if (hasStatus(error) && error.status === 401) {
        clearSession();
        markSessionEnded();
        throw { redirectTo: '/', message: false };
      }
    },
    async getIdentity(): Promise<UserIdentity> {
      const { data: profile } = await data.getProfile();
      return { ...profile, fullName: profile.full_name };
    },
    async getPermissions() {
      return getRole();
    },
    async canAccess({ resource, action }: { resource: string; action: string }) {
      return mayAccess(getRole(), resource, action);
    },
  };
}

export const authProvider = createAuthProvider(API_URL);
export default authProvider;
