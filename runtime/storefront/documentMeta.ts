import { CANONICAL_FOR_ATTRIBUTE } from '../../schemas/firstPage';
import type { PageMeta } from './pageOutcome';

/** Marks the meta elements this module owns, so the next page removes exactly those. */
export const MANAGED_META_ATTRIBUTE = 'data-bf-meta';

/**
 * Sets the document's title and the page's meta tags, replacing the previous page's: a tag the
 * new page lacks is removed, and one name appears once (the last entry wins). Meta elements the
 * HTML shipped with (charset, viewport) are left alone.
 */
export function applyDocumentMeta(meta: PageMeta, doc: Document = document): void {
  // A hydrated page's head is already the server's: nothing is written again (each write is a
  // style and title update in the hydration's effects; issue 22).
  if (meta.title && doc.title !== meta.title) doc.title = meta.title;
  applyCanonical(meta.canonical, doc);
  const byName = new Map<string, string>();
  for (const tag of meta.metaTags) {
    if (tag.name) byName.set(tag.name, tag.content);
  }
  const present = [...doc.head.querySelectorAll(`meta[${MANAGED_META_ATTRIBUTE}]`)];
  const wanted = [...byName];
  if (
    present.length === wanted.length &&
    present.every((element, i) => {
      const [name, content] = wanted[i]!;
      return (
        element.getAttribute(name.startsWith('og:') ? 'property' : 'name') === name &&
        element.getAttribute('content') === content
      );
    })
  )
    return;
  for (const old of present) old.remove();
  for (const [name, content] of byName) {
    const element = doc.createElement('meta');
    // Open Graph tags are read from `property`; everything else from `name`.
    element.setAttribute(name.startsWith('og:') ? 'property' : 'name', name);
    element.setAttribute('content', content);
    element.setAttribute(MANAGED_META_ATTRIBUTE, '');
    doc.head.appendChild(element);
  }
}

/**
 * The page's `<link rel="canonical">`: the one the page names, else the server's for this very
 * page (a product's friendly URL, which only the server looks up) stays; any other is the
 * previous page's and goes.
 */
function applyCanonical(canonical: string | undefined, doc: Document): void {
  const here = `${doc.location?.pathname ?? ''}${doc.location?.search ?? ''}`;
  let kept = false;
  for (const old of doc.head.querySelectorAll(`link[rel="canonical"][${MANAGED_META_ATTRIBUTE}]`)) {
    const forHere = old.getAttribute(CANONICAL_FOR_ATTRIBUTE) === here;
    // The page's own, already there (the server's, hydrated): kept as it is.
    if (canonical && !kept && forHere && old.getAttribute('href') === canonical) kept = true;
    else if (canonical || !forHere) old.remove();
  }
  if (!canonical || kept) return;
  const link = doc.createElement('link');
  link.setAttribute('rel', 'canonical');
  link.setAttribute('href', canonical);
  link.setAttribute(MANAGED_META_ATTRIBUTE, '');
  link.setAttribute(CANONICAL_FOR_ATTRIBUTE, here);
  doc.head.appendChild(link);
}
