// @vitest-environment node
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  bundleStockBadge,
  compileStockBadgeSchema,
  STOCK_BADGE_MODULE,
} from '../../../docs/examples/stockBadge/buildStockBadge';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the stock badge as shipped', () => {
  it('is built from its current sources (docs/examples/stockBadge/build.ts)', async () => {
    const files = [...(await compileStockBadgeSchema(root)), await bundleStockBadge(root)];
    expect(files.map((file) => file.path)).toContain(STOCK_BADGE_MODULE);
    for (const file of files) {
      expect(await readFile(path.join(root, file.path), 'utf8'), file.path).toBe(file.contents);
    }
  });

  it('is one ES module that imports nothing and exports register(api)', async () => {
    const code = await readFile(path.join(root, STOCK_BADGE_MODULE), 'utf8');
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(code).toMatch(/export \{ register as default \}/);
  });
});
