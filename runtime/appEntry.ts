/**
 * What the app's entry (blocks/index.ts) needs: registering the built-in blocks and starting the
 * storefront. Kept apart from runtime/blocks.ts on purpose: that barrel re-exports the domain
 * layer for the blocks, and a static import of it from the entry made the bundler place every
 * domain module the lazy block chunks share (checkout, billing, users...) in the entry chunk
 * that every page downloads before it is interactive (docs/benchmarks.md, session 7).
 */
export { defineBlock } from './render/registry';
export { startStorefront } from './start';
export { isHydratingFirstPage } from './ssr/hydratingFirstPage';
export { loadHtmlSanitizer } from './render/browserHtmlSanitizer';
