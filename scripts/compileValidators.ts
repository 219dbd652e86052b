/**
 * Compiles schemas/blocks/*.schema.json and schemas/layoutSettings.schema.json to standalone ESM
 * validators and derived types in schemas/generated/ (DESIGN.md section 3: no ajv compiler and no
 * `new Function` in the browser). The Vite plugin runs the same step before every build, dev
 * server and test run; run this by hand after editing a schema when only `tsc` will follow:
 *
 *   npx tsx scripts/compileValidators.ts           writes what changed
 *   npx tsx scripts/compileValidators.ts --check   fails when the generated files are stale
 */
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { compileSchemas } from './validators/compileSchemas.ts';
import { writeGenerated } from './validators/writeGenerated.ts';

const root = path.resolve(import.meta.dirname, '..');
const files = await compileSchemas(root);

if (process.argv.includes('--check')) {
  const stale: string[] = [];
  for (const file of files) {
    const current = await readFile(path.join(root, file.path), 'utf8').catch(() => null);
    if (current !== file.contents) stale.push(file.path);
  }
  if (stale.length > 0) {
    console.error(`Stale generated validators (run npx tsx scripts/compileValidators.ts):`);
    for (const file of stale) console.error(`  ${file}`);
    process.exit(1);
  }
  console.log(`Generated validators are up to date (${files.length} files).`);
} else {
  const changed = await writeGenerated(root, files);
  console.log(
    changed.length === 0
      ? `Generated validators are up to date (${files.length} files).`
      : `Wrote ${changed.join(', ')}`,
  );
}
