import { useEffect, useState, type ReactNode } from 'react';
import { useAuthProvider, useLogout } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../common/PageLoading';
import { routes } from '../routes';

/**
 * The guard of the signed-in pages: on every navigation it asks for a stored, unexpired token, and
 * without one logs out (clearing token, role and cached data), which lands the visitor on sign-in (/).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const { pathname } = useLocation();
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    const check = authProvider ? authProvider.checkAuth({}) : Promise.resolve();
    check.then(
      () => {
        if (live) setChecked(true);
      },
      () => {
        if (live) logout({}, routes.signIn);
      },
    );
    return () => {
      live = false;
    };
  }, [authProvider, logout, pathname]);

  return checked ? children : <PageLoading />;
}
