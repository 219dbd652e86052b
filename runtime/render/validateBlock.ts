import { defaultRegistry } from './registry';
import type { BlockRegistry } from './blockRegistry';
import { validateWithSchema, type ValidationResult } from './validateWithSchema';

/**
 * Validates a block's configuration (and contentJSON, when given) against the precompiled schema
 * of a registered block, as the renderer does; for admin previews and integrators' tests. Paths
 * are rooted at the block data: `/configuration/logo/src`. Asynchronous because a block's schema
 * may load lazily with its code; a schema that fails to load rejects, naming the block.
 */
export async function validateBlock(
  componentName: string,
  configuration: unknown,
  options: { contentJSON?: unknown; registry?: BlockRegistry } = {},
): Promise<ValidationResult> {
  const registered = (options.registry ?? defaultRegistry).get(componentName);
  if (!registered) {
    return {
      ok: false,
      errors: [{ path: '/componentName', message: `no block "${componentName}" is registered` }],
    };
  }
  const data =
    options.contentJSON === undefined
      ? { configuration }
      : { configuration, contentJSON: options.contentJSON };
  return validateWithSchema(registered.schema ?? (await registered.loadSchema()), data);
}
