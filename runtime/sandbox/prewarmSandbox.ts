import type { StoredBlockData } from '../render/blockData';
import type BlockSandbox from './BlockSandbox';
import type { SandboxFrame } from './frameConnection';
import { startFrame } from './frameStart';
import { needsBrowserCssSanitizer, needsBrowserSandbox } from './serverSanitizedCss';

let chunk: Promise<unknown> | null = null;
let loadedComponent: typeof BlockSandbox | null = null;
let frame: Promise<SandboxFrame | null> | null = null;
let cssSanitizer: Promise<unknown> | null = null;

/**
 * Starts what the page's custom code will need, as soon as the route loader knows the page's
 * blocks: the sandbox chunk, and (for scripts) the sandbox frame with its worker runtime and one
 * worker per block with customJS. The blocks then find them ready when they mount instead of
 * starting the chain themselves. Nothing loads for a page without custom code; a failure is left
 * for the block's own sandbox to meet and report (and a later page tries again).
 */
export function prewarmSandbox(blocks: readonly StoredBlockData[]): void {
  const opening = loadSandbox(blocks);
  // The workers start now, while the blocks' code loads, and run their scripts when they mount.
  const scripts = blocks.flatMap((block) => {
    const code = block.customJS?.trim();
    return code ? [{ blockId: block.blockId, code }] : [];
  });
  if (opening && scripts.length > 0) void opening.then((opened) => opened?.prepare(scripts));
}

/**
 * Loads the sandbox chunk, starts the customCSS sanitizer and opens the frame if these blocks need
 * them, without starting workers (for a block mounting outside a route loader, which starts its
 * own worker).
 */
export function loadSandbox(
  blocks: readonly StoredBlockData[],
): Promise<SandboxFrame | null> | null {
  // A loader run away from a browser (a server render) has nothing to start.
  if (typeof document === 'undefined') return null;
  if (!chunk && blocks.some((block) => needsBrowserSandbox(block))) {
    chunk = import('./BlockSandbox').then(
      (module) => (loadedComponent = module.default),
      () => (chunk = null),
    );
  }
  if (!cssSanitizer && blocks.some((block) => needsBrowserCssSanitizer(block))) {
    cssSanitizer = import('./sanitizeCssOffThread').then(
      ({ startCssSanitizer }) => startCssSanitizer(),
      () => (cssSanitizer = null),
    );
  }
  // customCSS alone is sanitized on the page's side; only scripts need the frame.
  if (!blocks.some((block) => Boolean(block.customJS?.trim()))) return null;
  // The frame's document and the worker runtime download while the sandbox chunk loads.
  if (!frame) startFrame();
  frame ??= import('./frameConnection')
    .then(({ sandboxFrame }) => sandboxFrame())
    .catch(() => (frame = null));
  return frame;
}

/**
 * The sandbox component if its chunk has loaded: a block mounting after that renders it directly,
 * where React.lazy would suspend once more (a new import() settles a task later) and React would
 * hold that reveal back by up to 300 ms.
 */
export function loadedBlockSandbox(): typeof BlockSandbox | null {
  return loadedComponent;
}
