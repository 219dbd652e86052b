import { RICH_TEXT_ID_PREFIX } from '../render/richTextIds';

/**
 * The element a hash names: the page's own element of that id, else the CMS content's, whose ids
 * carry the sanitizer's prefix (`/support#terms` reaches rich text's `id="terms"`, stored as
 * `user-content-terms`).
 */
export function hashElement(hash: string, doc: Document = document): HTMLElement | null {
  const id = hashTarget(hash);
  if (!id) return null;
  return doc.getElementById(id) ?? doc.getElementById(`${RICH_TEXT_ID_PREFIX}${id}`);
}

/**
 * Where a page change scrolls (spec 000 section 2): to the element a hash names, else to the
 * top. A hash that names nothing leaves the top, as a fresh page would.
 */
export function scrollForLocation(hash: string, doc: Document = document): void {
  const element = hashElement(hash, doc);
  if (element) {
    element.scrollIntoView();
    return;
  }
  doc.defaultView?.scrollTo(0, 0);
}

/** The element id a hash names (`#a%20b` -> `a b`), or null for none. */
export function hashTarget(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * A same-page hash link the browser follows itself (`#terms` while on /support): when it names
 * no element, scroll to the content's prefixed one, as the browser would have.
 */
export function scrollToContentAnchor(hash: string, doc: Document = document): void {
  const id = hashTarget(hash);
  if (!id || doc.getElementById(id)) return;
  doc.getElementById(`${RICH_TEXT_ID_PREFIX}${id}`)?.scrollIntoView();
}
