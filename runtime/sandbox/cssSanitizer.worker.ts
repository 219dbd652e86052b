/**
 * The customCSS sanitizer off the page's main thread: css-tree's parser is large and builds its
 * grammar on first use, so it runs in a worker of the page's own origin (trusted code, no user
 * input runs here; the input is only parsed).
 */
import { sanitizeCss, type CssPolicy } from './sanitizeCss';

interface Request {
  id: number;
  source: string;
  policy: CssPolicy;
}

self.addEventListener('message', (event: MessageEvent<Request>) => {
  const { id, source, policy } = event.data;
  let result;
  try {
    result = sanitizeCss(source, policy);
  } catch {
    result = { css: '', pageCss: '', issues: ['customCSS could not be sanitized'] };
  }
  self.postMessage({ id, result });
});
