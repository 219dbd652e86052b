import type { ComponentType } from 'react';
import type { BlockProps, RegisteredBlockDefinition } from './blockDefinition';
import { BlockRegistrationError } from './blockRegistrationError';
import { isReactComponent } from './isReactComponent';

/**
 * Loads a block's code and checks that it really is a component before React renders it, so a
 * wrong `load` shows up as an error naming the block (in its own placeholder) rather than as
 * React's "element type is invalid" somewhere on the page.
 */
export async function loadBlockComponent(
  definition: RegisteredBlockDefinition,
): Promise<{ default: ComponentType<BlockProps<unknown, unknown>> }> {
  let loaded: unknown;
  try {
    loaded = await definition.load();
  } catch (error) {
    throw new BlockRegistrationError(
      definition.componentName,
      `its code failed to load: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const component =
    typeof loaded === 'object' && loaded !== null
      ? (loaded as { default?: unknown }).default
      : undefined;
  if (!isReactComponent(component)) {
    throw new BlockRegistrationError(
      definition.componentName,
      `load() resolved to ${describe(loaded)}; it must resolve to a module whose default export is a React component`,
    );
  }
  return { default: component as ComponentType<BlockProps<unknown, unknown>> };
}

function describe(loaded: unknown): string {
  if (typeof loaded !== 'object' || loaded === null) return String(loaded);
  if (!('default' in loaded)) return 'a module without a default export';
  const value = (loaded as { default: unknown }).default;
  return `a module whose default export is ${value === null ? 'null' : typeof value}`;
}
