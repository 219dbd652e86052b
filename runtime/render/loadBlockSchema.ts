import { assertCompiledSchema } from './assertCompiledSchema';
import { assertMigrations } from './assertMigrations';
import type { RegisteredBlockDefinition } from './blockDefinition';
import { BlockRegistrationError } from './blockRegistrationError';
import type { CompiledSchema } from './compiledSchema';
import { loadLayoutSchema } from './layoutSchema';

/**
 * Gives a block's compiled schema: at once when it was registered eagerly, else by loading its
 * module (`{ compiledSchema }`) and checking it as registration checks an eager one (validate
 * function, schemaVersion, migrations up to that version). Either way once the layout settings'
 * validator has loaded too (layoutSchema.ts). Every failure names the block.
 */
export async function loadBlockSchema(
  definition: RegisteredBlockDefinition,
): Promise<CompiledSchema> {
  const { componentName, schema } = definition;
  // The layout settings' validator comes with the first block schema: the pipeline runs both.
  const layout = loadLayoutSchema().catch((error: unknown) => {
    throw new BlockRegistrationError(
      componentName,
      `the layout settings validator failed to load: ${error instanceof Error ? error.message : String(error)}`,
    );
  });
  if (typeof schema !== 'function') {
    await layout;
    return schema;
  }
  let loaded: unknown;
  try {
    [loaded] = await Promise.all([schema(), layout]);
  } catch (error) {
    if (error instanceof BlockRegistrationError) throw error;
    throw new BlockRegistrationError(
      componentName,
      `its schema failed to load: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const compiled =
    typeof loaded === 'object' && loaded !== null
      ? (loaded as { compiledSchema?: unknown }).compiledSchema
      : undefined;
  if (compiled === undefined) {
    throw new BlockRegistrationError(
      componentName,
      'its schema loader must resolve to the generated module, whose export is compiledSchema',
    );
  }
  assertCompiledSchema(componentName, compiled);
  assertMigrations(componentName, definition.migrations, compiled.schemaVersion);
  return compiled;
}
