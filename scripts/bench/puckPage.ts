import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import type { StoredBlockData } from '../../runtime/render/blockData';
import { FIRST_SCREEN_CONTENT_BLOCKS } from '../../runtime/render/imageLoading';
import { REPO_ROOT } from '../../server/app/config';

const PUCK_ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'puck');
/** The organisations' images, served at /static/ as our server does, so both pages load them. */
const ORG_STATIC = path.join(REPO_ROOT, 'server/app/org-static');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/**
 * Puck's data for the same page as makeBigPage's: the template's Header blocks, the `count`
 * content blocks taken in turn from `pool`, then its Footer blocks, each with its stored
 * configuration and content.
 */
export function puckData(
  framing: readonly StoredBlockData[],
  pool: readonly StoredBlockData[],
  count: number,
): { root: { props: Record<string, never> }; content: unknown[] } {
  const item = (block: StoredBlockData, blockId: string, firstScreen: boolean) => ({
    type: block.componentName,
    props: {
      id: blockId,
      blockId,
      configuration: block.configuration,
      contentJSON: block.contentJSON ?? null,
      firstScreen,
    },
  });
  const content = Array.from({ length: count }, (_, i) =>
    item(pool[i % pool.length]!, `puck-${i}`, i < FIRST_SCREEN_CONTENT_BLOCKS),
  );
  const bySection = (section: string) =>
    framing
      .filter((block) => block.section === section)
      .map((b) => item(b, b.blockId, section === 'Header'));
  return {
    root: { props: {} },
    content: [...bySection('Header'), ...content, ...bySection('Footer')],
  };
}

/**
 * Puck is the bench's yardstick, not part of the product: it lives in its own package
 * (scripts/bench/puck/package.json, with its lockfile) so `npm ci` of the product neither installs
 * it nor prints its editor's peer-version quarrels. Installed here on first use, without peers
 * (React is the repository's), then typechecked with the folder's own tsconfig.
 */
export function installPuck(): void {
  if (existsSync(path.join(PUCK_ROOT, 'node_modules/@puckeditor/core/package.json'))) return;
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: PUCK_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  run('npm', ['ci', '--legacy-peer-deps', '--no-audit', '--no-fund', '--loglevel=error']);
  run(path.join(REPO_ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.json']);
}

export interface PuckPage {
  /** The page for `size`: its data must have been given to start(). */
  url(size: number): string;
  close(): Promise<void>;
}

/**
 * Builds scripts/bench/puck (production build, Vite's API, outside the app's config) into
 * `outDir`, then serves it with the pages' data from a local HTTP server on port 0.
 */
export async function startPuckPage(
  outDir: string,
  pages: ReadonlyMap<number, unknown>,
): Promise<PuckPage> {
  installPuck();
  await build({
    configFile: false,
    root: PUCK_ROOT,
    logLevel: 'warn',
    plugins: [react()],
    // Puck's own install holds no React: one copy, the repository's, for Puck and our blocks.
    resolve: { dedupe: ['react', 'react-dom'] },
    // Puck's package is one large module (editor included): its size is not what is measured.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  });
  const server: Server = createServer((request, response) => {
    void (async () => {
      const pathname = new URL(request.url ?? '/', 'http://bench').pathname;
      const data = /^\/data\/(\d+)\.json$/.exec(pathname);
      if (data) {
        const page = pages.get(Number(data[1]));
        if (page === undefined) return void response.writeHead(404).end();
        response.writeHead(200, { 'content-type': TYPES['.json']! }).end(JSON.stringify(page));
        return;
      }
      const root = pathname.startsWith('/static/') ? ORG_STATIC : outDir;
      const relative = pathname.startsWith('/static/')
        ? pathname.slice('/static'.length)
        : pathname;
      const file = path.join(root, relative === '/' ? 'index.html' : relative);
      if (!file.startsWith(root)) return void response.writeHead(403).end();
      try {
        const body = await readFile(file);
        const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type }).end(body);
      } catch {
        response.writeHead(404).end();
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (size) => `http://127.0.0.1:${port}/?size=${size}`,
    close: () => new Promise((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
