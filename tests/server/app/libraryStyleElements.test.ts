import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  LIBRARY_STYLE_ELEMENTS,
  LIBRARY_STYLE_HASHES,
  PRESSABLE_STYLE_ID,
} from '../../../server/app/libraryStyleElements';
import { contentSecurityPolicy, scriptHash } from '../../../server/app/securityHeaders';

const reactAriaDist = join(
  dirname(createRequire(import.meta.url).resolve('react-aria/package.json')),
  'dist/private',
);

/** The text a React Aria module gives its `<style>` element, as the module writes it. */
function styleTextIn(file: string): string {
  const source = readFileSync(join(reactAriaDist, file), 'utf8');
  const template = /style\.textContent = `([^`]*)`\.trim\(\)/.exec(source);
  expect(template, `a style element in ${file}`).not.toBeNull();
  const attribute = /PRESSABLE_ATTRIBUTE = '([^']+)'/.exec(source)?.[1];
  return template![1]!.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute ?? '').trim();
}

describe("React Aria's style elements", () => {
  it('are the texts whose hashes the CSP allows (an upgrade that changes them fails here)', () => {
    expect(LIBRARY_STYLE_ELEMENTS).toEqual([
      styleTextIn('interactions/usePress.mjs'),
      styleTextIn('overlays/usePreventScroll.mjs'),
    ]);
  });

  it("has the pressables' style element under the id React Aria looks for before adding it", () => {
    const source = readFileSync(join(reactAriaDist, 'interactions/usePress.mjs'), 'utf8');
    expect(/STYLE_ID = '([^']+)'/.exec(source)?.[1]).toBe(PRESSABLE_STYLE_ID);
    expect(source).toMatch(/getElementById\(\$[\w$]+\$var\$STYLE_ID\)\) return;/);
  });

  it('are allowed by every page’s style-src, and nothing else inline is', () => {
    const policy = contentSecurityPolicy();
    const styleSrc = policy.split('; ').find((directive) => directive.startsWith('style-src '));
    expect(styleSrc).toBe(
      `style-src 'self' ${LIBRARY_STYLE_HASHES.map((hash) => `'${hash}'`).join(' ')}`,
    );
    expect(LIBRARY_STYLE_HASHES[0]).toBe(scriptHash(LIBRARY_STYLE_ELEMENTS[0]));
  });
});
