import type { Config } from 'dompurify';
import {
  REQUEST_HTML_ATTRIBUTES,
  REQUEST_HTML_TAGS,
  REQUEST_LINK,
} from '../../../schemas/supportRequests';

/**
 * Request and comment bodies are sanitized again right before they are shown, with the same
 * policy the CRM saved them under (schemas/supportRequests.ts): the CRM's word that they are safe
 * is not taken. DOMPurify comes as its own chunk with the pages that show requests.
 */
export type RequestHtmlSanitizer = (html: string) => string;

const CONFIG: Config = {
  ALLOWED_TAGS: [...REQUEST_HTML_TAGS],
  ALLOWED_ATTR: [...REQUEST_HTML_ATTRIBUTES, 'target', 'rel'],
  KEEP_CONTENT: true,
};

let loading: Promise<RequestHtmlSanitizer> | null = null;
let loaded: RequestHtmlSanitizer | null = null;

/** The browser's request sanitizer (a DOMPurify instance of its own, so its hook stays here). */
export function loadRequestHtmlSanitizer(): Promise<RequestHtmlSanitizer> {
  loading ??= import('dompurify').then(({ default: createDOMPurify }) => {
    const purify = createDOMPurify(window);
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (!REQUEST_LINK.test(href.trim())) node.removeAttribute('href');
      else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer nofollow');
      }
    });
    loaded = (html) => purify.sanitize(html, CONFIG);
    return loaded;
  });
  return loading;
}

/** The sanitizer once loaded, else null (the server render shows no bodies: no DOM there). */
export function loadedRequestHtmlSanitizer(): RequestHtmlSanitizer | null {
  return loaded;
}
