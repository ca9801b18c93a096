import { useEffect, useState } from 'react';
import { useAreaTranslate, type LazyArea } from '../useAreaTranslate';

/** The texts once loaded, for every later dialog. */
let loaded: LazyArea | undefined;
const load = async () => (loaded = (await import('../../../i18n/stale')).default);

/**
 * The stale dialogs' texts (i18n/stale.ts), fetched when a save or delete is first refused as stale rather than
 * with the app's catalog, which every screen loads: `stale.` keys from there. `ready` once they are in.
 */
export function useStaleTranslate() {
  const [area, setArea] = useState(loaded);
  useEffect(() => {
    if (!area) void load().then(setArea);
  }, [area]);
  return { translate: useAreaTranslate(area ?? NONE, 'stale'), ready: area !== undefined };
}

const NONE: LazyArea = { english: {}, german: {} };
