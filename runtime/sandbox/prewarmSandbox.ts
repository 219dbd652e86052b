import type { StoredBlockData } from '../render/blockData';
import { hasCustomCode } from './hasCustomCode';

let chunk: Promise<unknown> | null = null;
let frame: Promise<unknown> | null = null;

/**
 * Starts what the page's custom code will need, as soon as the route loader knows the page's
 * blocks: the sandbox chunk, and (for scripts) the sandbox frame with its worker runtime. The
 * blocks then find them open when they mount instead of starting the chain themselves. Nothing
 * loads for a page without custom code; a failure is left for the block's own sandbox to meet and
 * report (and a later page tries again).
 */
export function prewarmSandbox(blocks: readonly StoredBlockData[]): void {
  // The server render's loader (runtime/ssr) has no frames to open.
  if (typeof document === 'undefined') return;
  if (!chunk && blocks.some((block) => hasCustomCode(block))) {
    chunk = import('./BlockSandbox').catch(() => (chunk = null));
  }
  // customCSS alone is sanitized on the page's side; only scripts need the frame.
  if (!frame && blocks.some((block) => Boolean(block.customJS?.trim()))) {
    frame = import('./frameConnection')
      .then(({ sandboxFrame }) => sandboxFrame())
      .catch(() => (frame = null));
  }
}
