import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';

/** The modules that make each language's catalog: src/providers/catalogs/english.ts and german.ts. */
const CATALOG = /[\\/]src[\\/]providers[\\/]catalogs[\\/](english|german)\.ts$/;

/**
 * In the build, each language's catalog module becomes the catalog it makes, as data. The texts (i18n/) keep
 * both languages side by side in one module, so as modules English's chunk would carry German's texts too; as
 * data, an English first load carries English only, and German's chunk German only. Tests and the dev server
 * run the modules themselves.
 */
export function catalogData(alias: Record<string, string>): Plugin {
  let root = '';
  return {
    name: 'recruit:catalog-data',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async transform(_code, id) {
      if (!CATALOG.test(id)) return null;
      const { module } = await runnerImport<{ default: unknown }>(`/${path.relative(root, id)}`, {
        root,
        configFile: false,
        logLevel: 'error',
        resolve: { alias },
      });
      return {
        code: `export default JSON.parse(${JSON.stringify(JSON.stringify(module.default))});`,
        map: null,
      };
    },
  };
}
