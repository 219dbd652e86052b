import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  markComponentFactoriesPure,
  withoutLinkPrefetch,
} from '../../../scripts/build/reactRouterProductionBuild';

const PRODUCTION = path.resolve(
  import.meta.dirname,
  '../../../node_modules/react-router/dist/production',
);
/** The installed react-router's production module that defines Link, createRouter and the rest. */
function linkModule(): { id: string; code: string } {
  for (const name of readdirSync(PRODUCTION).filter((file) => file.endsWith('.mjs'))) {
    const code = readFileSync(path.join(PRODUCTION, name), 'utf8');
    if (/^var Link = /m.test(code)) return { id: name, code };
  }
  throw new Error('no module of react-router defines Link');
}

describe("react-router's browser build", () => {
  it('marks every component factory pure and drops the top-level display names', () => {
    const { code } = linkModule();
    const edited = markComponentFactoriesPure(code);
    expect(code).toMatch(/^var Form = React\d*\.forwardRef\(/m);
    expect(edited).toMatch(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/m);
    expect(edited).not.toMatch(/(?<!@__PURE__ \*\/ )\bReact\d*\.(forwardRef|createContext|memo)\(/);
    expect(edited).not.toMatch(/^\w+\.displayName = /m);
    // Already marked calls are not marked twice.
    expect(edited).not.toContain('/* @__PURE__ */ /* @__PURE__ */');
  });

  it("finds Link's prefetch branch in the installed version and leaves the link alone", () => {
    const { id, code } = linkModule();
    const edited = withoutLinkPrefetch(code, id);
    expect(code).toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(edited).not.toContain('createElement(PrefetchPageLinks, { page: href })');
    expect(edited.length).toBeLessThan(code.length);
  });

  it('stops the build when Link no longer reads as expected', () => {
    expect(() => withoutLinkPrefetch('var Link = forwardRef(() => null);\n', 'x.mjs')).toThrow(
      /Link changed/,
    );
    // A module without Link is returned as it was.
    expect(withoutLinkPrefetch('var Other = 1;\n', 'y.mjs')).toBe('var Other = 1;\n');
  });
});
