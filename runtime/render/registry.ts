import type { BlockDefinition } from './blockDefinition';
import { createBlockRegistry } from './blockRegistry';

/** The app's registry: built-in blocks and integrators' blocks register here. */
export const defaultRegistry = createBlockRegistry();

/**
 * Registers a block: for integrators at run time (an ES module from the organisation's static
 * path may call it) and for our own blocks. Throws, naming the block, when the name is already
 * taken, the schema has no precompiled validator or `load` is not a function.
 */
export function registerBlock<Data>(definition: BlockDefinition<Data>): void {
  defaultRegistry.register(definition);
}

/**
 * Registers a block and returns its definition, typed from its schema: the props of the
 * component `load` resolves to must match the schema's configuration type, or it does not compile.
 */
export function defineBlock<Data>(definition: BlockDefinition<Data>): BlockDefinition<Data> {
  registerBlock(definition);
  return definition;
}

/**
 * Starts loading the code and schemas of the named blocks, e.g. from a route loader as soon as a
 * template's blocks are known, so their chunks download in parallel. Resolves once every one has
 * loaded or failed (never rejects): unknown names are skipped (they render a placeholder) and load
 * failures surface when the block renders, in its own placeholder. Hydrating a server-rendered
 * page, `schemaNames` names the blocks whose schemas are needed too (readFirstPage.ts).
 */
export async function preloadBlocks(
  componentNames: Iterable<string>,
  options: { schemaNames?: Iterable<string> } = {},
): Promise<void> {
  // Without schemaNames, every block's schema; with them, only those blocks' (the others' data
  // the server has validated: serverVerdicts.ts).
  const schemaNames = options.schemaNames ? new Set(options.schemaNames) : null;
  const loads: Promise<unknown>[] = [];
  for (const name of new Set(componentNames)) {
    const registered = defaultRegistry.get(name);
    if (!registered) continue;
    const withSchema = !schemaNames || schemaNames.has(name);
    loads.push((withSchema ? registered.preload() : registered.preloadCode()).catch(() => {}));
  }
  await Promise.all(loads);
}
