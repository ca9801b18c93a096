/**
 * The toasts of the public pages: shown one after the other by `<Toasts>`, the next ones waiting in a queue
 * (react-admin's `useNotify` and notification queue, without react-admin).
 */

type ToastType = 'success' | 'info' | 'warning' | 'error';

interface ToastOptions {
  type?: ToastType;
  /** Values the message (an i18n key or a server's text) interpolates. */
  messageArgs?: Record<string, unknown>;
  /** How long it shows, in milliseconds; null keeps it until closed. */
  autoHideDuration?: number | null;
  multiLine?: boolean;
}

export interface Toast {
  id: number;
  message: string;
  type: ToastType;
  options: Omit<ToastOptions, 'type'>;
}

let shown: Toast | undefined;
let waiting: readonly Toast[] = [];
let made = 0;
const listeners = new Set<() => void>();

function show(next: Toast | undefined): void {
  shown = next;
  for (const listener of listeners) listener();
}

export function notify(message: string, { type = 'info', ...options }: ToastOptions = {}): void {
  const toast = { id: ++made, message, type, options };
  if (shown) waiting = [...waiting, toast];
  else show(toast);
}

/** The toast on screen has gone: the next one shows. */
export function toastDone(toast: Toast): void {
  if (shown !== toast) return;
  const [next, ...rest] = waiting;
  waiting = rest;
  show(next);
}

/** Drops the toasts still waiting, not the one on screen (sign-in does, as react-admin's login does). */
export function resetToasts(): void {
  waiting = [];
}

export const shownToast = (): Toast | undefined => shown;

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
