import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { DEMO_FIXED_CODE } from '../../shared/demo';
import { freeLoopbackPort } from './freePort';

export interface CognitoLocalProcess {
  /** Base URL of the child's HTTP server, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  stop(): Promise<void>;
}

// Generous: on a loaded machine (several test servers on two cores) the JVM-free start still
// takes well over 15 s.
const START_TIMEOUT_MS = 60_000;
const POLL_INTERVAL_MS = 40;
/** Keeps the tail of the child's output to explain a failed start. */
const OUTPUT_TAIL_CHARS = 4_000;

/**
 * Preloaded into the child: it exits when its stdin closes, i.e. when the parent goes away, even
 * when the parent is killed without running its exit handlers. No orphaned pools on port scans.
 */
const EXIT_WITH_PARENT =
  "data:text/javascript,process.stdin.on('end',()=>process.exit(0));process.stdin.on('error',()=>process.exit(0));process.stdin.resume();";

function startScript(): string {
  return createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
}

async function waitUntilHealthy(
  url: string,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`cognito-local exited with code ${child.exitCode}:\n${output()}`);
    }
    try {
      const res = await fetch(`${url}/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, POLL_INTERVAL_MS));
  }
  throw new Error(`cognito-local did not answer within ${START_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Runs cognito-local as a child process on a free loopback port with `cwd` = `dataDir` (it reads
 * `.cognito/` from its working directory). `CODE` makes every code it issues (sign-up
 * confirmation, password reset, SMS MFA) the fixed demo code.
 */
export async function startCognitoLocal(opts: {
  dataDir: string;
  /** Print the child's log (its code-delivery boxes, request log) to this process's output. */
  verbose?: boolean;
}): Promise<CognitoLocalProcess> {
  const port = await freeLoopbackPort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--no-warnings', '--import', EXIT_WITH_PARENT, startScript()],
    {
      cwd: opts.dataDir,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        CODE: DEMO_FIXED_CODE,
        NODE_ENV: 'production',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let tail = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-OUTPUT_TAIL_CHARS);
    if (opts.verbose) process.stdout.write(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const stop = async () => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 2_000);
    await exited;
    clearTimeout(timer);
  };

  try {
    await waitUntilHealthy(url, child, () => tail);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
