import { useEffect, useRef } from 'react';

const itself = (element: HTMLElement) => element;

/**
 * An element takes the focus once `away` ends, if the focus was lost meanwhile. A busy Save is disabled, a note's
 * Edit button is hidden while its form is open, a bulk action's button leaves with the selection: each sends the
 * focus to the page itself, and a keyboard user would start again from the top of the page. `focusable` picks
 * the element to focus within the one the ref holds.
 */
export function useFocusBackAfter<T extends HTMLElement = HTMLButtonElement>(
  away: boolean,
  focusable: (element: T) => HTMLElement | null = itself,
) {
  const ref = useRef<T>(null);
  const wasAway = useRef(false);
  useEffect(() => {
    if (wasAway.current && !away && focusLost() && ref.current) focusable(ref.current)?.focus();
    wasAway.current = away;
  }, [away, focusable]);
  return ref;
}

/** Nothing has the focus: the element that had it is gone or disabled. */
export const focusLost = () => document.activeElement === null || document.activeElement === document.body;
