import { describe, expect, it } from 'vitest';
import { scriptHash, styleAttributeHashes } from '../../../server/app/securityHeaders';
import { allowedStyleAttribute } from '../../../server/app/styleAttributePolicy';

/** What React writes for the blocks' own styles on a server-rendered page. */
const BLOCK_STYLES = [
  '--bf-block-padding-top:24px;--bf-block-columns-desktop:repeat(12, 1fr)',
  'max-width:960px;text-align:center',
  'color:#ffffff;text-align:left',
  'background:#0b2f55;opacity:0.5',
  'background-color:rgba(11, 47, 85, 1);background-image:url("/static/org-cellaris/img/hero.jpg");background-size:cover',
  'background-image:url("https://cdn.cellaris.example/a.jpg")',
  'height:4800px;position:relative',
  'position:absolute;top:0;left:0;width:100%;transform:translateY(120px)',
  'aspect-ratio:16/9',
];

const TAKEOVERS = [
  'position:fixed;inset:0;background:#fff',
  'position: FIXED; top: 0',
  'position:sticky;top:0',
  'position:absolute;z-index:2147483647;width:9999px;height:9999px',
  'position:f\\69xed',
  'background:url(//evil.example/x.png)',
  'background-image:url("http://evil.example/x.png")',
  'background-image:url(javascript:alert(1))',
  'width:expression(alert(1))',
  'behavior:url(x.htc)',
];

describe('style attributes the CSP allows by hash on a server-rendered page', () => {
  it.each(BLOCK_STYLES)('allows the block style %j', (value) => {
    expect(allowedStyleAttribute(value)).toBe(true);
  });

  it.each(TAKEOVERS)('refuses %j', (value) => {
    expect(allowedStyleAttribute(value)).toBe(false);
  });

  it('hashes the blocks’ styles and leaves an overlay out of the CSP', () => {
    const html =
      '<div class="bf-block" style="--bf-block-padding-top:24px"><div class="bf-rich-text" style="max-width:960px">' +
      '<div style="position:fixed;inset:0;z-index:2147483647">Session expired</div></div></div>';
    expect(styleAttributeHashes(html)).toEqual([
      scriptHash('--bf-block-padding-top:24px'),
      scriptHash('max-width:960px'),
    ]);
  });
});
