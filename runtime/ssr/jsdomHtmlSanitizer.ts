import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { richTextSanitizer } from '../render/richTextPolicy';
import type { HtmlSanitizer } from '../render/serverHtmlSanitizer';

/**
 * DOMPurify on the server, over jsdom's DOM (the pairing DOMPurify documents and tests for Node):
 * the same sanitizer and rules (richTextPolicy.ts) as the browser's, so the server's HTML is what the client
 * would make of the same CMS content. One window for the process; DOMPurify keeps no state
 * between calls.
 */
export function jsdomHtmlSanitizer(): HtmlSanitizer {
  // jsdom's window implements what DOMPurify reads; its types differ from lib.dom's in detail.
  return richTextSanitizer(createDOMPurify(new JSDOM('').window as unknown as WindowLike));
}
