import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { clearSession, hasLiveToken } from '../providers/session';
import { routes } from '../routes';

/**
 * The guard of the public pages: a signed-in visitor (a stored, unexpired token, what the authProvider's
 * checkAuth asks) is sent to /home; a stale session is cleared, as checkAuth does.
 */
export function PublicOnly({ children }: { children: ReactNode }) {
  const [signedIn] = useState(hasLiveToken);

  useEffect(() => {
    if (!signedIn) clearSession();
  }, [signedIn]);

  return signedIn ? <Navigate to={routes.home} replace /> : children;
}
