import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  blockWorkers,
  type SandboxWorker,
  type ScriptOfBlock,
} from '../../../runtime/sandbox/blockWorkers';
import type { WorkerInit } from '../../../runtime/sandbox/protocol';

const INIT: WorkerInit = {
  configuration: { tone: 'info' },
  contentJSON: null,
  locale: 'en-US',
  signedIn: false,
  itemCount: 2,
  path: '/',
};

/** A stand-in frame: records what it was asked to spawn and each worker's messages and death. */
function fakeFrame() {
  const spawned: { blockId: string; code: string; sent: string[]; killed: boolean }[] = [];
  const spawn = vi.fn((blocks: readonly ScriptOfBlock[]): SandboxWorker[] =>
    blocks.map(({ blockId, code }) => {
      const record = { blockId, code, sent: [] as string[], killed: false };
      spawned.push(record);
      const port = { postMessage: (message: string) => record.sent.push(message) };
      return {
        port: port as unknown as MessagePort,
        kill: () => {
          record.killed = true;
        },
      };
    }),
  );
  return { spawn, spawned };
}

describe('blockWorkers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('prepares all the blocks in one spawn, and a mounting block claims its worker with init', () => {
    const { spawn, spawned } = fakeFrame();
    const workers = blockWorkers(spawn, 5_000);
    workers.prepare([
      { blockId: 'a', code: 'A()' },
      { blockId: 'b', code: 'B()' },
    ]);
    expect(spawn).toHaveBeenCalledTimes(1);
    expect(spawned.map((worker) => worker.blockId)).toEqual(['a', 'b']);
    // Nothing is sent before the block mounts: the script waits for its data.
    expect(spawned[0]!.sent).toEqual([]);

    workers.start('a', 'A()', INIT);
    expect(spawn).toHaveBeenCalledTimes(1);
    expect(spawned[0]!.sent.map((message) => JSON.parse(message) as unknown)).toEqual([
      { t: 'init', init: INIT },
    ]);
  });

  it('spawns a new worker when the code changed since the loader prepared it', () => {
    const { spawn, spawned } = fakeFrame();
    const workers = blockWorkers(spawn, 5_000);
    workers.prepare([{ blockId: 'a', code: 'old()' }]);
    workers.start('a', 'new()', INIT);
    expect(spawned.map((worker) => worker.code)).toEqual(['old()', 'new()']);
    expect(spawned[0]!.sent).toEqual([]);
    expect(spawned[1]!.sent).toHaveLength(1);
  });

  it('terminates a prepared worker nobody claims in time', () => {
    const { spawn, spawned } = fakeFrame();
    const workers = blockWorkers(spawn, 5_000);
    workers.prepare([{ blockId: 'a', code: 'A()' }]);
    vi.advanceTimersByTime(4_999);
    expect(spawned[0]!.killed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(spawned[0]!.killed).toBe(true);
    // The block mounting later gets a fresh worker.
    workers.start('a', 'A()', INIT);
    expect(spawned).toHaveLength(2);
  });

  it('keeps a claimed worker past the claim time', () => {
    const { spawn, spawned } = fakeFrame();
    const workers = blockWorkers(spawn, 5_000);
    workers.prepare([{ blockId: 'a', code: 'A()' }]);
    workers.start('a', 'A()', INIT);
    vi.advanceTimersByTime(60_000);
    expect(spawned[0]!.killed).toBe(false);
  });

  it('does not prepare again for a block whose worker is running or prepared', () => {
    const { spawn } = fakeFrame();
    const workers = blockWorkers(spawn, 5_000);
    workers.prepare([{ blockId: 'a', code: 'A()' }]);
    workers.prepare([{ blockId: 'a', code: 'A()' }]);
    const running = workers.start('a', 'A()', INIT);
    workers.prepare([{ blockId: 'a', code: 'A()' }]);
    expect(spawn).toHaveBeenCalledTimes(1);
    // Once the block unmounted, the next page's loader prepares it again.
    running.kill();
    workers.prepare([{ blockId: 'a', code: 'A()' }]);
    expect(spawn).toHaveBeenCalledTimes(2);
  });

  it('replaces a prepared worker whose code changed', () => {
    const { spawn, spawned } = fakeFrame();
    const workers = blockWorkers(spawn, 5_000);
    workers.prepare([{ blockId: 'a', code: 'old()' }]);
    workers.prepare([{ blockId: 'a', code: 'new()' }]);
    expect(spawned.map((worker) => [worker.code, worker.killed])).toEqual([
      ['old()', true],
      ['new()', false],
    ]);
  });
});
