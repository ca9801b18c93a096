import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * "Goes back" (spec section 2): one step back in the app's history, or to `fallback` when the page was opened
 * directly (a bookmark, a new tab), where going back would leave the app.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key === 'default') navigate(fallback);
    else navigate(-1);
  }, [key, navigate, fallback]);
}
