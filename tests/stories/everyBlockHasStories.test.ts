// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The componentNames blocks/index.ts registers, read from its source (whoever added them). */
function registeredBlockNames(): string[] {
  const source = readFileSync(`${root}blocks/index.ts`, 'utf8');
  const calls = source.split(/\b(?:defineBlock|registerBlock)\s*\(/).slice(1);
  return calls.map((call) => {
    const name = /componentName:\s*['"]([^'"]+)['"]/.exec(call)?.[1];
    if (!name)
      throw new Error(
        `blocks/index.ts: a registration without a literal componentName:\n${call.slice(0, 200)}`,
      );
    return name;
  });
}

describe('every registered block has stories', () => {
  const names = registeredBlockNames();

  it('reads the registrations of blocks/index.ts', () => {
    expect(names).toContain('heroBanner');
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(names)('stories/%s.stories.tsx exists and renders that block', (name) => {
    const path = `${root}stories/${name}.stories.tsx`;
    expect(existsSync(path), `missing ${path.slice(root.length)}`).toBe(true);
    // The file is about this block: it renders it through the pipeline (blockMeta's
    // componentName) or imports its component.
    const source = readFileSync(path, 'utf8');
    expect(source).toMatch(
      new RegExp(`componentName:\\s*['"]${name}['"]|from '\\.\\./blocks/${name}/`),
    );
  });
});
