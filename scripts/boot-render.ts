/**
 * Prints the public pages' first paint as JSON (paints, settings, field rules) for scripts/boot-html.ts, which
 * runs it as a process of its own: React and its server renderer load there in one mode (production), whatever
 * the building process loaded before, and the in-memory storage the app's modules read stays there.
 */
import { runnerImport } from 'vite';
import { contractAlias } from '../vite.config.ts';
import type * as Render from '../src/public/boot/render';

/** A Storage in memory: the app's modules read the stored language and session as they load. */
function memoryStorage(): Storage {
  const entries = new Map<string, string>();
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}

Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
const { module } = await runnerImport<typeof Render>('/src/public/boot/render.tsx', {
  root: process.cwd(),
  configFile: false,
  mode: 'production',
  logLevel: 'error',
  resolve: { alias: contractAlias },
});
process.stdout.write(
  JSON.stringify({
    paints: await module.renderPublicPages(),
    settings: module.bootSettings,
    fieldRules: module.bootFieldRules(),
  }),
);
