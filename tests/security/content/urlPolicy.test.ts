import { describe, expect, it } from 'vitest';
import {
  safeImageSrc,
  safeLinkHref,
  safeSitePath,
  urlRefusal,
} from '../../../runtime/url/urlPolicy';

/**
 * The encoded-scheme corpus (issue 14): every entry is something a browser would turn into script,
 * another host or smuggled content. Each must be refused by every kind of field.
 */
const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  'javascript\t:alert(1)',
  'jav&#x09;ascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#0000106&#0000097vascript:alert(1)',
  'javascript&colon;alert(1)',
  'javascript&#58;alert(1)',
  '%6Aavascript:alert(1)',
  'javascript%3Aalert(1)',
  '%256Aavascript:alert(1)',
  'javascript%253Aalert(1)',
  '&amp;#106;avascript:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'blob:https://evil.example/1',
  'file:///etc/passwd',
  'livescript:alert(1)',
  '//evil.example/x',
  '///evil.example/x',
  '/\\evil.example/x',
  '\\\\evil.example/x',
  '\\/evil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
  '&#47;&#47;evil.example',
  '&sol;&sol;evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '\u2028javascript:alert(1)',
  'java\u200bscript:alert(1)',
  '\ufeffjavascript:alert(1)',
  'https://user:pass@evil.example/',
];

const SITE_PATHS = [
  '/cart',
  '/support#coa',
  '/list/tpl-orders-list',
  '?page=2',
  '#top',
  '/search?q=a%20b&sort=asc',
];

describe('the URL policy (runtime/url/urlPolicy.ts)', () => {
  it.each(HOSTILE)('refuses %j as a link, an image and a site path', (value) => {
    expect(safeLinkHref(value)).toBeNull();
    expect(safeImageSrc(value)).toBeNull();
    expect(safeSitePath(value)).toBeNull();
  });

  it.each(SITE_PATHS)('keeps the site path %j for every kind of field', (value) => {
    expect(safeLinkHref(value)).toBe(value);
    expect(safeImageSrc(value)).toBe(value);
    expect(safeSitePath(value)).toBe(value);
  });

  it('keeps links to other sites, mail and phone, but only as links', () => {
    for (const value of [
      'https://www.linkedin.com/company/cellaris-example',
      'http://legacy.example/page',
      'mailto:support@cellaris.example?subject=Order%20help',
      'tel:+41615550100',
      'docs/manual.pdf',
    ]) {
      expect(safeLinkHref(value)).toBe(value);
    }
    expect(safeSitePath('https://www.linkedin.com/')).toBeNull();
    expect(safeSitePath('mailto:a@b.example')).toBeNull();
  });

  it('takes images from the site and https hosts only', () => {
    expect(safeImageSrc('/static/org-cellaris/img/cellaris-logo.svg')).toBe(
      '/static/org-cellaris/img/cellaris-logo.svg',
    );
    expect(safeImageSrc('https://cdn.cellaris.example/a.png')).toBe(
      'https://cdn.cellaris.example/a.png',
    );
    expect(safeImageSrc('http://cdn.cellaris.example/a.png')).toBeNull();
    expect(safeImageSrc('mailto:a@b.example')).toBeNull();
  });

  it('trims outer spaces and refuses empty values', () => {
    expect(safeLinkHref('  /cart  ')).toBe('/cart');
    expect(safeLinkHref('')).toBeNull();
    expect(safeLinkHref('   ')).toBeNull();
    expect(safeLinkHref(null)).toBeNull();
    expect(safeLinkHref(undefined)).toBeNull();
  });

  it('says why a value is refused', () => {
    expect(urlRefusal('java\tscript:alert(1)', 'link')).toBe('control or invisible characters');
    expect(urlRefusal('/\\evil.example', 'link')).toBe('a backslash');
    expect(urlRefusal('//evil.example', 'link')).toBe('a protocol-relative address');
    expect(urlRefusal('%6Aavascript:alert(1)', 'link')).toBe('a colon in the first path segment');
    expect(urlRefusal('/x' + 'y'.repeat(2_100), 'link')).toBe('longer than 2048 characters');
    expect(urlRefusal('vbscript:x', 'link')).toBe('the vbscript: scheme');
  });
});
