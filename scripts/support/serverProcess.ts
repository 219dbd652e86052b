/**
 * One server instance as its own process (`server/app/main.ts` on a fresh data directory), for
 * the load bench and the journey of several instances: started, waited for until `/healthz`
 * answers 200, stopped and its data directory removed.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../server/app/config';
import { SERVER_HEAP_FLAG } from '../../server/app/heapLimit';

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startServerProcess(
  port: number,
  env: Record<string, string> = {},
  { healthTimeoutMs = 180_000 } = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'blockfront-instance-'));
  const child = spawn(
    process.execPath,
    [SERVER_HEAP_FLAG, '--import', 'tsx', 'server/app/main.ts'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: String(port), BLOCKFRONT_DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + healthTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    }
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { child, port, origin, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server on ${port} was not healthy within ${healthTimeoutMs / 1000} s`);
}
