import workerRuntimeUrl from './worker/workerRuntime.ts?worker&url';
import { SANDBOX_FRAME_PATH, type FrameControl, type WorkerInit } from './protocol';

/** The page's one sandbox frame, as the host uses it. */
export interface SandboxFrame {
  /** Starts a worker for one block; the returned port is that block's only channel. */
  spawn(instanceId: string, init: WorkerInit, code: string): MessagePort;
  kill(instanceId: string): void;
}

const READY_TIMEOUT_MS = 10_000;
let opening: Promise<SandboxFrame> | null = null;

/**
 * Opens the page's sandbox frame once (DESIGN.md section 4): an iframe with
 * `sandbox="allow-scripts"` (never allow-same-origin) on the product server's sandbox route, whose
 * own CSP allows nothing but its bootstrap and blob: workers. The host hands it the worker
 * runtime's text (fetched from the page's own origin: the frame itself cannot fetch) and a control
 * port; later messages go through ports only, never through window messages.
 */
export function sandboxFrame(): Promise<SandboxFrame> {
  opening ??= openFrame().catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

async function openFrame(): Promise<SandboxFrame> {
  const runtime = fetch(workerRuntimeUrl).then((response) => {
    if (!response.ok) throw new Error(`the sandbox runtime did not load (HTTP ${response.status})`);
    return response.text();
  });
  const iframe = document.createElement('iframe');
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
  const [text] = await Promise.all([runtime, loaded]);

  const control = new MessageChannel();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the sandbox frame did not start')),
      READY_TIMEOUT_MS,
    );
    control.port1.onmessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== 'ready') return;
      clearTimeout(timer);
      control.port1.onmessage = null;
      resolve();
    };
  });
  // The frame's origin is opaque, so no target origin can name it; the message holds no secret.
  iframe.contentWindow?.postMessage({ type: 'bf-sandbox-init', runtime: text }, '*', [
    control.port2,
  ]);
  await ready;

  const command = (message: FrameControl, transfer: Transferable[] = []) =>
    control.port1.postMessage(message, transfer);
  return {
    spawn(instanceId, init, code) {
      const channel = new MessageChannel();
      command({ type: 'spawn', blockId: instanceId, init, code }, [channel.port2]);
      return channel.port1;
    },
    kill(instanceId) {
      command({ type: 'kill', blockId: instanceId });
    },
  };
}
