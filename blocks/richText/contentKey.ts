/**
 * A short fingerprint of a rich text block's stored HTML (FNV-1a, 32 bits, base 36), written on
 * its element on the server and in the browser alike, so markup in the page is adopted only for
 * the very content it was made from.
 */
export function contentKey(html: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i += 1) {
    hash ^= html.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
