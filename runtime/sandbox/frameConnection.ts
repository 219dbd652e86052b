import { discardFrame, startFrame } from './frameStart';
import { needsDom } from './needsDom';
import { SANDBOX_LIMITS } from './limits';
import type { FrameControl, HostMessage, WorkerInit } from './protocol';

/** One block's worker as the host holds it: its port is the block's only channel. */
export interface SandboxWorker {
  port: MessagePort;
  kill(): void;
}

/** The page's one sandbox frame, as the host uses it. */
export interface SandboxFrame {
  /**
   * Starts the workers of blocks that are about to mount (the route loader knows them), all in one
   * message: each compiles the runtime and its block's script, which does not run until `start`.
   * A worker nobody starts within `preparedClaimMs` is terminated.
   */
  prepare(blocks: readonly { blockId: string; code: string }[]): void;
  /**
   * The block's worker (a prepared one with the same code, else a new one), sent the block's data
   * as its first message, on which its script runs.
   */
  start(blockId: string, code: string, init: WorkerInit): SandboxWorker;
}

const READY_TIMEOUT_MS = 10_000;
let opening: Promise<SandboxFrame> | null = null;

/**
 * Opens the page's sandbox frame once (DESIGN.md section 4): an iframe with
 * `sandbox="allow-scripts"` (never allow-same-origin) on the product server's sandbox route, whose
 * own CSP allows nothing but its bootstrap and blob: workers (appended by frameStart.ts, usually
 * already by the route loader). The host hands it the worker runtime's text (fetched from the
 * page's own origin: the frame itself cannot fetch; the DOM one and the render-only one, see
 * needsDom.ts) and a control port; later messages go through
 * ports only, never through window messages.
 */
export function sandboxFrame(): Promise<SandboxFrame> {
  opening ??= openFrame().catch((error: unknown) => {
    opening = null;
    discardFrame();
    throw error;
  });
  return opening;
}

async function openFrame(): Promise<SandboxFrame> {
  const { iframe, loaded, runtimes } = startFrame();
  const [texts] = await Promise.all([runtimes, loaded]);

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
  iframe.contentWindow?.postMessage({ type: 'bf-sandbox-init', runtimes: texts }, '*', [
    control.port2,
  ]);
  await ready;

  const command = (message: FrameControl, transfer: Transferable[] = []) =>
    control.port1.postMessage(message, transfer);
  let nextWorker = 1;
  const prepared = new Map<
    string,
    { code: string; worker: SandboxWorker; expiry: ReturnType<typeof setTimeout> }
  >();
  /** Blocks whose worker runs their script now (a loader revalidating must not prepare again). */
  const running = new Map<string, { code: string; count: number }>();

  /** Starts workers in the frame, one port each, in one control message. */
  function spawn(blocks: readonly { blockId: string; code: string }[]): SandboxWorker[] {
    const channels = blocks.map(() => new MessageChannel());
    const workers = blocks.map(({ blockId, code }) => ({
      workerId: `${blockId}#${nextWorker++}`,
      code,
      dom: needsDom(code),
    }));
    command(
      { type: 'spawn', workers },
      channels.map((channel) => channel.port2),
    );
    return workers.map(({ workerId }, index) => {
      const port = channels[index]!.port1;
      return {
        port,
        kill() {
          port.onmessage = null;
          port.close();
          command({ type: 'kill', workerId });
        },
      };
    });
  }

  return {
    prepare(blocks) {
      const fresh = blocks.filter(
        ({ blockId, code }) =>
          prepared.get(blockId)?.code !== code && running.get(blockId)?.code !== code,
      );
      for (const { blockId } of fresh) {
        const stale = prepared.get(blockId);
        if (!stale) continue;
        clearTimeout(stale.expiry);
        stale.worker.kill();
        prepared.delete(blockId);
      }
      spawn(fresh).forEach((worker, index) => {
        const { blockId, code } = fresh[index]!;
        const expiry = setTimeout(() => {
          prepared.delete(blockId);
          worker.kill();
        }, SANDBOX_LIMITS.preparedClaimMs);
        prepared.set(blockId, { code, worker, expiry });
      });
    },
    start(blockId, code, init) {
      const ready = prepared.get(blockId);
      let worker: SandboxWorker;
      if (ready?.code === code) {
        clearTimeout(ready.expiry);
        prepared.delete(blockId);
        worker = ready.worker;
      } else {
        [worker] = spawn([{ blockId, code }]) as [SandboxWorker];
      }
      const first: HostMessage = { t: 'init', init };
      worker.port.postMessage(JSON.stringify(first));
      const entry = running.get(blockId);
      running.set(blockId, { code, count: entry?.code === code ? entry.count + 1 : 1 });
      let killed = false;
      return {
        port: worker.port,
        kill() {
          if (killed) return;
          killed = true;
          worker.kill();
          const current = running.get(blockId);
          if (current?.code !== code) return;
          if (current.count > 1) current.count -= 1;
          else running.delete(blockId);
        },
      };
    },
  };
}
