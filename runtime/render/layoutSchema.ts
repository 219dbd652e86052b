import type { CompiledSchema } from './compiledSchema';
import { loadOnce } from './loadOnce';

let loaded: CompiledSchema | null = null;

/**
 * The layout settings' precompiled validator, as a lazy chunk loaded with the first block schema
 * (loadBlockSchema.ts): a server-rendered page whose blocks the server validated needs neither
 * (serverVerdicts.ts), so it stays out of the entry every page downloads before it is interactive.
 * A failed chunk may load with the next block schema.
 */
export const loadLayoutSchema: () => Promise<CompiledSchema> = loadOnce(
  () => import('../../schemas/generated/layoutSettings').then((chunk) => chunk.compiledSchema),
  (schema) => (loaded = schema),
);

/** The layout settings' validator once `loadLayoutSchema` has loaded it, else null. */
export function loadedLayoutSchema(): CompiledSchema | null {
  return loaded;
}
