/** The runtime's public API: what blocks and integrators may import. */
export { startStorefront } from './start';
export { defineBlock, registerBlock } from './render/registry';
export type { BlockDefinition, BlockProps } from './render/registry';
