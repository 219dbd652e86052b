import type { HtmlSanitizer } from './serverHtmlSanitizer';

let loaded: HtmlSanitizer | null = null;
let loading: Promise<HtmlSanitizer> | null = null;

/**
 * DOMPurify in the browser, as its own chunk: a server-rendered page hydrates its rich text from
 * the server's sanitized markup, so an interactive page does not wait for DOMPurify; a page the
 * client renders loads it with the blocks that sanitize (blocks/index.ts).
 */
export function loadHtmlSanitizer(): Promise<HtmlSanitizer> {
  // An instance of its own (the default export is also a factory), so the rich text hooks stay off
  // any other DOMPurify user on the page.
  // The rich text policy comes with it: only rich text needs it, not the entry.
  loading ??= Promise.all([import('dompurify'), import('./richTextPolicy')]).then(
    ([{ default: createDOMPurify }, { richTextSanitizer }]) => {
      loaded = richTextSanitizer(createDOMPurify(window));
      return loaded;
    },
  );
  return loading;
}

/** The browser's sanitizer once `loadHtmlSanitizer` has loaded it, else null. */
export function loadedHtmlSanitizer(): HtmlSanitizer | null {
  return loaded;
}
