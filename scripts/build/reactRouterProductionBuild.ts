import path from 'node:path';
import type { Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '../..');
const PRODUCTION = path.join(root, 'node_modules/react-router/dist/production');

/** react-router's entry points and the file of its production build each one maps to. */
const ENTRIES: Record<string, string> = {
  'react-router': path.join(PRODUCTION, 'index.mjs'),
  'react-router/dom': path.join(PRODUCTION, 'dom-export.mjs'),
};

/**
 * `vite build` takes react-router's production build. Its package.json maps every import condition
 * to `dist/development`, whose copy of the code has `ENABLE_DEV_WARNINGS = true`: the bundle then
 * carried the route-matching warnings, the "hey developer" error element and their message texts.
 * `dist/production` is the same code with the flag false, which the minifier folds away. The dev
 * server, the server render and tests keep the development build and its warnings (docs/decisions.md, session 10).
 */
export function reactRouterProductionBuild(): Plugin {
  let building = false;
  return {
    name: 'blockfront:react-router-production-build',
    enforce: 'pre',
    config(_config, { command }) {
      building = command === 'build';
    },
    resolveId(source) {
      // The browser bundle only: the server render's build resolves react-router as before.
      if (!building || this.environment.name !== 'client') return null;
      return ENTRIES[source] ?? null;
    },
  };
}
