import { useEffect } from 'react';
import type { TranslateFunction } from 'react-admin';
import { loadAfresh, recover, serverAnswers } from './newVersion';

/** The forms on screen that hold unsaved input (useUnsavedInput adds and removes them). */
const unsavedForms = new Set<object>();

/** Whether a form on screen holds unsaved input. */
export const formsHoldInput = () => unsavedForms.size > 0;

/** Asks react-admin's own "unsaved changes" question: whether the user agrees to lose what they typed. */
export const confirmLosingInput = (translate: TranslateFunction): boolean =>
  window.confirm(translate('ra.message.unsaved_changes'));

/** In a form: counts it among those with unsaved input while `unsaved` holds (a reload then asks first). */
export function useUnsavedInput(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const form = {};
    unsavedForms.add(form);
    return () => {
      unsavedForms.delete(form);
    };
  }, [unsaved]);
}

/** Whether the notice asking before a reload is up (NewVersionNotice shows it). */
let asking = false;
/** The user chose to stay with their input: not asked again until they try to save it. */
let stayed = false;
const listeners = new Set<() => void>();

export const askingToReload = () => asking;

export function subscribeAsking(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setAsking(value: boolean): void {
  asking = value;
  for (const listener of listeners) listener();
}

/**
 * The user keeps the page to copy out (or finish) what they typed. Moving between fields checks the form
 * again, and would ask again at every step; a save, which cannot be checked in this version, asks once more.
 */
export function stay(): void {
  setAsking(false);
  if (stayed) return;
  stayed = true;
  const remind = () => {
    stayed = false;
    setAsking(true);
  };
  document.addEventListener('submit', remind, { capture: true, once: true });
}

/** The user agreed to lose the unsaved input: the forms then let the page go without asking again. */
let reloading = false;
export const reloadingOnPurpose = () => reloading;

/** The user agreed to lose the unsaved input: the app loads afresh at the same address. */
export function reloadNow(): void {
  setAsking(false);
  reloading = true;
  void loadAfresh(location.href).then((loading) => {
    reloading = loading;
  });
}

/**
 * A chunk needed under an open form (its checks) failed to load. With unsaved input the user is asked first
 * (NewVersionNotice): a reload would throw the input away, and staying lets them copy it out. The choice
 * respects the user most of those the issue names: nothing is lost without their say, and a notice after the
 * reload could only tell them what is already gone. Without unsaved input it reloads as a screen would. A
 * server that does not answer is no new version: the connection banner speaks of that.
 */
export async function newVersionUnderForm(): Promise<void> {
  if (unsavedForms.size === 0) await recover();
  else if (!stayed && (await serverAnswers())) setAsking(true);
}
