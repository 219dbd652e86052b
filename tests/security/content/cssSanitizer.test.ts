import { describe, expect, it } from 'vitest';
import { SANDBOX_LIMITS } from '../../../runtime/sandbox/limits';
import { nestingDepth, sanitizeCss } from '../../../runtime/sandbox/sanitizeCss';

const policy = { scope: 'b1', imageHosts: ['cdn.cellaris.example'] };
const sanitized = (css: string) => sanitizeCss(css, policy);

describe('customCSS: variables, escapes and nesting (issue 14)', () => {
  it.each([
    ':host { position: var(--x) }',
    ':host { --x: fixed; position: var(--x) }',
    'p { position: var(--a, fixed) }',
    'p { position: VAR(--x) }',
    'p { position: v\\61r(--x) }',
  ])('refuses var() in position: %s', (css) => {
    const { css: out, pageCss } = sanitized(css);
    expect(out).not.toMatch(/position/);
    expect(pageCss).not.toMatch(/position/);
  });

  it('keeps var() where no keyword check depends on it', () => {
    expect(sanitized('p { color: var(--bf-color-primary, #0e2a47) }').css).toBe(
      'p{color:var(--bf-color-primary, #0e2a47)}',
    );
  });

  it.each([
    'p { position: f\\69xed }',
    'p { position: \\66ixed }',
    'p { position: \\66 ixed }',
    'p { position: FIXED }',
    'p { position: st\\69 cky }',
    'p { p\\osition: fixed }',
    'p { \\70 osition: fixed }',
  ])('decodes escapes before the checks: %s', (css) => {
    const { css: out, pageCss } = sanitized(css);
    expect(out).toBe('');
    expect(pageCss).toBe('');
  });

  it('decodes escaped function names before the allowlist and writes them decoded', () => {
    expect(sanitized('p { background: \\75 rl(https://evil.example/x.png) }').css).toBe('');
    expect(sanitized('p { width: c\\61lc(1px + 2px) }').css).toBe('p{width:calc(1px + 2px)}');
    expect(sanitized('p { color: r\\65 d }').css).toBe('p{color:red}');
  });

  it('refuses escaped names that decode to more than a name', () => {
    expect(sanitized('p { color: red\\3b position\\3a fixed }').css).toBe('');
    expect(sanitized('p { --a\\7d b: 1 }').css).toBe('');
  });

  it.each([
    ['@media', (n: number) => '@media screen{'.repeat(n) + 'p{color:red}' + '}'.repeat(n)],
    ['nested rules', (n: number) => 'p{' + 'a{'.repeat(n) + '}'.repeat(n + 1)],
    ['selectors', (n: number) => 'p' + ':not('.repeat(n) + 'a' + ')'.repeat(n) + '{color:red}'],
    ['calc()', (n: number) => 'p{width:' + 'calc('.repeat(n) + '1px' + ')'.repeat(n) + '}'],
  ])('drops deeply nested %s without crashing', (_what, nest) => {
    for (const depth of [SANDBOX_LIMITS.maxCssNesting + 1, 1_000, 3_000]) {
      const result = sanitized(nest(depth));
      expect(result.css).toBe('');
      expect(result.issues[0]).toMatch(
        /nested \d+ deep, over the limit of 16|over the 51200-byte cap/,
      );
    }
  });

  it('keeps ordinary nesting, and counts no brackets inside strings or comments', () => {
    expect(
      sanitized('@media (min-width: 40em) { @supports (display: grid) { p { color: red } } }').css,
    ).toBe('@media (min-width:40em){@supports (display:grid){p{color:red}}}');
    expect(
      nestingDepth(`p::before { content: "${'{('.repeat(40)}" } /* ${'{'.repeat(40)} */`),
    ).toBe(1);
  });
});
