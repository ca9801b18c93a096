/**
 * A deploy under an open tab: the tab's code names chunks (`/assets/<name>-<hash>.js`) that the new version no
 * longer has, so the next screen (or a form's checks) that needs one cannot load. The way out is a reload into
 * the new version at the address the user asked for, once: when that does not help, or the server cannot be
 * reached at all, the error page (ErrorPage.tsx) says so and offers to try again instead of reloading in a loop.
 * Under a form with unsaved input the user is asked first (unsavedInput.ts).
 * This lives in the app's entry, so that it works when every other chunk is gone.
 */

/** What Chromium, Firefox, Safari and Vite's preload helper say when a module of the app cannot be fetched. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);

/** When the tab last reloaded for a new version, and from which page (sessionStorage: it survives the reload). */
const RELOADED = 'recruit:reloaded-for-new-version';
/** A chunk failing again this soon after such a reload means the reload did not help. */
export const RELOAD_GUARD_MS = 60_000;
/** This page, as the note names it: a reload makes a new one, with a new time origin. */
const THIS_PAGE = String(performance.timeOrigin);

/**
 * 'reload' (noted, so that the next failure does not), 'reloading' (this page asked already) or 'outdated'
 * (the page before this one reloaded moments ago, and the code still fails: no loop).
 */
export function reloadVerdict(storage: Storage = sessionStorage, now = Date.now(), page = THIS_PAGE) {
  const last = JSON.parse(storage.getItem(RELOADED) ?? 'null') as { at: number; page: string } | null;
  if (last?.page === page) return 'reloading';
  if (last && now - last.at < RELOAD_GUARD_MS) return 'outdated';
  storage.setItem(RELOADED, JSON.stringify({ at: now, page }));
  return 'reload';
}

/** Whether the server answers with the app at `url`: a gone server is no new version to reload into. */
export async function serverAnswers(url = location.href): Promise<boolean> {
  try {
    return (await fetch(url, { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/** 'unreachable': the server is gone; 'outdated': a reload just happened and did not help. */
type Recovery = 'reloading' | 'unreachable' | 'outdated';

let recovering: Promise<Recovery> | undefined;

async function attempt(): Promise<Recovery> {
  if (!(await serverAnswers())) return 'unreachable';
  const verdict = reloadVerdict();
  if (verdict === 'outdated') return verdict;
  if (verdict === 'reload') location.reload();
  return 'reloading';
}

/** After a chunk failed to load: reloads once into the new version (one attempt at a time, however many failed). */
export function recover(): Promise<Recovery> {
  recovering ??= attempt().finally(() => (recovering = undefined));
  return recovering;
}

/** Loads `url` afresh (the new version, if one came), once the server answers; false if it does not. */
export async function loadAfresh(url: string): Promise<boolean> {
  if (!(await serverAnswers(url))) return false;
  if (url === location.href) location.reload();
  else location.assign(url);
  return true;
}
