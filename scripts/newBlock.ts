/**
 * Scaffolds a new block in the project's conventions:
 *
 *   npm run new-block <name>                  in this repository
 *   npm run new-block <name> -- --root <dir>  in another checkout (the scaffold test uses a copy)
 *   npm run new-block -- --data <name>        a data block on the data-block kit (modelled on
 *                                             blocks/list: schema, request, view, story with
 *                                             loading, empty and error states, gateway test)
 *
 * Writes blocks/<name>/<Name>.tsx, schemas/blocks/<name>.schema.json (+ its generated validator
 * and types), stories/<name>.stories.tsx and tests/blocks/<name>/<Name>.test.tsx, and registers
 * the block in blocks/index.ts. Then: edit the schema, the component, the story and the test.
 */
import path from 'node:path';
import { scaffoldBlock } from './newBlock/scaffold.ts';

const args = process.argv.slice(2);
const rootFlag = args.indexOf('--root');
const root =
  rootFlag >= 0 ? path.resolve(args[rootFlag + 1] ?? '.') : path.resolve(import.meta.dirname, '..');
const kind = args.includes('--data') ? 'data' : 'display';
const name = args.find(
  (arg, index) => !arg.startsWith('--') && (rootFlag < 0 || index !== rootFlag + 1),
);

if (!name) {
  console.error('usage: npm run new-block [-- --data] <name>   (lower camelCase, e.g. promoTiles)');
  process.exit(1);
}
try {
  const written = await scaffoldBlock(root, name, kind);
  console.log(`Scaffolded the ${name} block:\n${written.map((file) => `  ${file}`).join('\n')}`);
  console.log('Next: shape its schema, component, story and test; npx prettier --write them.');
} catch (error) {
  console.error(`new-block: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
