import type { CompiledSchema } from './compiledSchema';

let loaded: CompiledSchema | null = null;
let loading: Promise<CompiledSchema> | null = null;

/**
 * The layout settings' precompiled validator, as a lazy chunk loaded with the first block schema
 * (loadBlockSchema.ts): a server-rendered page whose blocks the server validated needs neither
 * (serverVerdicts.ts), so it stays out of the entry every page downloads before it is interactive.
 */
export function loadLayoutSchema(): Promise<CompiledSchema> {
  loading ??= import('../../schemas/generated/layoutSettings').then(
    ({ compiledSchema }) => (loaded = compiledSchema),
    (error: unknown) => {
      loading = null; // a failed chunk may load with the next block schema
      throw error;
    },
  );
  return loading;
}

/** The layout settings' validator once `loadLayoutSchema` has loaded it, else null. */
export function loadedLayoutSchema(): CompiledSchema | null {
  return loaded;
}
