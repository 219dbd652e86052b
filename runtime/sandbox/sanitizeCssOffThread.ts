import CssSanitizerWorker from './cssSanitizer.worker.ts?worker';
import type { CssPolicy, SanitizedCss } from './sanitizeCss';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (result: SanitizedCss) => void>();

/** sanitizeCss in one shared worker (cssSanitizer.worker.ts), so the page never pays for css-tree. */
export function sanitizeCssOffThread(source: string, policy: CssPolicy): Promise<SanitizedCss> {
  if (!worker) {
    worker = new CssSanitizerWorker();
    worker.addEventListener(
      'message',
      (event: MessageEvent<{ id: number; result: SanitizedCss }>) => {
        pending.get(event.data.id)?.(event.data.result);
        pending.delete(event.data.id);
      },
    );
  }
  const id = nextId++;
  const sent = worker;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    sent.postMessage({
      id,
      source,
      policy: { scope: policy.scope, imageHosts: [...policy.imageHosts] },
    });
  });
}

/**
 * Starts the worker and has css-tree build its grammar on a one-rule sheet, so the first block
 * with customCSS does not pay for either while the page mounts (the route loader calls this).
 */
export function startCssSanitizer(): void {
  void sanitizeCssOffThread(':host { color: inherit; }', { scope: 'warm-up', imageHosts: [] });
}
