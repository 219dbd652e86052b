// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');

/**
 * Fixtures: a file at a place in the tree with one import. Each is linted with the project's own
 * configuration (eslint.config.js, what `npm run lint` runs), as if it were that file.
 */
const FORBIDDEN: readonly { rule: string; file: string; code: string }[] = [
  {
    rule: 'no block imports another block',
    file: 'blocks/list/fixture.ts',
    code: "export { productIdFromUrl } from '../product/productId';\n",
  },
  {
    rule: 'blocks use the runtime only through its public entries',
    file: 'blocks/list/fixture.ts',
    code: "export { makeCall } from '../../runtime/gateway/makeCall';\n",
  },
  {
    rule: 'blocks never import the domain layer directly',
    file: 'blocks/cart/fixture.ts',
    code: "export { resetCart } from '../../runtime/domain/cart/cartStore';\n",
  },
  {
    rule: 'the runtime never imports blocks',
    file: 'runtime/app/fixture.ts',
    code: "export { listRequest } from '../../blocks/list/listRequest';\n",
  },
  {
    rule: 'server never imports the runtime',
    file: 'server/app/fixture.ts',
    code: "export { safeHref } from '../../runtime/render/safeHref';\n",
  },
  {
    rule: 'the domain layer never imports the UI primitives',
    file: 'runtime/domain/cart/fixture.ts',
    code: "export { Button } from '../../ui/Button';\n",
  },
  {
    rule: 'pure rules have no React',
    file: 'runtime/domain/cart/cartFixtureRules.ts',
    code: "import { useState } from 'react';\nexport const rule = () => useState;\n",
  },
  {
    rule: 'stories never reach into server/',
    file: 'stories/fixture.stories.tsx',
    code: "export { DEMO_USERS } from '../server/shared/demo';\n",
  },
];

const eslint = new ESLint({ cwd: repo });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, file) });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'boundaries/dependencies' || message.ruleId === 'no-restricted-imports',
    )
    .map((message) => message.message);
}

describe('npm run lint enforces the import rules (eslint-plugin-boundaries)', () => {
  it.each(FORBIDDEN)('fails: $rule ($file)', async ({ file, code }) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it('allows a block to use the public entries and its own files', async () => {
    const code = [
      "export { useMakeCallQuery } from '../../runtime/blocks';",
      "export { Button } from '../../runtime/ui/index';",
      "export { listRequest } from './listRequest';",
      '',
    ].join('\n');
    expect(await boundaryErrors('blocks/list/fixture.ts', code)).toEqual([]);
  });
}, 120_000);
