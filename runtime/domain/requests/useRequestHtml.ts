import { useEffect, useState } from 'react';
import {
  loadedRequestHtmlSanitizer,
  loadRequestHtmlSanitizer,
  type RequestHtmlSanitizer,
} from './requestHtml';

/** The request sanitizer for a block: null until DOMPurify has loaded (and on the server). */
export function useRequestHtmlSanitizer(): RequestHtmlSanitizer | null {
  const [sanitize, setSanitize] = useState<RequestHtmlSanitizer | null>(() =>
    loadedRequestHtmlSanitizer(),
  );
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    void loadRequestHtmlSanitizer().then((loaded) => {
      if (live) setSanitize(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [sanitize]);
  return sanitize;
}
