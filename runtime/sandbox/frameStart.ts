import renderRuntimeUrl from './worker/renderRuntime.ts?worker&url';
import domRuntimeUrl from './worker/workerRuntime.ts?worker&url';
import { SANDBOX_FRAME_PATH } from './protocol';

/** The worker runtimes' texts: with remote-dom's DOM, and `blockfront.render` only. */
export interface Runtimes {
  dom: string;
  render: string;
}

/** The sandbox frame's downloads, under way: its document and the worker runtimes' texts. */
export interface FrameStart {
  iframe: HTMLIFrameElement;
  loaded: Promise<void>;
  runtimes: Promise<Runtimes>;
}

function fetchText(url: string): Promise<string> {
  return fetch(url).then((response) => {
    if (!response.ok) throw new Error(`the sandbox runtime did not load (HTTP ${response.status})`);
    return response.text();
  });
}

let started: FrameStart | null = null;

/**
 * Appends the sandbox iframe and fetches the worker runtimes. The route loader calls this as soon
 * as it knows the page has customJS, before the sandbox chunk (frameConnection.ts, which talks to
 * the frame) has loaded: the two requests are the longest part of opening the frame, so they go
 * first. Small on purpose, since it is part of the page's entry chunk.
 */
export function startFrame(): FrameStart {
  if (started) return started;
  const runtimes = Promise.all([fetchText(domRuntimeUrl), fetchText(renderRuntimeUrl)]).then(
    ([dom, render]) => ({ dom, render }),
  );
  // Handled where the frame is opened; this keeps an early failure from going unhandled.
  runtimes.catch(() => {});
  const iframe = document.createElement('iframe');
  // Never allow-same-origin: the frame's origin stays opaque (DESIGN.md section 4).
  iframe.setAttribute('sandbox', 'allow-scripts');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  iframe.title = 'Custom code sandbox';
  iframe.hidden = true;
  iframe.dataset.bfSandbox = '';
  iframe.src = SANDBOX_FRAME_PATH;
  const loaded = new Promise<void>((resolve) =>
    iframe.addEventListener('load', () => resolve(), { once: true }),
  );
  document.body.append(iframe);
  started = { iframe, loaded, runtimes };
  return started;
}

/** Forgets a frame that failed to open, so the next page starts a new one. */
export function discardFrame(): void {
  started?.iframe.remove();
  started = null;
}
