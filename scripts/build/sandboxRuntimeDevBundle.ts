import path from 'node:path';
import { build, type Plugin, type ViteDevServer } from 'vite';

const WORKER_DIR = path.resolve(import.meta.dirname, '../../runtime/sandbox/worker');
const DEV_PATH = '/__sandbox/dev-runtime/';
const WORKER_URL_IMPORT = /[\\/]runtime[\\/]sandbox[\\/]worker[\\/]([A-Za-z]+)\.ts\?worker&url$/;

async function bundle(name: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      rollupOptions: {
        input: path.join(WORKER_DIR, `${name}.ts`),
        output: { format: 'iife', inlineDynamicImports: true },
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  for (const output of outputs) {
    if (!('output' in output)) continue;
    const chunk = output.output.find((item) => item.type === 'chunk' && item.isEntry);
    if (chunk && chunk.type === 'chunk') return chunk.code;
  }
  throw new Error(`sandbox runtime ${name}: the bundle has no entry chunk`);
}

/**
 * Dev server only. The sandbox starts each block's worker from the text of a worker runtime, as
 * a blob inside an opaque-origin frame whose CSP allows nothing else, so the runtime must be one
 * self-contained script. A production build bundles it (`?worker&url`); the dev server would
 * serve an ES module importing from itself, which the frame can neither reach nor allow. Here
 * `?worker&url` imports of `runtime/sandbox/worker/*.ts` point at a one-file bundle built on first
 * request with Vite's build API and rebuilt when a runtime source changes.
 */
export function sandboxRuntimeDevBundle(): Plugin {
  const bundles = new Map<string, Promise<string>>();
  let server: ViteDevServer | null = null;
  return {
    name: 'blockfront:sandbox-runtime-dev-bundle',
    apply: 'serve',
    enforce: 'pre',
    configureServer(devServer) {
      server = devServer;
      devServer.watcher.on('change', (file) => {
        if (file.startsWith(path.resolve(WORKER_DIR, '..'))) bundles.clear();
      });
      devServer.middlewares.use((request, response, next) => {
        const url = request.url ?? '';
        const match = url.startsWith(DEV_PATH)
          ? /^([A-Za-z]+)\.js$/.exec(url.slice(DEV_PATH.length))
          : null;
        if (!match?.[1]) return next();
        const name = match[1];
        let code = bundles.get(name);
        if (!code) {
          code = bundle(name);
          bundles.set(name, code);
          code.catch(() => bundles.delete(name));
        }
        code.then(
          (text) => {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(text);
          },
          (error: unknown) => {
            server?.config.logger.error(`sandbox runtime ${name}: ${String(error)}`);
            response.statusCode = 500;
            response.end();
          },
        );
      });
    },
    resolveId(source, importer) {
      if (!source.endsWith('?worker&url') || !importer) return null;
      const resolved = path.resolve(path.dirname(importer), source);
      return WORKER_URL_IMPORT.test(resolved) ? `\0${resolved}` : null;
    },
    load(id) {
      const match = id.startsWith('\0') ? WORKER_URL_IMPORT.exec(id) : null;
      if (!match?.[1]) return null;
      return `export default ${JSON.stringify(`${DEV_PATH}${match[1]}.js`)};`;
    },
  };
}
