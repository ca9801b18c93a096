import { useCanAccess, useRequireAccess } from 'react-admin';

/**
 * Whether a screen may show for the signed-in role (authProvider.canAccess). react-admin sends a denied role
 * to its access-denied page; until then, and while it checks, the screen waits without calling the API.
 */
export function useMayOpen(resource: string, action: string): boolean {
  useRequireAccess({ resource, action });
  const { canAccess } = useCanAccess({ resource, action });
  return canAccess === true;
}
