import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  /** The modules the chunk loads with `import()` (a block's overlays, say). */
  dynamicImports?: string[];
  /** The stylesheets the chunk's modules import (e.g. `blocks/product/product.css`). */
  css?: string[];
}

/**
 * The paths of the chunks a page's blocks need (code, validator, what they import), and of the
 * stylesheets those chunks import: a server-rendered page links them in its head, so its blocks
 * are styled from the first paint instead of moving when their chunk's CSS arrives. With
 * `schemaNames`, only those blocks' validators: the client takes the server's verdicts on the
 * others' data and never loads theirs (runtime/render/serverVerdicts.ts).
 */
export type BlockPreloads = (
  componentNames: readonly string[],
  schemaNames?: readonly string[],
) => string[];

/**
 * Reads the client build's manifest to find each block's chunks, so a server-rendered page can
 * preload them beside the entry: the client must load every block's code and schema before
 * it hydrates, and otherwise asks for them only once the entry has run. Follows the repository's
 * conventions: a block's code lives under `blocks/<componentName>/`, its validator is
 * `schemas/generated/blocks/<componentName>.js` (an integrator's block has neither: skipped).
 * Null without a manifest (dev mode, no build).
 */
export function readBlockPreloads(clientDir: string): BlockPreloads | null {
  const manifestPath = path.join(clientDir, '.vite/manifest.json');
  if (!existsSync(manifestPath)) return null;
  return blockPreloadsOf(
    JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>,
  );
}

export function blockPreloadsOf(manifest: Record<string, ManifestChunk>): BlockPreloads {
  // What the entry loads anyway (Vite preloads its static imports itself).
  const loaded = new Set<string>();
  const markLoaded = (key: string) => {
    if (loaded.has(key) || !manifest[key]) return;
    loaded.add(key);
    for (const imported of manifest[key].imports ?? []) markLoaded(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) markLoaded(key);

  const cache = new Map<string, string[]>();
  const chunksOf = (componentName: string, withSchema: boolean): string[] => {
    const cacheKey = `${componentName}${withSchema ? '+schema' : ''}`;
    const cached = cache.get(cacheKey);
    if (cached) return cached;
    const folder = `blocks/${componentName}/`;
    // What the block loads lazily itself (a menu's panel, a drawer) waits for the user's intent:
    // preloading it would put its libraries (React Aria) on the path to an interactive page.
    const lazyInFolder = new Set(
      Object.entries(manifest)
        .filter(([key]) => key.startsWith(folder))
        .flatMap(([, chunk]) => chunk.dynamicImports ?? []),
    );
    const roots = Object.keys(manifest).filter(
      (key) =>
        (withSchema && key === `schemas/generated/blocks/${componentName}.js`) ||
        (key.startsWith(folder) && !lazyInFolder.has(key)),
    );
    const files = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || loaded.has(key) || files.has(`/${chunk.file}`)) return;
      files.add(`/${chunk.file}`);
      for (const sheet of chunk.css ?? []) files.add(`/${sheet}`);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    roots.forEach(visit);
    cache.set(cacheKey, [...files]);
    return [...files];
  };
  return (componentNames, schemaNames) => {
    const withSchema = (name: string) => !schemaNames || schemaNames.includes(name);
    return [...new Set(componentNames.flatMap((name) => chunksOf(name, withSchema(name))))];
  };
}
