import type { StoredBlockData } from '../render/blockData';
import { resolveVisibility } from '../render/visibility';
import { SANDBOX_IMAGE_HOSTS } from '../sandbox/imageHosts';
import { sanitizeCss } from '../sandbox/sanitizeCss';

/** One block's customCSS for the page, sanitized and scoped to its wrapper. */
export interface PageCustomCss {
  blockId: string;
  css: string;
}

/**
 * The page copy of the customCSS of each block a guest sees (`sanitizeCss`'s `pageCss`: every selector scoped to
 * the block's wrapper), for the server's HTML. In the browser the block's sandbox applies the same
 * rules once hydrated; sent with the page, a styled heading has its colour from the first paint
 * instead of changing it then. The same sanitizer and policy as the browser's.
 */
export function pageCustomCss(blocks: readonly StoredBlockData[]): PageCustomCss[] {
  const sheets: PageCustomCss[] = [];
  for (const block of blocks) {
    if (!block.customCSS?.trim()) continue;
    // A block the guest does not see has no wrapper to style, and its rules are not theirs to get.
    if (!resolveVisibility(block.layoutSettings.visibility, { isGuest: true }).visible) continue;
    const { pageCss } = sanitizeCss(block.customCSS, {
      scope: block.blockId,
      imageHosts: SANDBOX_IMAGE_HOSTS,
    });
    if (pageCss.trim()) sheets.push({ blockId: block.blockId, css: pageCss });
  }
  return sheets;
}
