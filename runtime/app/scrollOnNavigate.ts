/**
 * Where a page change scrolls (spec 000 section 2): to the element a hash names, else to the
 * top. A hash that names nothing leaves the top, as a fresh page would.
 */
export function scrollForLocation(hash: string, doc: Document = document): void {
  const id = hashTarget(hash);
  const element = id ? doc.getElementById(id) : null;
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
