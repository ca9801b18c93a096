import { useEffect, useState, type ReactNode } from 'react';
import { useAuthProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { routes } from '../routes';

type Visitor = 'checking' | 'signed-in' | 'signed-out';

/**
 * The guard of the public pages: a signed-in visitor is sent to /home. It asks the authProvider itself
 * rather than react-admin's cached auth state, which can be stale right after a logout.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const authProvider = useAuthProvider();
  const [visitor, setVisitor] = useState<Visitor>('checking');

  useEffect(() => {
    let live = true;
    const settle = (next: Visitor) => () => {
      if (live) setVisitor(next);
    };
    const check = authProvider ? authProvider.checkAuth({}) : Promise.reject(new Error('no authProvider'));
    check.then(settle('signed-in'), settle('signed-out'));
    return () => {
      live = false;
    };
  }, [authProvider]);

  if (visitor === 'checking') return null;
  if (visitor === 'signed-in') return <Navigate to={routes.home} replace />;
  return children;
}
