import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: neither the tests nor the benchmark ever download a browser. */
export const CHROMIUM = '/usr/bin/chromium';

/** Headless on a server as root, with nothing of Chromium's own fetched or updated meanwhile. */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
