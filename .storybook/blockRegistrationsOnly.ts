import type { Plugin } from 'vite';

/** The statement that starts the app at the end of blocks/index.ts (in a task of its own). */
const START_CALL = /^setTimeout\(startStorefront, 0\);[^\S\n]*$/m;

/**
 * blocks/index.ts registers the built-in blocks and then starts the storefront. Stories need the
 * registrations (the same definitions, lazy chunks and migrations as the app) but no app, so in
 * Storybook the start call is left out. If the file stops ending in that call, the build fails
 * here rather than silently starting an app inside every story.
 */
export function blockRegistrationsOnly(): Plugin {
  return {
    name: 'blockfront:block-registrations-only',
    enforce: 'pre',
    transform(code, id) {
      if (!id.split('?')[0]!.replace(/\\/g, '/').endsWith('/blocks/index.ts')) return null;
      if (!START_CALL.test(code)) {
        this.error(
          'blocks/index.ts: expected a top-level `setTimeout(startStorefront, 0);` line to leave out',
        );
      }
      return { code: code.replace(START_CALL, ''), map: null };
    },
  };
}
