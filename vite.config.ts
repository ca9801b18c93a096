import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { bootHtml } from './scripts/boot-html.ts';
import { catalogData } from './scripts/catalog-data.ts';

/** The contract both halves share (paths, domain words, field rules, schemas), as `@contract/...`. */
export const contractAlias = { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) };

/** `npm run dev` serves the app and hands the API and uploaded media to the API server (`npm run dev:api`). */
const API_SERVER = 'http://localhost:8080';

/**
 * react-admin's router adapter, minus the router it would create outside one: the app always renders inside
 * main.tsx's BrowserRouter, and that spare router (react-router's whole data router, 17 kB gzip) would
 * otherwise ride along with the code that sign-in shares with the admin (see src/providers/routerProvider.ts).
 */
const routerAdapter: Plugin = {
  name: 'recruit:ra-router-adapter',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!/[\\/]ra-core[\\/]/.test(importer ?? '') || !source.endsWith('/adapters/reactRouterProvider.js'))
      return null;
    return fileURLToPath(new URL('./src/providers/routerProvider.ts', import.meta.url));
  },
};

/**
 * node-polyglot (the i18nProvider's) requires the `object.entries` polyfill, which brings get-intrinsic and
 * friends (5 kB gzip on every page) for what every browser the app supports has built in.
 */
const NATIVE_ENTRIES = '\0recruit:object.entries';
const nativeObjectEntries: Plugin = {
  name: 'recruit:native-object-entries',
  enforce: 'pre',
  resolveId: (source) => (source === 'object.entries' ? NATIVE_ENTRIES : null),
  load: (id) => (id === NATIVE_ENTRIES ? 'module.exports = Object.entries;' : null),
};

/**
 * react-admin's own client-side CSV export (jsonexport, 5 kB gzip on every list screen, which sit at their
 * 350 kB budget): the lists export through the API instead (`?format=csv`, src/common/list-kit/ExportButton.tsx)
 * and never call it, so it is left out; a call would say so.
 */
const NO_CLIENT_EXPORT = '\0recruit:no-client-export';
const noClientExport: Plugin = {
  name: 'recruit:no-client-export',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'jsonexport/dist/index.js' && /[\\/]ra-core[\\/]/.test(importer ?? '')
      ? NO_CLIENT_EXPORT
      : null,
  load: (id) =>
    id === NO_CLIENT_EXPORT
      ? "export default () => { throw new Error('Lists export through the API (ExportButton), not in the browser.'); };"
      : null,
};

/**
 * The `diacritic` table react-admin's DataTable brings for the filter of its column chooser (3 kB gzip on every
 * list screen, which sit at their 350 kB budget): Unicode's own decomposition folds the accents the same way.
 */
const NATIVE_DIACRITIC = '\0recruit:diacritic';
const nativeDiacritic: Plugin = {
  name: 'recruit:native-diacritic',
  enforce: 'pre',
  resolveId: (source) => (source === 'diacritic' ? NATIVE_DIACRITIC : null),
  load: (id) =>
    id === NATIVE_DIACRITIC
      ? "export const clean = (text) => text.normalize('NFD').replace(/\\p{M}/gu, '');"
      : null,
};

/**
 * react-big-calendar (the interviews' calendar) imports lodash's CommonJS modules, which react-admin's list
 * screens use too: sharing them, the bundler split the lists' chunks afresh, each piece a request and a gzip
 * frame more on routes at their budget. The calendar takes lodash-es's copies (a dependency of its own), which
 * stay in its chunk.
 */
const calendarLodash: Plugin = {
  name: 'recruit:calendar-lodash',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const name = /^lodash\/(\w+)$/.exec(source)?.[1];
    if (!name || !/[\\/]react-big-calendar[\\/]/.test(importer ?? '')) return null;
    return this.resolve(`lodash-es/${name}.js`, importer, { ...options, skipSelf: true });
  },
};

/** What the vendor chunk holds: the libraries, and the two app modules every page needs as they do. */
const SHELL_MODULES = /[\\/](node_modules[\\/]|contract[\\/]paths\.ts$|i18n[\\/]define\.ts$)/;

export default defineConfig({
  plugins: [
    routerAdapter,
    nativeObjectEntries,
    noClientExport,
    nativeDiacritic,
    calendarLodash,
    catalogData(contractAlias),
    react(),
    // The sign-in page's first paint, drawn into index.html (issue 32).
    bootHtml(),
  ],
  resolve: { alias: contractAlias },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/media': API_SERVER,
    },
  },
  // dist/ is what the API server serves, with an index.html fallback for every route (server/app.ts).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // What each route loads is what `npm run bundle:report` measures against its budget (README, "The app's
    // first load"); Vite's generic 500 kB warning about single chunks says nothing here.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries the first page needs (React, the router, the Material UI parts of the public pages)
          // in one chunk; everything else is split per screen automatically. The API's paths and the catalogs'
          // builder go with them: every page needs both, and the lazily started live-update stream would
          // otherwise split them into chunks of their own, each a request and a gzip frame more on every route.
          groups: [{ name: 'vendor', test: SHELL_MODULES, tags: ['$initial'] }],
        },
      },
    },
  },
});
