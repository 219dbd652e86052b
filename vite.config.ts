import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compileValidatorsPlugin } from './scripts/validators/vitePlugin.ts';
import { graphqlRequestWithoutGraphql } from './scripts/build/graphqlRequestWithoutGraphql.ts';
import { sandboxRuntimeDevBundle } from './scripts/build/sandboxRuntimeDevBundle.ts';
import { storybookProject } from './tests/setup/storybookProject.ts';
import { serverRenderBuild } from './scripts/build/serverRenderBuild.ts';
import { precompressAssets } from './scripts/build/precompressAssets.ts';
import { reactRouterProductionBuild } from './scripts/build/reactRouterProductionBuild.ts';
import { storySeedPlugin } from './scripts/storybook/storySeedPlugin.ts';

/**
 * One config for the app build, the dev server (used in middleware mode by server/app), Storybook
 * and Vitest. Tests are split into three projects: `server` runs in Node against the real local
 * stack's parts; `ui` runs runtime and block tests in jsdom; `storybook` runs every story as a
 * test in Debian's Chromium (render errors and serious or critical accessibility violations fail).
 */
/** The runtime's re-exporting entry files (runtime/blocks.ts, runtime/domain/cart/index.ts...). */
const BARREL =
  /\/runtime\/(blocks|index|appEntry|(domain\/[a-zA-Z]+|data|ui|gateway|session)\/index)\.ts$/;

export default defineConfig({
  // Schemas compile to standalone validators before anything imports them (DESIGN.md section 3).
  // graphql-request with string documents never needs the graphql package (see the plugin), and
  // the build takes react-router's production build (its exports map only the development one).
  // The sandbox's worker runtimes are single scripts in the dev server too, and `vite build` also
  // builds the server render's bundle (dist/ssr); see the plugins.
  plugins: [
    compileValidatorsPlugin(),
    graphqlRequestWithoutGraphql(),
    reactRouterProductionBuild(),
    sandboxRuntimeDevBundle(),
    react(),
    ...serverRenderBuild(),
    precompressAssets(),
    // The demo world as data for stories and story fixtures; nothing imports it in the app.
    storySeedPlugin(),
  ],
  build: {
    outDir: 'dist/client',
    // Maps are written for error reporting tools but not referenced from the bundle nor served
    // (server/app/createApp.ts answers 404 for them): the sources stay private.
    sourcemap: 'hidden',
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The runtime's barrels only re-export. Declared free of side effects, a block chunk
        // pulls the modules whose names it uses, not every module a barrel names (without it
        // the header, on every page, carried the whole domain layer: docs/benchmarks.md).
        moduleSideEffects: (id: string) => !BARREL.test(id),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // PGlite instances are memory-hungry; two workers on the 2-core machines.
          maxWorkers: 2,
          // Projects with different worker limits run as separate groups: server first.
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/server/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Issue 14: attacks on the real server parts, per role (tests/security/); the content
          // attacks (tests/security/content/) run in the browser-like `ui` project.
          name: 'security',
          include: ['tests/security/*.test.ts'],
          environment: 'node',
          maxWorkers: 1,
          sequence: { groupOrder: 0 },
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ['tests/server/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: [
            'tests/{runtime,blocks,stories,lint}/**/*.test.{ts,tsx}',
            'tests/security/content/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          setupFiles: ['tests/setup/dom.ts'],
          // Through Vite's plugins, as in the browser bundle: graphql-request gets the graphql stub,
          // so every gateway test runs the shipped call path.
          server: { deps: { inline: ['graphql-request'] } },
          sequence: { groupOrder: 1 },
        },
      },
      // Only Vitest loads the Storybook test plugin (the app build and dev server never need it).
      ...(process.env.VITEST ? [await storybookProject()] : []),
    ],
  },
});
