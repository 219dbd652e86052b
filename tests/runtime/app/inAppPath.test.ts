import { describe, expect, it } from 'vitest';
import { anchorOf, inAppPath } from '../../../runtime/app/inAppPath';
import { isPlainClick } from '../../../runtime/ui/isPlainClick';

const CURRENT = new URL('http://guest.localhost:5173/about?x=1');

function anchor(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.setAttribute('href', href);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

describe('inAppPath: which plain links the router takes over', () => {
  it.each([
    ['/support', {}, '/support'],
    ['support', {}, '/support'],
    ['/cart?quote=1#lines', {}, '/cart?quote=1#lines'],
    ['http://guest.localhost:5173/home', {}, '/home'],
    ['/', { target: '_self' }, '/'],
    ['/about', {}, '/about'],
    ['https://example.com/', {}, null],
    ['http://portal.localhost:5173/', {}, null],
    ['#section', {}, null],
    ['/about?x=1#section', {}, null],
    ['/support', { target: '_blank' }, null],
    ['/support', { download: '' }, null],
    ['/support', { rel: 'noopener external' }, null],
    ['/static/org-1/brochure.pdf', {}, null],
    ['/files/datasheet.pdf', {}, null],
    ['/logout', {}, null],
    ['/oauth2/authorize?x=1', {}, null],
    ['/graphql', {}, null],
    ['mailto:sales@example.com', {}, null],
    ['javascript:void(0)', {}, null],
  ])('%s %j gives %s', (href, attributes, expected) => {
    expect(inAppPath(anchor(href, attributes), CURRENT)).toBe(expected);
  });

  it('finds the anchor around a clicked child element', () => {
    const link = anchor('/support');
    const child = document.createElement('span');
    link.appendChild(child);
    expect(anchorOf(child)).toBe(link);
    expect(anchorOf(document.createElement('span'))).toBeNull();
    expect(anchorOf(null)).toBeNull();
  });

  it.each([
    [{}, true],
    [{ button: 1 }, false],
    [{ ctrlKey: true }, false],
    [{ metaKey: true }, false],
    [{ shiftKey: true }, false],
    [{ altKey: true }, false],
  ])('a click %j is plain: %s', (init, expected) => {
    expect(isPlainClick(new MouseEvent('click', { button: 0, ...init }))).toBe(expected);
  });
});
