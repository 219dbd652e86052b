import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { compileBlockSchemaFile } from '../validators/compileSchemas.ts';
import {
  dataComponentFile,
  dataRegistrationSnippet,
  dataRequestFile,
  dataSchemaFile,
  dataStoryFile,
  dataTestFile,
} from './dataTemplates.ts';
import {
  blockNames,
  componentFile,
  registrationSnippet,
  schemaFile,
  storyFile,
  testFile,
} from './templates.ts';

/**
 * The start at the end of blocks/index.ts (in a task of its own) with the comment lines right
 * above it; new registrations go above both.
 */
const START_CALL = /^(?:\/\/.*\n)*setTimeout\(startStorefront, 0\);[^\S\n]*$/m;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Scaffolds a block under `root` (the repository, or a copy of it): the folder and component,
 * the JSON Schema and its compiled validator and types, the registration in blocks/index.ts, the
 * story and the test. `kind: 'data'` writes a data block on the data-block kit instead (its request
 * file too), modelled on blocks/list. Refuses a name that is taken, touching nothing. Returns the
 * paths written, relative to `root`.
 */
export async function scaffoldBlock(
  root: string,
  name: string,
  kind: 'display' | 'data' = 'display',
): Promise<string[]> {
  const names = blockNames(name);
  const { pascal } = names;
  const indexPath = path.join(root, 'blocks/index.ts');
  const index = await readFile(indexPath, 'utf8');
  if (new RegExp(`componentName:\\s*['"]${name}['"]`).test(index)) {
    throw new Error(`a block "${name}" is already registered in blocks/index.ts`);
  }
  const files: [string, string][] =
    kind === 'data'
      ? [
          [`schemas/blocks/${name}.schema.json`, dataSchemaFile(names)],
          [`blocks/${name}/${name}Request.ts`, dataRequestFile(names)],
          [`blocks/${name}/${pascal}.tsx`, dataComponentFile(names)],
          [`stories/${name}.stories.tsx`, dataStoryFile(names)],
          [`tests/blocks/${name}/${pascal}.test.tsx`, dataTestFile(names)],
        ]
      : [
          [`schemas/blocks/${name}.schema.json`, schemaFile(names)],
          [`blocks/${name}/${pascal}.tsx`, componentFile(names)],
          [`stories/${name}.stories.tsx`, storyFile(names)],
          [`tests/blocks/${name}/${pascal}.test.tsx`, testFile(names)],
        ];
  for (const [file] of files) {
    if (await exists(path.join(root, file))) throw new Error(`${file} already exists`);
  }

  for (const [file, contents] of files) {
    const full = path.join(root, file);
    await mkdir(path.dirname(full), { recursive: true });
    // Formatted with the project's Prettier settings, so `npm run lint` passes on a fresh block.
    const options = (await resolveConfig(full)) ?? {};
    await writeFile(full, await format(contents, { ...options, filepath: full }));
  }
  const snippet = kind === 'data' ? dataRegistrationSnippet(names) : registrationSnippet(names);
  await writeFile(
    indexPath,
    START_CALL.test(index)
      ? index.replace(START_CALL, (call) => `${snippet}\n${call}`)
      : `${index.trimEnd()}\n${snippet}`,
  );
  // The validator and types the component and the registration import.
  const generated = await compileBlockSchemaFile(
    root,
    `schemas/blocks/${name}.schema.json`,
    `schemas/generated/blocks/${name}`,
  );
  for (const file of generated) await writeFile(path.join(root, file.path), file.contents);
  return [...files.map(([file]) => file), 'blocks/index.ts', ...generated.map((f) => f.path)];
}
