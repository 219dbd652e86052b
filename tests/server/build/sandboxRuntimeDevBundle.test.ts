import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRuntimeDevBundle } from '../../../scripts/build/sandboxRuntimeDevBundle';

const ROOT = path.resolve(import.meta.dirname, '../../..');
let vite: ViteDevServer;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  vite = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [sandboxRuntimeDevBundle()],
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  server = http.createServer(vite.middlewares);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await vite.close();
});

describe('the sandbox worker runtime in the dev server', () => {
  it('is imported as the address of a one-file bundle, not of an ES module', async () => {
    const importer = path.join(ROOT, 'runtime/sandbox/sandboxEntry.ts');
    const resolved = await vite.pluginContainer.resolveId(
      './worker/workerRuntime.ts?worker&url',
      importer,
    );
    const loaded = await vite.pluginContainer.load(resolved!.id);
    expect(String(typeof loaded === 'object' ? loaded?.code : loaded)).toBe(
      'export default "/__sandbox/dev-runtime/workerRuntime.js";',
    );
  });

  it('serves a self-contained script a blob worker can run (no imports)', async () => {
    const response = await fetch(`${origin}/__sandbox/dev-runtime/workerRuntime.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const code = await response.text();
    expect(code.length).toBeGreaterThan(1000);
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).not.toMatch(/^\s*export\s/m);
    expect(() => new Function(code)).not.toThrow();
  }, 60_000);
});
