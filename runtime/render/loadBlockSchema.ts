import { assertCompiledSchema } from './assertCompiledSchema';
import { assertMigrations } from './assertMigrations';
import type { RegisteredBlockDefinition } from './blockDefinition';
import { BlockRegistrationError } from './blockRegistrationError';
import type { CompiledSchema } from './compiledSchema';

/**
 * Gives a block's compiled schema: at once when it was registered eagerly, else by loading its
 * module (`{ compiledSchema }`) and checking it as registration checks an eager one (validate
 * function, schemaVersion, migrations up to that version). Every failure names the block.
 */
export async function loadBlockSchema(
  definition: RegisteredBlockDefinition,
): Promise<CompiledSchema> {
  const { componentName, schema } = definition;
  if (typeof schema !== 'function') return schema;
  let loaded: unknown;
  try {
    loaded = await schema();
  } catch (error) {
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
