import type { CompiledSchema } from './compiledSchema';

/**
 * A block schema loaded with the block's code: `() => import('<generated>/blocks/<name>')`. The
 * generated validator then travels in its own lazy chunk instead of the app's entry, and the
 * pipeline validates the block once it arrives, still before mounting.
 */
export type SchemaLoader<Data = unknown> = () => Promise<{ compiledSchema: CompiledSchema<Data> }>;

/** How a definition gives its schema: precompiled and imported eagerly, or loaded lazily. */
export type SchemaSource<Data = unknown> = CompiledSchema<Data> | SchemaLoader<Data>;
