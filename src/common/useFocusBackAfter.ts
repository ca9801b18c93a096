import { useEffect, useRef } from 'react';

/**
 * A button gets the focus back once `away` ends, if the focus was lost meanwhile. A busy Save is disabled, and a
 * note's Edit button is hidden while its form is open: either sends the focus to the page itself, and a keyboard
 * user would start again from the top of the page.
 */
export function useFocusBackAfter(away: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasAway = useRef(false);
  useEffect(() => {
    if (wasAway.current && !away && focusLost()) button.current?.focus();
    wasAway.current = away;
  }, [away]);
  return button;
}

/** Nothing has the focus: the element that had it is gone or disabled. */
export const focusLost = () => document.activeElement === null || document.activeElement === document.body;
