import { useEffect, useRef, type RefObject } from 'react';

/** Picks, within the element a ref holds, the one to focus. */
type Focusable<T> = (element: T) => HTMLElement | null;

const itself = (element: HTMLElement) => element;

/** Picks a checkbox's own input within its label or its wrapper. */
export const itsInput = (element: HTMLElement) => element.querySelector('input');

/**
 * An element takes the focus once `away` ends, if the focus was lost meanwhile. A busy Save is disabled, a note's
 * Edit button is hidden while its form is open, a bulk action's button leaves with the selection: each sends the
 * focus to the page itself, and a keyboard user would start again from the top of the page. `focusable` picks
 * the element to focus within the one the ref holds.
 */
export function useFocusBackAfter<T extends HTMLElement = HTMLButtonElement>(
  away: boolean,
  focusable: Focusable<T> = itself,
) {
  const ref = useRef<T>(null);
  const wasAway = useRef(false);
  useEffect(() => {
    if (wasAway.current && !away) focusIfLost(ref, focusable);
    wasAway.current = away;
  }, [away, focusable]);
  return ref;
}

/**
 * An element takes the focus each time `when` turns truthy, if the focus was lost: for an element drawn anew in
 * place of the one that had it (a moved card, a list's tabs), or a heading standing in for a deleted record.
 * `focusable` must keep its identity between renders (define it outside the component).
 */
export function useFocusWhen<T extends HTMLElement>(when: unknown, focusable: Focusable<T> = itself) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) focusIfLost(ref, focusable);
  }, [when, focusable]);
  return ref;
}

function focusIfLost<T extends HTMLElement>(ref: RefObject<T | null>, focusable: Focusable<T>) {
  const nothingFocused = document.activeElement === null || document.activeElement === document.body;
  if (nothingFocused && ref.current) focusable(ref.current)?.focus();
}
