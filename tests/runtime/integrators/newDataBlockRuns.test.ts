// @vitest-environment node
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Issue 21, "new-block --data produces a block that typechecks, renders its three states in
 * Storybook and passes its test": newBlock.test.ts typechecks the output; this file runs it. The
 * scaffold goes into a scratch copy of the project made of hard links (Vite and Storybook refuse
 * files reached through symlinks outside their root), so the repository never changes: the files
 * the scaffold rewrites (blocks/index.ts, schemas/) are real copies, everything it only reads is a
 * link, and what it adds is new in the scratch folder. Then the scratch project's own Vitest runs
 * the generated block test (jsdom, through the real gateway client) and the generated stories
 * (Storybook's Vitest addon in headless Chromium: a render error, a failing play function or a
 * serious accessibility violation fails a story).
 */
const repo = path.resolve(import.meta.dirname, '../../..');
const exec = promisify(execFile);
let root: string;

/** What the scratch project needs to build, test and story-test a block, linked file by file. */
const LINKED = [
  'runtime',
  'blocks',
  'stories/support',
  'tests/setup',
  'tests/blocks/dataBlockHarness.tsx',
  'tests/runtime/gateway',
  'scripts',
  'server',
  '.storybook',
  'node_modules',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  '.prettierrc.json',
];

/** The parent run's Vitest variables would make the inner Vitest think it is one of its workers. */
function innerEnvironment(): NodeJS.ProcessEnv {
  const kept = Object.entries(process.env).filter(
    ([name]) => !name.startsWith('VITEST') && !name.startsWith('TINYPOOL'),
  );
  return { ...Object.fromEntries(kept), NO_COLOR: '1', FORCE_COLOR: '0' };
}

async function vitest(args: string[]): Promise<string> {
  try {
    const { stdout, stderr } = await exec(
      process.execPath,
      [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...args],
      { cwd: root, env: innerEnvironment(), maxBuffer: 16 * 1024 * 1024 },
    );
    // Colour codes, should a reporter ignore NO_COLOR, would split the words asserted on.
    return stripVTControlCharacters(stdout + stderr);
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`vitest ${args.join(' ')} failed:\n${stdout}\n${stderr}`);
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'new-data-block-'));
  for (const linked of LINKED) {
    await mkdir(path.dirname(path.join(root, linked)), { recursive: true });
    await exec('cp', ['-al', path.join(repo, linked), path.join(root, linked)]);
  }
  // The scaffold rewrites these: real copies, never the repository's inodes.
  await rm(path.join(root, 'blocks/index.ts'));
  await cp(path.join(repo, 'blocks/index.ts'), path.join(root, 'blocks/index.ts'));
  await cp(path.join(repo, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  // Vite's dependency cache is rewritten by the inner run: a fresh one of its own.
  await rm(path.join(root, 'node_modules/.vite'), { recursive: true, force: true });
  await exec(
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
}, 120_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

describe('a block scaffolded by npm run new-block -- --data', () => {
  it('passes its generated test through the real gateway client', async () => {
    const output = await vitest(['--project', 'ui', 'tests/blocks/quoteDigest']);
    expect(output).toMatch(/Tests\s+\S*\d+ passed/);
    expect(output).not.toMatch(/failed/);
  }, 300_000);

  it('renders its loading, empty and failed states in Storybook', async () => {
    const story = await readFile(path.join(root, 'stories/quoteDigest.stories.tsx'), 'utf8');
    for (const state of ['Loading', 'Empty', 'Failed']) {
      expect(story).toContain(`export const ${state}: Story`);
    }
    const output = await vitest([
      '--project',
      'storybook',
      '--reporter',
      'verbose',
      'stories/quoteDigest.stories.tsx',
    ]);
    for (const state of ['Loading', 'Empty', 'Failed'])
      expect(output).toMatch(new RegExp(`✓.*${state}`));
    expect(output).not.toMatch(/failed/);
  }, 300_000);

  it('leaves the repository as it was', async () => {
    const index = await readFile(path.join(repo, 'blocks/index.ts'), 'utf8');
    expect(index).not.toContain('quoteDigest');
    await expect(readFile(path.join(repo, 'blocks/quoteDigest/QuoteDigest.tsx'))).rejects.toThrow();
  });
});
