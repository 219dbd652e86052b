import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { storySeedSnapshot } from './storySeedSnapshot.ts';

/** The id stories import the demo world by (typed in stories/support/storySeedModule.d.ts). */
export const STORY_SEED_MODULE = 'virtual:blockfront/story-seed';
const RESOLVED = `\0${STORY_SEED_MODULE}`;

/**
 * Serves the demo world to Storybook and to the tests that read story fixtures: the seed
 * generators run here, in Node (through Vite's module runner, so the config never bundles them),
 * once per Vite process and only when something imports the module; the browser gets their
 * output as JSON. The app's build and dev server never import it.
 */
export function storySeedPlugin(): Plugin {
  let root = process.cwd();
  let code: Promise<string> | null = null;
  return {
    name: 'blockfront:story-seed',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === STORY_SEED_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      code ??= runnerImport<{ storySeedSnapshot: typeof storySeedSnapshot }>(
        path.join(root, 'scripts/storybook/storySeedSnapshot.ts'),
      ).then(({ module }) => {
        // JSON.parse of a string literal is faster to load than the same object as JS.
        const json = JSON.stringify(JSON.stringify(module.storySeedSnapshot()));
        return `export default JSON.parse(${json});`;
      });
      return code;
    },
  };
}
