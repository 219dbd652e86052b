import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_HEAP_FLAG } from '../../../server/app/heapLimit';

/**
 * The production server's heap limit (server/app/heapLimit.ts) must be the one `npm start` (and so
 * the Dockerfile) passes to Node: package.json cannot import the constant, so it is checked here.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const scripts = (
  JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('the server heap limit', () => {
  it('is passed to Node by npm start, before the server module runs', () => {
    const start = scripts.start ?? '';
    const serverCommand =
      start
        .split('&&')
        .map((part) => part.trim())
        .at(-1) ?? '';
    expect(serverCommand).toMatch(/^node\b/);
    expect(serverCommand.split(/\s+/)).toContain(SERVER_HEAP_FLAG);
    expect(serverCommand.endsWith('server/app/main.ts')).toBe(true);
  });
});
