import type { StoredBlockData } from '../render/blockData';
import type { SanitizedCss } from './sanitizeCss';

/**
 * The customCSS of the first page's blocks as the server sanitized it for that render
 * (runtime/ssr/pageCustomCss.ts: the same sanitizer and policy as the browser's worker). Its page
 * half is already in the page's `<style>` elements; the shadow-root half comes in the page's data.
 * Keyed by the block object the client parsed from the same page data, as the server's verdicts
 * are (runtime/render/serverVerdicts.ts): blocks a client navigation or a refetch brings are new
 * objects, sanitized in the browser as ever. So a server-rendered page's sandboxes never start
 * the CSS sanitizer's worker (css-tree) to redo what the server did.
 */
const sanitized = new WeakMap<StoredBlockData, ServerSanitizedCss>();

/** The shadow-root rules and what was dropped (for dev mode); the page rules are in the HTML. */
export type ServerSanitizedCss = Pick<SanitizedCss, 'css' | 'issues'>;

/** Records the server's sanitized customCSS of a first-page block (runtime/ssr/readFirstPage.ts). */
export function adoptServerSanitizedCss(block: StoredBlockData, css: ServerSanitizedCss): void {
  sanitized.set(block, css);
}

/** The server's sanitized customCSS of this very block object, if it sent it. */
export function serverSanitizedCss(block: StoredBlockData): ServerSanitizedCss | undefined {
  return sanitized.get(block);
}

/**
 * Whether the block needs its sandbox in the browser: for customJS, always; for customCSS alone,
 * only when the server did not sanitize it (its page rules are then in the HTML, and the shadow
 * root they also go to holds nothing without a script).
 */
export function needsBrowserSandbox(block: StoredBlockData): boolean {
  if (block.customJS?.trim()) return true;
  return Boolean(block.customCSS?.trim()) && !sanitized.has(block);
}

/**
 * Whether the block's customCSS is the browser's to sanitize (its CSS sanitizer worker must run).
 */
export function needsBrowserCssSanitizer(block: StoredBlockData): boolean {
  return Boolean(block.customCSS?.trim()) && !sanitized.has(block);
}
