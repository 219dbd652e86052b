import type { HostMessage, WorkerInit } from './protocol';

/** One block's worker as the host holds it: its port is the block's only channel. */
export interface SandboxWorker {
  port: MessagePort;
  kill(): void;
}

export interface ScriptOfBlock {
  blockId: string;
  code: string;
}

/** The page's block workers, as the host uses them. */
export interface BlockWorkers {
  /**
   * Starts the workers of blocks that are about to mount (the route loader knows them): each
   * compiles its runtime and script, which does not run until `start`. A worker nobody starts
   * within `claimMs` is terminated. Blocks that already have a prepared or running worker for the
   * same code are left alone (a loader that runs again).
   */
  prepare(blocks: readonly ScriptOfBlock[]): void;
  /**
   * The block's worker (a prepared one with the same code, else a new one), sent the block's data
   * as its first message, on which its script runs.
   */
  start(blockId: string, code: string, init: WorkerInit): SandboxWorker;
}

/**
 * Keeps the workers prepared ahead of their blocks and the ones running (issue 6, start-up in
 * docs/architecture.md "Sandbox"). `spawn` starts workers in the frame, all in one command.
 */
export function blockWorkers(
  spawn: (blocks: readonly ScriptOfBlock[]) => SandboxWorker[],
  claimMs: number,
): BlockWorkers {
  const prepared = new Map<
    string,
    { code: string; worker: SandboxWorker; expiry: ReturnType<typeof setTimeout> }
  >();
  /** Blocks whose worker runs their script now, with how many mounts hold one. */
  const running = new Map<string, { code: string; count: number }>();

  return {
    prepare(blocks) {
      const fresh = blocks.filter(
        ({ blockId, code }) =>
          prepared.get(blockId)?.code !== code && running.get(blockId)?.code !== code,
      );
      if (fresh.length === 0) return;
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
        }, claimMs);
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
