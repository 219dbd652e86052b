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

export const LIBRARY_STYLE_HASHES: readonly string[] = LIBRARY_STYLE_ELEMENTS.map(scriptHash);
