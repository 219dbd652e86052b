import type { Plugin } from 'vite';
import { blockRegistrationsOnly } from '../../.storybook/blockRegistrationsOnly.ts';

/** The server render's bundle, which server/app loads by path (docs/decisions.md). */
export const SERVER_RENDER_OUT_DIR = 'dist/ssr';

/**
 * The server render (docs/decisions.md "First page rendered on the server"). `vite build` builds
 * the whole app: the browser's bundle (dist/client), then the server render's (dist/ssr) from
 * blocks/serverEntry.ts. Only the build gets the production settings: React and the rest are
 * bundled with NODE_ENV=production, since the server process itself never sets NODE_ENV (Vitest's
 * server project, which runs in the same `ssr` environment, keeps React's development build).
 * In every `ssr` environment (the build, Vitest, the dev server's ssrLoadModule) blocks/index.ts
 * gives its registrations without starting the app, as in Storybook.
 */
export function serverRenderBuild(): Plugin[] {
  return [
    {
      name: 'blockfront:server-render-build',
      // A builder builds every declared environment, the `ssr` one only once declared.
      config: (_config, env) =>
        env.command === 'build' ? { builder: {}, environments: { ssr: {} } } : undefined,
      configEnvironment(name, _config, env) {
        if (name !== 'ssr' || env.command !== 'build') return undefined;
        return {
          build: {
            outDir: SERVER_RENDER_OUT_DIR,
            emptyOutDir: true,
            manifest: false,
            sourcemap: false,
            rollupOptions: {
              input: { serverEntry: 'blocks/serverEntry.ts' },
              // jsdom (DOMPurify's DOM on the server) and css-tree (the customCSS sanitizer) stay
              // packages: they load files at run time.
              external: ['jsdom', 'css-tree'],
            },
          },
          resolve: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        };
      },
    },
    {
      ...blockRegistrationsOnly(),
      applyToEnvironment: (environment) => environment.name === 'ssr',
    },
  ];
}
