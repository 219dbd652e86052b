import type { StoredBlockData } from '../render/blockData';
import type { Viewer } from '../render/viewer';
import { resolveVisibility } from '../render/visibility';
import { SANDBOX_IMAGE_HOSTS } from '../sandbox/imageHosts';
import { sanitizeCss } from '../sandbox/sanitizeCss';

/** One block's customCSS for the page, sanitized. */
export interface PageCustomCss {
  blockId: string;
  /** The page copy: every selector scoped to the block's wrapper (a `<style>` in the head). */
  css: string;
  /** The shadow root's copy (`:host` the block's box), for the client's sandbox of the block. */
  shadowCss: string;
  /** What the sanitizer dropped, for dev mode. */
  issues: string[];
}

/**
 * The customCSS of each block the viewer sees, sanitized, for the server's HTML: its page copy
 * (`sanitizeCss`'s `pageCss`) goes in the head, so a styled heading has its colour from the first
 * paint instead of changing it once hydrated; its shadow copy goes in the page's data, so the
 * client's sandbox need not sanitize it again (runtime/sandbox/serverSanitizedCss.ts). The same
 * sanitizer and policy as the browser's.
 */
export function pageCustomCss(blocks: readonly StoredBlockData[], viewer: Viewer): PageCustomCss[] {
  const sheets: PageCustomCss[] = [];
  for (const block of blocks) {
    if (!block.customCSS?.trim()) continue;
    // A block the viewer does not see has no wrapper to style, and its rules are not theirs to get.
    if (!resolveVisibility(block.layoutSettings.visibility, viewer).visible) continue;
    const { pageCss, css, issues } = sanitizeCss(block.customCSS, {
      scope: block.blockId,
      imageHosts: SANDBOX_IMAGE_HOSTS,
    });
    sheets.push({ blockId: block.blockId, css: pageCss, shadowCss: css, issues });
  }
  return sheets;
}
