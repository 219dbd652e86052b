/**
 * Builds the worked example the way an integrator ships a block (docs/integrators.md):
 *
 *   1. compile stockBadge.schema.json to a standalone validator and its TypeScript types
 *      (generated/stockBadge.js, generated/stockBadge.d.ts), with the storefront's own compiler;
 *   2. bundle orgModule.ts into one dependency-free ES module in the organisation's static path
 *      (server/app/org-static/org-cellaris/stock-badge.js), which org.js imports at run time.
 *
 *   npx tsx docs/examples/stockBadge/build.ts           writes what changed
 *   npx tsx docs/examples/stockBadge/build.ts --check   fails when a committed output is stale
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { GeneratedFile } from '../../../scripts/validators/compileSchemas.ts';
import { bundleStockBadge, compileStockBadgeSchema } from './buildStockBadge.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const check = process.argv.includes('--check');
const stale: string[] = [];

async function emit(files: GeneratedFile[]): Promise<void> {
  for (const file of files) {
    const full = path.join(root, file.path);
    if ((await readFile(full, 'utf8').catch(() => null)) === file.contents) continue;
    if (check) {
      stale.push(file.path);
      continue;
    }
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, file.contents);
    console.log(`wrote ${file.path}`);
  }
}

// The bundle imports the generated validator, so it is written before bundling.
await emit(await compileStockBadgeSchema(root));
await emit([await bundleStockBadge(root)]);

if (stale.length > 0) {
  console.error(`Stale (run npx tsx docs/examples/stockBadge/build.ts): ${stale.join(', ')}`);
  process.exit(1);
}
console.log('The stock badge example is built.');
