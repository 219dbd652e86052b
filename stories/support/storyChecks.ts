import { defaultRegistry } from '../../runtime/render/registry';

/**
 * Loads the code and schema of the named blocks before a story renders, as the route loader does
 * before a page renders (preloadBlocks): the story, its play function and the accessibility check
 * then see the block itself, not its loading skeleton. A load failure is left for the block's own
 * error placeholder to show.
 */
export async function preloadStoryBlocks(componentNames: Iterable<string>): Promise<void> {
  await Promise.allSettled(
    [...new Set(componentNames)].map((name) => defaultRegistry.get(name)?.preload()),
  );
}

/**
 * A block that crashes is caught by its error boundary and shows a placeholder, so the story
 * still renders; as a test that is a render error all the same, and it fails the story.
 */
export function assertNoCrashedBlock(canvas: HTMLElement): void {
  const renderError = canvas.querySelector('[data-story-render-error]');
  if (renderError) throw new Error(`the story failed to render: ${renderError.textContent ?? ''}`);
  const crashed = canvas.querySelector('[data-block-state="crashed"]');
  if (crashed) {
    throw new Error(
      `block ${crashed.getAttribute('data-component') ?? '?'} (${crashed.getAttribute('data-block-id') ?? '?'}) crashed while rendering`,
    );
  }
}
