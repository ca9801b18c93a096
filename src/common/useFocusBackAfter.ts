import { useEffect, useRef } from 'react';

/**
 * The button that was busy gets the focus back once it is not: busy, it is disabled, which sends the focus to the
 * page itself, and a keyboard user whose save the server refused would start again from the top of the page.
 */
export function useFocusBackAfter(busy: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy && document.activeElement === document.body) button.current?.focus();
    wasBusy.current = busy;
  }, [busy]);
  return button;
}
