import type { ComponentType } from 'react';
import type { Migrations } from './migrateConfiguration';
import type { SchemaSource } from './schemaSource';

/** What every block component receives. */
export interface BlockProps<Configuration = Record<string, unknown>, Content = unknown> {
  blockId: string;
  configuration: Configuration;
  contentJSON: Content;
}

/** The configuration type a block schema describes (its `properties.configuration`). */
export type ConfigurationOf<Data> = Data extends { configuration: infer C }
  ? C
  : Record<string, unknown>;

/** The contentJSON type a block schema describes, unknown when it leaves contentJSON open. */
export type ContentOf<Data> = Data extends { contentJSON?: infer C } ? C : unknown;

/**
 * A block as it is registered: the props type comes from the compiled schema (whose types are
 * generated from the JSON Schema), so a block's shape is written once, in its schema.
 */
export interface BlockDefinition<Data = unknown> {
  /** The name stored blocks use to pick this component, e.g. 'heroBanner'. */
  componentName: string;
  /**
   * The block schema, precompiled: `compiledSchema` from schemas/generated/blocks/<name>, or
   * (better for the entry's size) a function importing that module, so the validator loads with
   * the block's code, only on pages that use the block.
   */
  schema: SchemaSource<Data>;
  /** The block's code, loaded only when a page uses it. */
  load: () => Promise<{
    default: ComponentType<BlockProps<ConfigurationOf<Data>, ContentOf<Data>>>;
  }>;
  /** Steps that bring stored configurations up to the schema's version (migrateConfiguration.ts). */
  migrations?: Migrations;
  /** Height of the loading skeleton, so the page does not shift when the block's code arrives. */
  skeletonHeight?: string;
}

/**
 * A definition with its data type erased, as the registry keeps it: the registry only hands the
 * configuration it validated with this very schema to this very component, so the pairing holds.
 */
export interface RegisteredBlockDefinition {
  componentName: string;
  schema: SchemaSource;
  load: () => Promise<{ default: ComponentType<BlockProps<unknown, unknown>> }>;
  migrations?: Migrations;
  skeletonHeight?: string;
}
