// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);
let root: string;
const PRETTIER_CONFIG = '.prettierrc.json';

/**
 * `npm run new-block` runs against a scratch copy of what a block touches (blocks/index.ts and
 * schemas are copied, the rest linked), so the repository never changes, then the output is
 * compiled with the project's tsconfig and its validator is run.
 */
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'new-block-'));
  await cp(path.join(repo, 'blocks/index.ts'), path.join(root, 'blocks/index.ts'));
  await cp(path.join(repo, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  const blockFolders = (await readdir(path.join(repo, 'blocks'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map((entry) => `blocks/${entry.name}`);
  const linkedPaths = [
    ...['node_modules', 'runtime', 'server', 'stories/support', 'tests/setup', PRETTIER_CONFIG],
    // The stories' demo world: the virtual module's declaration points at its snapshot builder.
    'scripts/storybook',
    // What a data block's test uses: the harness over the real gateway client.
    ...['tests/blocks/dataBlockHarness.tsx', 'tests/runtime/gateway'],
    ...['blocks/blocks.css', ...blockFolders],
  ];
  for (const linked of linkedPaths) {
    await mkdir(path.dirname(path.join(root, linked)), { recursive: true });
    await symlink(path.join(repo, linked), path.join(root, linked));
  }
  await cp(path.join(repo, 'tsconfig.json'), path.join(root, 'tsconfig.json'));
}, 60_000);

/** Declarations the whole project's typecheck includes and a scaffolded story or test relies on. */
const AMBIENT_FILES = ['tests/setup/dom.ts', 'stories/support/storySeedModule.d.ts'];

/** The compiler's complaints about `files` (relative to the scratch root) and what they import. */
function typeProblems(files: readonly string[]): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  );
  if (!config) throw new Error('tsconfig.json did not parse');
  const program = ts.createProgram(
    files.map((file) => path.join(root, file)),
    { ...config.options, noEmit: true },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('npm run new-block', () => {
  it('scaffolds folder, schema, validator, registration, story and test that typecheck', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', path.join(repo, 'scripts/newBlock.ts'), 'orderCutoff', '--root', root],
      { cwd: repo },
    );
    expect(stdout).toContain('Scaffolded the orderCutoff block');

    const written = [
      'blocks/orderCutoff/OrderCutoff.tsx',
      'stories/orderCutoff.stories.tsx',
      'tests/blocks/orderCutoff/OrderCutoff.test.tsx',
    ];
    const index = await readFile(path.join(root, 'blocks/index.ts'), 'utf8');
    expect(index).toMatch(
      /componentName: 'orderCutoff'[\s\S]*\/\/ In a task of its own[\s\S]*setTimeout\(startStorefront, 0\);\s*$/,
    );

    expect(typeProblems([...written, 'blocks/index.ts', ...AMBIENT_FILES])).toEqual([]);

    // The compiled validator: what the renderer will accept for the new block.
    const generated = pathToFileURL(path.join(root, 'schemas/generated/blocks/orderCutoff.js'));
    const { compiledSchema } = (await import(generated.href)) as {
      compiledSchema: { schemaVersion: number; validate: (data: unknown) => boolean };
    };
    expect(compiledSchema.schemaVersion).toBe(1);
    expect(compiledSchema.validate({ configuration: { heading: 'Order by 3 pm' } })).toBe(true);
    expect(compiledSchema.validate({ configuration: { tone: 'framed' } })).toBe(false);
  }, 120_000);

  it('scaffolds a data block with --data: request, kit states, story states and a gateway test that typecheck', async () => {
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repo, 'scripts/newBlock.ts'),
        '--data',
        'quoteDigest',
        '--root',
        root,
      ],
      { cwd: repo },
    );
    expect(stdout).toContain('Scaffolded the quoteDigest block');
    const written = [
      'blocks/quoteDigest/QuoteDigest.tsx',
      'blocks/quoteDigest/quoteDigestRequest.ts',
      'stories/quoteDigest.stories.tsx',
      'tests/blocks/quoteDigest/QuoteDigest.test.tsx',
    ];
    const component = await readFile(path.join(root, written[0]!), 'utf8');
    expect(component).toContain('<QueryStates');
    expect(component).toContain('useMakeCallQuery');
    const story = await readFile(path.join(root, written[2]!), 'utf8');
    for (const state of ['Loading', 'Empty', 'Failed']) {
      expect(story).toContain(`export const ${state}: Story`);
    }
    const index = await readFile(path.join(root, 'blocks/index.ts'), 'utf8');
    expect(index).toMatch(
      /componentName: 'quoteDigest'[\s\S]*\/\/ In a task of its own[\s\S]*setTimeout\(startStorefront, 0\);\s*$/,
    );
    expect(typeProblems([...written, 'blocks/index.ts', ...AMBIENT_FILES])).toEqual([]);

    const generated = pathToFileURL(path.join(root, 'schemas/generated/blocks/quoteDigest.js'));
    const { compiledSchema } = (await import(generated.href)) as {
      compiledSchema: { validate: (data: unknown) => boolean };
    };
    const configuration = { heading: 'Quotes', objectName: 'Quote', fields: ['Name'] };
    expect(compiledSchema.validate({ configuration })).toBe(true);
    expect(compiledSchema.validate({ configuration: { ...configuration, fields: [] } })).toBe(
      false,
    );
  }, 120_000);

  it('refuses a name that is taken, writing nothing', async () => {
    const before = await readFile(path.join(root, 'blocks/index.ts'), 'utf8');
    await expect(
      run(
        process.execPath,
        ['--import', 'tsx', path.join(repo, 'scripts/newBlock.ts'), 'heroBanner', '--root', root],
        {
          cwd: repo,
        },
      ),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('already registered') });
    expect(await readFile(path.join(root, 'blocks/index.ts'), 'utf8')).toBe(before);
  });
});
