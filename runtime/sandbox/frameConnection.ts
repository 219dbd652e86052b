import { discardFrame, startFrame } from './frameStart';
import { needsDom } from './needsDom';
import { SANDBOX_LIMITS } from './limits';
import {
  blockWorkers,
  type BlockWorkers,
  type SandboxWorker,
  type ScriptOfBlock,
} from './blockWorkers';
import type { FrameControl, WorkerMessage } from './protocol';
import { scriptProblem } from './scriptProblem';
import { serverCheckedScript } from './serverCheckedScripts';

/** The page's one sandbox frame, as the host uses it: its block workers. */
export type SandboxFrame = BlockWorkers;

const READY_TIMEOUT_MS = 10_000;
let opening: Promise<SandboxFrame> | null = null;

/**
 * Opens the page's sandbox frame once (DESIGN.md section 4): an iframe with
 * `sandbox="allow-scripts"` (never allow-same-origin) on the product server's sandbox route, whose
 * own CSP allows nothing but its bootstrap and blob: workers (appended by frameStart.ts, usually
 * already by the route loader). The host hands it the worker runtimes' texts (fetched from the
 * page's own origin, since the frame cannot fetch: the DOM one and the render-only one, see
 * needsDom.ts) and a control port; later messages go through ports only, never through window
 * messages. Which workers run is kept by blockWorkers.ts.
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

  /**
   * Starts workers in the frame, one port each, in one control message. Code that is not one
   * whole program inside its wrapper (scriptProblem.ts) never reaches the frame: its block's port
   * says why at once, and the session stops the block as for a script that throws. Code the
   * server already checked for the page it rendered is not parsed again (serverCheckedScripts.ts).
   */
  function spawn(blocks: readonly ScriptOfBlock[]): SandboxWorker[] {
    const problems = blocks.map(({ code }) =>
      serverCheckedScript(code) ? null : scriptProblem(code),
    );
    const runnable = blocks.filter((_, index) => problems[index] === null);
    const started = startWorkers(runnable);
    return problems.map((problem) => (problem === null ? started.shift()! : refused(problem)));
  }

  function startWorkers(blocks: readonly ScriptOfBlock[]): SandboxWorker[] {
    if (blocks.length === 0) return [];
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

  return blockWorkers(spawn, SANDBOX_LIMITS.preparedClaimMs);
}

/** A worker that never started: its port carries one error, the reason the code was refused. */
function refused(reason: string): SandboxWorker {
  const channel = new MessageChannel();
  const error: WorkerMessage = { t: 'error', message: reason };
  channel.port2.postMessage(JSON.stringify(error));
  return {
    port: channel.port1,
    kill() {
      channel.port1.onmessage = null;
      channel.port1.close();
      channel.port2.close();
    },
  };
}
