import { scriptHash } from './cspHash';

/**
 * `<style>` elements the browser bundle's libraries add at run time, with fixed text. React Aria
 * (runtime/ui's interactive primitives) prepends one for its pressable elements' touch-action and,
 * while a modal is open on iOS, one for overscroll containment. Their hashes go into every page's
 * `style-src`, so exactly these texts are allowed and `'unsafe-inline'` is never needed.
 * tests/server/app/libraryStyleElements.test.ts checks them against the installed library.
 */
export const LIBRARY_STYLE_ELEMENTS = [
  '@layer {\n  [data-react-aria-pressable] {\n    touch-action: pan-x pan-y pinch-zoom;\n  }\n}',
  '@layer {\n  * {\n    overscroll-behavior: contain;\n  }\n}',
] as const;

/**
 * The id React Aria gives its pressables' style element: a server-rendered page carries that
 * element from the start (html.ts), so React Aria, finding it, adds none when the page hydrates.
 * Added then, a stylesheet made the browser recompute the style of the whole page (89 ms at
 * Lighthouse's 4x slowdown on the invoice list, one long task right after the hydration: issue 22).
 */
export const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

/** The pressables' style element as React Aria writes it, for a server-rendered page's head. */
export const PRESSABLE_STYLE_ELEMENT = `<style id="${PRESSABLE_STYLE_ID}">${LIBRARY_STYLE_ELEMENTS[0]}</style>`;

export const LIBRARY_STYLE_HASHES: readonly string[] = LIBRARY_STYLE_ELEMENTS.map(scriptHash);
