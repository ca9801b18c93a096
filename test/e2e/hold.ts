import type { Page, Route } from 'playwright-core';

/**
 * Holds back every request to `url` until `release()`: the page waits for them as it would on a slow
 * connection. `requested` settles once the browser has asked for the first.
 */
export async function hold(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const handled: Promise<void>[] = [];
  await page.route(url, (route: Route) => {
    asked();
    const answered = released.then(() => route.continue());
    handled.push(answered);
    return answered;
  });
  return {
    requested,
    async release() {
      release();
      // Unrouting while a request is still held would answer it a second time.
      await Promise.all(handled);
      await page.unroute(url);
    },
  };
}

export type Held = Awaited<ReturnType<typeof hold>>;

/**
 * Holds back the app's JS asset `<chunk>-<hash>.js`: a screen's code. The app loads such code when idle after
 * its first screen, so hold it before signing in.
 */
export const holdChunk = (page: Page, chunk: string) =>
  hold(page, new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`));
