import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What is worth compressing: text formats, above the size where headers outweigh the saving. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|wasm)$/;
const MIN_BYTES = 256;

/**
 * The browser's bundle is written twice more, brotli (`.br`, quality 11) and gzip (`.gz`, level
 * 9), so the server sends the smallest encoding the browser accepts without compressing anything
 * per request (server/app/createApp.ts serves assets with `precompressed`). Only the client
 * environment: the server render's bundle is read from disk by Node, never sent. Source maps are
 * neither compressed nor served (docs/decisions.md, "Compression and caching").
 */
export function precompressAssets(): Plugin {
  return {
    name: 'blockfront:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // After the bundle is written: chunks are final only then (Vite rewrites its preload
    // placeholders in generateBundle, which a copy taken earlier would still hold).
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const outputs = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        outputs.map(async (file) => {
          const source = file.type === 'asset' ? file.source : file.code;
          const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          // A file that does not shrink is sent as it is.
          const target = path.join(outDir, file.fileName);
          if (br.length < bytes.length) await writeFile(`${target}.br`, br);
          if (gz.length < bytes.length) await writeFile(`${target}.gz`, gz);
        }),
      );
    },
  };
}
