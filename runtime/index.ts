/**
 * The integrator API (docs/integrators.md, "Imports from runtime/index.ts"): what an
 * organisation's own blocks may use, at build time or as types of a run-time module. Nothing
 * here reaches the cart, the session or the gateway: the built-in blocks have their own entry
 * (runtime/blocks.ts), and the runtime's wiring is no one's API. A test
 * (tests/runtime/publicApiDocs.test.ts) fails when an export here is missing from that guide.
 */
export { defineBlock, registerBlock } from './render/registry';
export { validateBlock } from './render/validateBlock';
export { BlockRegistrationError } from './render/blockRegistrationError';
export type { BlockDefinition, BlockProps } from './render/blockDefinition';
export type { CompiledSchema, SchemaValidator } from './render/compiledSchema';
export type { SchemaLoader, SchemaSource } from './render/schemaSource';
export type { Migration, Migrations } from './render/migrateConfiguration';
export type { BlockIssue } from './render/blockIssue';
export type { ValidationResult } from './render/validateWithSchema';
export type { IntegratorApi } from './integrators/orgModule';
