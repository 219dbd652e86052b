/** Makes CMS HTML safe to put in a page: what DOMPurify's `sanitize` does. */
export type HtmlSanitizer = (html: string) => string;

let installed: HtmlSanitizer | null = null;

/** Called once by the server render (runtime/ssr), which brings its own DOM for DOMPurify. */
export function installServerHtmlSanitizer(sanitizer: HtmlSanitizer): void {
  installed = sanitizer;
}

/**
 * The HTML sanitizer of a server render, or null in the browser (use DOMPurify there) and on a
 * server that installed none. DOMPurify without a DOM returns its input unchanged, so a block
 * that sanitizes HTML must render nothing on a server without this rather than call it.
 */
export function serverHtmlSanitizer(): HtmlSanitizer | null {
  return typeof window === 'undefined' ? installed : null;
}
