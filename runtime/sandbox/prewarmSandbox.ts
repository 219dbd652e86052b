import type { StoredBlockData } from '../render/blockData';
import { hasCustomCode } from './hasCustomCode';

let prewarming: Promise<unknown> | null = null;

/**
 * Starts what the page's custom code will need, as soon as the route loader knows the page's
 * blocks: the sandbox chunk, and (for scripts) the sandbox frame with its worker runtime. The blocks then find
 * them open when they mount instead of starting the chain themselves. Nothing loads for a page
 * without custom code; a failure is left for the block's own sandbox to meet and report.
 */
export function prewarmSandbox(blocks: readonly StoredBlockData[]): void {
  if (prewarming || !blocks.some((block) => hasCustomCode(block))) return;
  // customCSS alone is sanitized on the page's side; only scripts need the frame.
  const needsFrame = blocks.some((block) => Boolean(block.customJS?.trim()));
  prewarming = Promise.all([
    import('./BlockSandbox'),
    needsFrame && import('./frameConnection').then(({ sandboxFrame }) => sandboxFrame()),
  ]).catch(() => {
    prewarming = null;
  });
}
