import { describe, expect, it } from 'vitest';
import type { BootConfig } from '../../../schemas/boot';
import {
  jsonForScript,
  renderStorefrontHtml,
  storefrontNotFoundHtml,
} from '../../../server/app/html';

const boot = {
  domain: { storefrontName: 'Shop <b>&</b>' },
  metaItems: [{ id: '1', templateId: 't', key: 'x', value: '</script><script>alert(1)</script>' }],
  themeHref: '/theme/o/s.css',
} as unknown as BootConfig;

describe('renderStorefrontHtml', () => {
  const template =
    '<html><head><title>Blockfront</title><!--blockfront-head--></head><body></body></html>';

  it('inlines the boot data so it cannot break out of its script element', () => {
    const html = renderStorefrontHtml(template, boot);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="blockfront-boot">(.*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(json!)).toEqual(boot);
  });

  it('titles the page with the escaped storefront name and links the theme', () => {
    const html = renderStorefrontHtml(template, boot);
    expect(html).toContain('<title>Shop &#60;b&#62;&#38;&#60;/b&#62;</title>');
    expect(html).not.toContain('<title>Blockfront</title>');
    expect(html).toContain('<link rel="stylesheet" href="/theme/o/s.css" />');
  });

  it('refuses a template without the head slot', () => {
    expect(() => renderStorefrontHtml('<html></html>', boot)).toThrow(/slot/);
  });
});

describe('storefrontNotFoundHtml', () => {
  it('says Storefront Not Found and escapes the host', () => {
    const html = storefrontNotFoundHtml('<x>.test');
    expect(html).toContain('Storefront Not Found');
    expect(html).not.toContain('<x>');
  });
});

describe('jsonForScript', () => {
  it('escapes line separators', () => {
    expect(jsonForScript('a\u2028b')).toBe('"a\\u2028b"');
  });
});
