import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from './constants';

/** Navigates after the spec's delay, so the toast can be read first; cancelled if the page goes away. */
export function useRedirectLater(): (to: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
