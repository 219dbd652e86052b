import { describe, expect, it } from 'vitest';
import { isSafeCssValue, mergeThemes, parseTheme, themeToCss } from '../../../server/app/theme';

describe('themeToCss', () => {
  it('writes colours, fonts, radius and --bf- variables as custom properties', () => {
    const css = themeToCss({
      colors: { primary: '#0b5cad', primaryContrast: '#fff' },
      fontFamily: "'Inter', sans-serif",
      radius: '8px',
      cssVariables: { '--bf-header-height': '72px', '--other': 'red' },
    });
    expect(css).toContain('--bf-color-primary: #0b5cad;');
    expect(css).toContain('--bf-color-primary-contrast: #fff;');
    expect(css).toContain("--bf-font-family: 'Inter', sans-serif;");
    expect(css).toContain('--bf-radius: 8px;');
    expect(css).toContain('--bf-header-height: 72px;');
    expect(css).not.toContain('--other');
  });

  it.each([
    'red; } body { display:none',
    'url(https://evil.test/x.png)',
    'expression(alert(1))',
    '</style><script>',
  ])('drops the unsafe value %s', (value) => {
    expect(isSafeCssValue(value)).toBe(false);
    expect(themeToCss({ colors: { primary: value } })).not.toContain('primary');
  });

  it('lays the storefront theme over the organisation theme', () => {
    const merged = mergeThemes(
      { colors: { primary: '#111', secondary: '#222' } },
      { colors: { primary: '#333' } },
    );
    expect(merged.colors).toEqual({ primary: '#333', secondary: '#222' });
  });

  it('parses JSON strings and refuses garbage', () => {
    expect(parseTheme('{"radius":"4px"}')).toEqual({ radius: '4px' });
    expect(parseTheme('{nope')).toBeNull();
  });
});
