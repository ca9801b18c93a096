import { useLocation } from 'react-router-dom';
import type { PageType } from '../../routes';

/** Which tab's list route is open (src/routes.ts listRoutes), or undefined when the path is none of them. */
export function useListPageType(tabs: Partial<Record<PageType, string>>): PageType | undefined {
  const { pathname } = useLocation();
  const found = Object.entries(tabs).find(([, route]) => route === pathname);
  return found?.[0] as PageType | undefined;
}
