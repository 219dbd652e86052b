import { describe, expect, it } from 'vitest';
import { validateProperty } from '../../../runtime/sandbox/elementRules';
import {
  appRoute,
  cartRequest,
  imageSource,
  toastMessage,
} from '../../../runtime/sandbox/propValidators';

describe('appRoute', () => {
  it.each([
    ['/cart', '/cart'],
    ['/product_detail?id=3#specs', '/product_detail?id=3#specs'],
    ['/a/../b', '/b'],
  ])('accepts the in-app path %s', (input, output) => expect(appRoute(input)).toBe(output));

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    ' /cart',
    '/ca\trt',
    'data:text/html,x',
    'cart',
    '',
    42,
    null,
  ])('refuses %j', (input) => expect(appRoute(input)).toBeNull());
});

describe('imageSource', () => {
  const hosts = ['cdn.cellaris.example'];
  it('accepts same-origin paths and https on an allowed host', () => {
    expect(imageSource('/static/org-cellaris/img/a.svg', hosts)).toBe(
      '/static/org-cellaris/img/a.svg',
    );
    expect(imageSource('https://cdn.cellaris.example/a.png', hosts)).toBe(
      'https://cdn.cellaris.example/a.png',
    );
  });

  it.each([
    'http://cdn.cellaris.example/a.png',
    'https://evil.example/a.png',
    'https://cdn.cellaris.example.evil.example/a.png',
    'https://user:pw@cdn.cellaris.example/a.png',
    '//cdn.cellaris.example/a.png',
    'data:image/png;base64,AAAA',
    'blob:https://x/y',
    'javascript:alert(1)',
  ])('refuses %s', (input) => expect(imageSource(input, hosts)).toBeNull());
});

describe('toastMessage and cartRequest', () => {
  it('takes 1 to 200 characters of text', () => {
    expect(toastMessage('  Saved  ')).toBe('Saved');
    expect(toastMessage('')).toBeNull();
    expect(toastMessage('x'.repeat(201))).toBeNull();
    expect(toastMessage({ toString: () => 'x' })).toBeNull();
  });

  it('takes a product id token and a whole quantity of 1 to 999', () => {
    expect(cartRequest('a1Cellaris0000001', 2)).toEqual({
      productId: 'a1Cellaris0000001',
      quantity: 2,
    });
    expect(cartRequest('a1 Cellaris', 1)).toBeNull();
    expect(cartRequest('a1Cellaris0000001', 0)).toBeNull();
    expect(cartRequest('a1Cellaris0000001', 1.5)).toBeNull();
    expect(cartRequest('a1Cellaris0000001', 1000)).toBeNull();
  });
});

describe('validateProperty', () => {
  const context = { imageHosts: ['cdn.cellaris.example'] };
  it('accepts declared properties with values their rules allow', () => {
    expect(validateProperty('ui-link', 'to', '/cart', context)).toEqual({
      ok: true,
      value: '/cart',
    });
    expect(validateProperty('ui-stack', 'direction', 'row', context)).toEqual({
      ok: true,
      value: 'row',
    });
    expect(validateProperty('ui-heading', 'level', undefined, context)).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('refuses undeclared properties: innerHTML, on* handlers, style', () => {
    for (const name of ['innerHTML', 'onclick', 'style', 'href', '__proto__']) {
      expect(validateProperty('ui-button', name, 'x', context).ok, name).toBe(false);
    }
  });

  it('refuses values outside the rules', () => {
    expect(validateProperty('ui-link', 'to', 'javascript:alert(1)', context).ok).toBe(false);
    expect(validateProperty('ui-image', 'src', 'https://evil.example/x.png', context).ok).toBe(
      false,
    );
    expect(validateProperty('ui-stack', 'gap', 'huge', context).ok).toBe(false);
    expect(validateProperty('ui-heading', 'level', 1, context).ok).toBe(false);
    expect(validateProperty('ui-text', 'emphasis', 'true', context).ok).toBe(false);
  });
});
