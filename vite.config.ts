import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compileValidatorsPlugin } from './scripts/validators/vitePlugin.ts';
import { graphqlRequestWithoutGraphql } from './scripts/build/graphqlRequestWithoutGraphql.ts';
import { storybookProject } from './tests/setup/storybookProject.ts';
import { blockRegistrationsOnly } from './.storybook/blockRegistrationsOnly.ts';

/**
 * One config for the app build, the dev server (used in middleware mode by server/app), Storybook
 * and Vitest. Tests are split into three projects: `server` runs in Node against the real local
 * stack's parts; `ui` runs runtime and block tests in jsdom; `storybook` runs every story as a
 * test in Debian's Chromium (render errors and serious or critical accessibility violations fail).
 */
export default defineConfig({
  // Schemas compile to standalone validators before anything imports them (DESIGN.md section 3).
  // graphql-request with string documents never needs the graphql package (see the plugin).
  plugins: [
    compileValidatorsPlugin(),
    graphqlRequestWithoutGraphql(),
    react(),
    // The server render needs blocks/index.ts's registrations, not its start call.
    {
      ...blockRegistrationsOnly(),
      applyToEnvironment: (environment) => environment.name === 'ssr',
    },
  ],
  build: {
    outDir: 'dist/client',
    sourcemap: true,
    manifest: true,
    target: 'es2022',
  },
  // `vite build` builds the whole app: the browser's bundle, then the server render's (dist/ssr,
  // loaded by server/app by path; docs/decisions.md "First page rendered on the server").
  builder: {},
  environments: {
    ssr: {
      build: {
        outDir: 'dist/ssr',
        manifest: false,
        sourcemap: false,
        rollupOptions: { input: { serverEntry: 'blocks/serverEntry.ts' } },
      },
      // React, the router and the query cache are bundled, so the render runs their production
      // builds (the server process itself never sets NODE_ENV) and needs no resolution at load.
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
          name: 'ui',
          include: ['tests/{runtime,blocks,stories}/**/*.test.{ts,tsx}'],
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
