import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The contract both halves share (paths, domain words, field rules, schemas), as `@contract/...`. */
export const contractAlias = { '@contract': fileURLToPath(new URL('./contract', import.meta.url)) };

/** `npm run dev` serves the app and hands the API and uploaded media to the API server (`npm run dev:api`). */
const API_SERVER = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: contractAlias },
  server: {
    proxy: {
      '/api': API_SERVER,
      '/media': API_SERVER,
    },
  },
  // dist/ is what the API server serves, with an index.html fallback for every route (server/app.ts).
  // React, MUI and react-admin form one shared chunk (about 275 kB gzip) that every route needs; the per-route
  // sizes are what `npm run bundle:report` prints, so Vite's generic 500 kB warning says nothing here.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
});
