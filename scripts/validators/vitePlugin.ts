import path from 'node:path';
import type { Plugin } from 'vite';
import { BLOCK_SCHEMA_DIR, LAYOUT_SCHEMA_FILE, compileSchemas } from './compileSchemas.ts';
import { writeGenerated } from './writeGenerated.ts';

const root = path.resolve(import.meta.dirname, '../..');

// One compile per process: Vitest loads the config once per project, and they all want the same.
let compiling: Promise<void> | null = null;

async function compileValidators(): Promise<void> {
  const changed = await writeGenerated(root, await compileSchemas(root));
  if (changed.length > 0) console.log(`[validators] wrote ${changed.join(', ')}`);
}

/**
 * Compiles the JSON Schemas to standalone validators (scripts/compileValidators.ts) when Vite
 * loads its config, so `vite build`, the dev server, Vitest and Storybook always see validators
 * that match the schemas; in dev a changed schema is recompiled and the page reloads with it.
 * The compiler runs here, in Node: the browser bundle only imports the generated modules.
 */
export function compileValidatorsPlugin(): Plugin {
  return {
    name: 'blockfront:compile-validators',
    async config() {
      compiling ??= compileValidators();
      await compiling;
    },
    configureServer(server) {
      const schemaFiles = [path.join(root, BLOCK_SCHEMA_DIR), path.join(root, LAYOUT_SCHEMA_FILE)];
      server.watcher.add(schemaFiles);
      server.watcher.on('all', (_event, file) => {
        if (!file.endsWith('.schema.json')) return;
        compileValidators().catch((error: unknown) => {
          server.config.logger.error(`[validators] ${(error as Error).message}`);
        });
      });
    },
  };
}
