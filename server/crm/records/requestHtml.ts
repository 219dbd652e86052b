import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import {
  REQUEST_HTML_ATTRIBUTES,
  REQUEST_HTML_TAGS,
  REQUEST_LINK,
} from '../../../schemas/supportRequests';

/**
 * Request and comment bodies are saved as sanitized HTML: DOMPurify over jsdom (the pairing the
 * server render uses for CMS rich text, runtime/ssr/jsdomHtmlSanitizer.ts) with the request
 * policy of schemas/supportRequests.ts: the editor's tags only, web and mail links only, each
 * link opening in a new tab without access to this page. The browser sanitizes again before
 * showing (runtime/domain/requests/requestHtml.ts).
 */
let purify: ReturnType<typeof createDOMPurify> | null = null;

function instance() {
  if (purify) return purify;
  // jsdom's window implements what DOMPurify reads; its types differ from lib.dom's in detail.
  const created = createDOMPurify(new JSDOM('').window as unknown as WindowLike);
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (!REQUEST_LINK.test(href.trim())) node.removeAttribute('href');
    else {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purify = created;
  return created;
}

/** The body as it is saved: only the editor's markup survives. */
export function sanitizeRequestHtml(html: string): string {
  return instance().sanitize(html, {
    ALLOWED_TAGS: [...REQUEST_HTML_TAGS],
    ALLOWED_ATTR: [...REQUEST_HTML_ATTRIBUTES, 'target', 'rel'],
    KEEP_CONTENT: true,
  });
}

/** The text a body shows (for "is it empty" and the list's excerpt). */
export function requestHtmlText(html: string): string {
  const dom = JSDOM.fragment(html);
  return (dom.textContent ?? '').replace(/\s+/g, ' ').trim();
}
