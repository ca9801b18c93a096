import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * One live-update stream per signed-in tab: colleagues' changes refresh what it shows. Its code is a chunk of
 * its own, loaded beside the first screen, so that it weighs on no route's first load.
 */
export function useLiveUpdates(queryClient: QueryClient): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./live').then(({ startLive }) => {
      if (!ended) stop = startLive(queryClient);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [queryClient]);
}
