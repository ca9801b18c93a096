import { useContext, useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { UNSAFE_NavigationContext, type Navigator } from 'react-router-dom';
import { useFormHoldsInput } from './ReportUnsavedInput';
import { confirmLosingInput, reloadingOnPurpose } from './unsavedInput';

/** A form's say on a navigation: it holds `go` back (and answers true) while it has unsaved input. */
type Guard = (go: () => void) => boolean;

const guards = new Set<Guard>();

/**
 * Routes every in-app navigation (links, the menu, Back, react-admin's redirects) past the forms on screen
 * while one holds input. react-admin's warnWhenUnsavedChanges needs a data router, which would weigh on every
 * screen's first load; the app's BrowserRouter hands its navigations to this navigator instead. The browser's
 * own Back button is not asked: the router has already moved when it hears of it.
 */
function guardNavigator(navigator: Navigator, guard: Guard): () => void {
  guards.add(guard);
  if (guards.size === 1) {
    const { push, replace, go } = navigator;
    const through =
      <A extends unknown[]>(move: (...args: A) => void) =>
      (...args: A) => {
        const go = () => move.apply(navigator, args);
        if (![...guards].some((held) => held(go))) go();
      };
    navigator.push = through(push);
    navigator.replace = through(replace);
    navigator.go = through(go);
    unpatch = () => Object.assign(navigator, { push, replace, go });
  }
  return () => {
    guards.delete(guard);
    if (guards.size === 0) unpatch();
  };
}

let unpatch = () => {};

/**
 * Inside a react-admin form: asks (react-admin's own "unsaved changes" question) before a navigation or
 * closing the tab throws its unsaved input away. Its own save's redirect goes through: by the time the held
 * navigation is judged, the form shows it is submitting or submitted.
 */
export function AskBeforeLeaving() {
  const translate = useTranslate();
  const isDirty = useFormHoldsInput();
  const { isSubmitting, isSubmitSuccessful } = useFormState();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const unsaved = isDirty && !isSubmitting && !isSubmitSuccessful;
  const holdsInput = useRef(false);
  const held = useRef<() => void>(undefined);
  const [holds, setHolds] = useState(0);

  useEffect(() => {
    holdsInput.current = isDirty;
  }, [isDirty]);

  useEffect(
    () =>
      guardNavigator(navigator, (go) => {
        if (!holdsInput.current) return false;
        held.current = go;
        setHolds((count) => count + 1);
        return true;
      }),
    [navigator],
  );

  // Judged after the render the navigation caused: a save under way shows there as submitting.
  useEffect(() => {
    const go = held.current;
    if (!go) return;
    held.current = undefined;
    if (!unsaved || confirmLosingInput(translate)) go();
  }, [holds, unsaved, translate]);

  useEffect(() => {
    if (!unsaved) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!reloadingOnPurpose()) event.preventDefault();
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [unsaved]);
  return null;
}
