import type { RegisteredBlockDefinition } from './blockDefinition';
import { assertCompiledSchema } from './assertCompiledSchema';
import { assertMigrations } from './assertMigrations';
import { BlockRegistrationError } from './blockRegistrationError';

const COMPONENT_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/**
 * Checks what can be checked when a block registers (the component itself can only be checked once
 * its code is loaded: loadBlockComponent.ts; a lazily loaded schema once it arrives:
 * loadBlockSchema.ts). Integrators register from plain JavaScript at run
 * time, so nothing about the input is assumed; every message names the block.
 */
export function assertBlockDefinition(
  definition: unknown,
  isTaken: (componentName: string) => boolean,
): asserts definition is RegisteredBlockDefinition {
  if (typeof definition !== 'object' || definition === null) {
    throw new TypeError('registerBlock: expected a block definition object');
  }
  const { componentName, schema, load, migrations, skeletonHeight } = definition as Record<
    string,
    unknown
  >;
  if (typeof componentName !== 'string' || !COMPONENT_NAME.test(componentName)) {
    throw new TypeError(
      `registerBlock: componentName must be a name such as "heroBanner", not ${JSON.stringify(componentName)}`,
    );
  }
  const fail = (problem: string): never => {
    throw new BlockRegistrationError(componentName, problem);
  };
  if (isTaken(componentName)) {
    fail('is already registered; a componentName is registered once, never overridden');
  }
  // A lazily loaded schema is checked when it arrives (loadBlockSchema.ts).
  let schemaVersion: number | undefined;
  if (typeof schema !== 'function') {
    assertCompiledSchema(componentName, schema);
    schemaVersion = schema.schemaVersion;
  }
  if (typeof load !== 'function') {
    fail('needs load, a function returning import() of its component module');
  }
  assertMigrations(componentName, migrations, schemaVersion);
  if (skeletonHeight !== undefined && typeof skeletonHeight !== 'string') {
    fail('skeletonHeight must be a CSS length string such as "320px"');
  }
}
