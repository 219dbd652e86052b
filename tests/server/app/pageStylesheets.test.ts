import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../../../server/app/cspHash';
import { readBuiltStylesheets } from '../../../server/app/pageStylesheets';

describe('readBuiltStylesheets', () => {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'bf-built-sheets-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(
    path.join(clientDir, 'assets/index-1.css'),
    '@container (width<=640px){a::after{content:"</style>"}}',
  );
  writeFileSync(path.join(clientDir, 'secret.css'), 'x{}');
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

  it("gives a built stylesheet's text as it goes into a style element, with its CSP hash", () => {
    const sheets = readBuiltStylesheets(clientDir)!;
    const sheet = sheets('/assets/index-1.css');
    expect(sheet?.text).toBe('@container (width<=640px){a::after{content:"<\\/style>"}}');
    expect(sheet?.hash).toBe(scriptHash(sheet!.text));
  });

  it('reads each file once: a hashed name never changes its content', () => {
    const sheets = readBuiltStylesheets(clientDir)!;
    const first = sheets('/assets/index-1.css');
    writeFileSync(path.join(clientDir, 'assets/index-1.css'), 'changed{}');
    expect(sheets('/assets/index-1.css')).toBe(first);
  });

  it('gives nothing outside the built assets, or for a file that is not there', () => {
    const sheets = readBuiltStylesheets(clientDir)!;
    expect(sheets('/secret.css')).toBeNull();
    expect(sheets('/assets/../secret.css')).toBeNull();
    expect(sheets('/assets/missing-1.css')).toBeNull();
    expect(sheets('/theme/o/s.css')).toBeNull();
  });

  it('is null without a build (dev mode: Vite serves the stylesheets)', () => {
    expect(readBuiltStylesheets(path.join(clientDir, 'nowhere'))).toBeNull();
  });
});
