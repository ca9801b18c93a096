import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `npm run dev` serves the app and hands the API and uploaded media to the API server (`npm run dev:api`). */
const API_SERVER = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': API_SERVER,
      '/media': API_SERVER,
    },
  },
  // dist/ is what the API server serves, with an index.html fallback for every route (server/app.ts).
  build: { outDir: 'dist', emptyOutDir: true },
});
