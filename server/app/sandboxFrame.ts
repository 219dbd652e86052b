import { SANDBOX_MAX_MESSAGE_CHARS } from '../../schemas/sandboxLimits';
import { scriptHash } from './securityHeaders';

/**
 * The sandbox frame (issue 6, DESIGN.md section 4): the document of the one sandboxed iframe per
 * page in which every block's customJS runs, each in its own Web Worker. Served by the product
 * server (not srcdoc, which would inherit the storefront's CSP) with a CSP of its own: nothing but
 * this bootstrap (by hash) and blob: workers, `connect-src 'none'`, and the `sandbox` directive, so
 * the document has an opaque origin even if someone loads it without the iframe's attribute.
 * Workers created from blob: URLs inherit this policy. See docs/decisions.md and docs/security.md.
 *
 * The bootstrap is the only code on the frame's main thread. It takes one control port from its
 * parent, then per block: builds the worker from the block's code (wrapped in a function the
 * runtime calls when the host sends the block's data) and one of the two runtime texts (the DOM
 * one or the render-only one, both sent by the host once),
 * and forwards JSON strings between the worker and the block's own port, dropping
 * anything that is not a string and replacing oversized strings with a notice.
 */
export const SANDBOX_FRAME_PATH = '/__sandbox/frame';

/** The same limit as the host's (runtime/sandbox/limits.ts): one home in schemas/. */
const MAX_MESSAGE_CHARS = SANDBOX_MAX_MESSAGE_CHARS;

const BOOTSTRAP = `(() => {
  'use strict';
  const MAX = ${MAX_MESSAGE_CHARS};
  const workers = new Map();
  let control = null;
  let runtimes = null;
  const say = (port, message) => port.postMessage(JSON.stringify(message));
  function kill(workerId) {
    const entry = workers.get(workerId);
    if (!entry) return;
    workers.delete(workerId);
    entry.worker.terminate();
    entry.port.close();
  }
  function spawn(workerId, code, dom, port) {
    kill(workerId);
    // The customJS first, as a function the runtime calls once the host sends the block's data.
    const parts = [
      'self.__bfMain = function () {"use strict";\\n',
      String(code),
      '\\n};\\n',
      dom === true ? runtimes.dom : runtimes.render,
    ];
    const url = URL.createObjectURL(new Blob(parts, { type: 'text/javascript' }));
    let worker;
    try {
      worker = new Worker(url, { name: 'block-' + workerId });
    } catch (error) {
      URL.revokeObjectURL(url);
      say(port, { t: 'error', message: String((error && error.message) || error) });
      return;
    }
    setTimeout(() => URL.revokeObjectURL(url), 10000);
    worker.onmessage = (event) => {
      const data = event.data;
      if (typeof data !== 'string') return;
      port.postMessage(data.length > MAX ? '{"t":"oversize"}' : data);
    };
    worker.onmessageerror = () => say(port, { t: 'error', message: 'unreadable message' });
    worker.onerror = (event) => {
      event.preventDefault();
      say(port, { t: 'error', message: String(event.message || 'the script failed') });
    };
    port.onmessage = (event) => {
      if (typeof event.data === 'string') worker.postMessage(event.data);
    };
    workers.set(workerId, { worker, port });
  }
  addEventListener('message', (event) => {
    const data = event.data;
    if (control || event.source !== parent || !data || data.type !== 'bf-sandbox-init') return;
    const texts = data.runtimes;
    if (!texts || typeof texts.dom !== 'string' || typeof texts.render !== 'string') return;
    if (!event.ports[0]) return;
    // Blobs once: each worker's blob then refers to its runtime instead of copying it.
    runtimes = {
      dom: new Blob([texts.dom], { type: 'text/javascript' }),
      render: new Blob([texts.render], { type: 'text/javascript' }),
    };
    control = event.ports[0];
    control.onmessage = (controlEvent) => {
      const command = controlEvent.data;
      if (!command) return;
      if (command.type === 'kill' && typeof command.workerId === 'string') kill(command.workerId);
      if (command.type !== 'spawn' || !Array.isArray(command.workers)) return;
      command.workers.forEach((entry, index) => {
        const port = controlEvent.ports[index];
        if (!port || !entry || typeof entry.workerId !== 'string') return;
        spawn(entry.workerId, entry.code, entry.dom, port);
      });
    };
    control.postMessage({ type: 'ready' });
  });
})();`;

export const SANDBOX_FRAME_HTML = `<!doctype html><html><head><meta charset="utf-8"><title>Blockfront sandbox</title></head><body><script>${BOOTSTRAP}</script></body></html>`;

export function sandboxFrameCsp(): string {
  return [
    "default-src 'none'",
    `script-src '${scriptHash(BOOTSTRAP)}'`,
    'worker-src blob:',
    "connect-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
    'report-uri /api/csp-report',
  ].join('; ');
}

export function sandboxFrameHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': sandboxFrameCsp(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-cache',
  };
}
