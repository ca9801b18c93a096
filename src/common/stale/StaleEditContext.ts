import { createContext, useContext } from 'react';
import type { Stale } from '../../providers/stale';

/** An edit screen's refused save (the record changed after it was read), for the form's dialog to resolve. */
export interface StaleEdit {
  stale: Stale | null;
  /** The dialog is done: the user saved a choice, or went back to the form. */
  clear: () => void;
}

export const StaleEditContext = createContext<StaleEdit>({ stale: null, clear: () => undefined });

export const useStaleEdit = () => useContext(StaleEditContext);
