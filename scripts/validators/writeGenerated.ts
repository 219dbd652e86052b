import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATED_DIR, type GeneratedFile } from './compileSchemas.ts';

/**
 * Writes the generated files, touching only those whose contents changed (so the dev server's
 * watcher and `npm start`'s rebuild check do not see churn), and removes generated files whose
 * schema is gone. Returns the paths it wrote or removed.
 */
export async function writeGenerated(root: string, files: GeneratedFile[]): Promise<string[]> {
  const changed: string[] = [];
  for (const file of files) {
    const full = path.join(root, file.path);
    const current = await readFile(full, 'utf8').catch(() => null);
    if (current === file.contents) continue;
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, file.contents);
    changed.push(file.path);
  }
  const wanted = new Set(files.map((file) => file.path));
  for (const existing of await listFiles(root, GENERATED_DIR)) {
    if (!wanted.has(existing)) {
      await rm(path.join(root, existing));
      changed.push(existing);
    }
  }
  return changed;
}

async function listFiles(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(path.join(root, dir), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? listFiles(root, `${dir}/${entry.name}`)
        : Promise.resolve([`${dir}/${entry.name}`]),
    ),
  );
  return nested.flat();
}
