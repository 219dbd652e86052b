import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { build, type Rolldown } from 'vite';
import {
  compileBlockSchemaFile,
  type GeneratedFile,
} from '../../../scripts/validators/compileSchemas.ts';

const HERE = 'docs/examples/stockBadge';

/** Where the organisation's static files live; the server serves them under /static/{org}/. */
export const STOCK_BADGE_MODULE = 'server/app/org-static/org-cellaris/stock-badge.js';

/** The schema's validator and types, compiled exactly as the storefront compiles its own blocks. */
export function compileStockBadgeSchema(root: string): Promise<GeneratedFile[]> {
  return compileBlockSchemaFile(
    root,
    `${HERE}/stockBadge.schema.json`,
    `${HERE}/generated/stockBadge`,
  );
}

/**
 * Bundles orgModule.ts (with the generated validator it imports) into one ES module. Type-only
 * imports of the runtime vanish; React comes from the integrator API at run time, so the module
 * has no imports at all and runs from the static path as it is.
 */
export async function bundleStockBadge(root: string): Promise<GeneratedFile> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      target: 'es2022',
      lib: {
        entry: path.join(root, HERE, 'orgModule.ts'),
        formats: ['es'],
        fileName: () => path.basename(STOCK_BADGE_MODULE),
      },
      rollupOptions: { external: () => false },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the stock badge bundle has no chunk');
  if (chunk.imports.length > 0 || chunk.dynamicImports.length > 0) {
    throw new Error(`the stock badge bundle must import nothing, got ${chunk.imports.join(', ')}`);
  }
  const banner = `// Built by ${HERE}/build.ts from ${HERE}/orgModule.ts: do not edit.\n`;
  const prettierConfig = (await resolveConfig(path.join(root, STOCK_BADGE_MODULE))) ?? {};
  const contents = await format(banner + chunk.code, { ...prettierConfig, parser: 'babel' });
  return { path: STOCK_BADGE_MODULE, contents };
}
