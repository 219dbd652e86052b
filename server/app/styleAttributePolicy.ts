/**
 * Which style attributes of a server-rendered page the CSP allows by hash (issue 14). React writes
 * the blocks' own styles (layout custom properties, colours, alignment, sizes, a background image)
 * as attributes on the server; those are hashed into `style-src-attr`. CMS rich text carries no
 * style attributes at all (runtime/render/richTextPolicy.ts), and a value that could lift content
 * out of its block is never allowed, wherever it came from: fixed or sticky positioning, a
 * z-index, CSS escapes, `expression()`, `@` rules, or `url()` other than a quoted site path or
 * https address. A refused attribute is not hashed, so the browser ignores it (and reports it).
 * The one exception is a library's own fixed text (libraryStyleAttributes.ts).
 */

import { LIBRARY_STYLE_ATTRIBUTES } from './libraryStyleAttributes';

const REFUSED_VALUE = /\\|expression\s*\(|@|javascript:|-moz-binding|behavior\s*:/i;
const URL_FUNCTION = /url\(\s*("[^"]*"|'[^']*'|[^)]*)\s*\)/gi;
const ALLOWED_URL = /^["'](\/(?![/\\])|https:\/\/)[^"'\s]*["']$/;

export function allowedStyleAttribute(value: string): boolean {
  if (LIBRARY_STYLE_ATTRIBUTES.has(value)) return true;
  if (REFUSED_VALUE.test(value)) return false;
  for (const match of value.matchAll(URL_FUNCTION)) {
    if (!ALLOWED_URL.test(match[1]?.trim() ?? '')) return false;
  }
  // Declarations as React writes them: `name:value` separated by `;`, url() quoted without `;`.
  for (const declaration of value.replace(URL_FUNCTION, 'url()').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const propertyValue = declaration
      .slice(colon + 1)
      .trim()
      .toLowerCase();
    if (property === 'position' && /fixed|sticky/.test(propertyValue)) return false;
    if (property === 'z-index') return false;
  }
  return true;
}
