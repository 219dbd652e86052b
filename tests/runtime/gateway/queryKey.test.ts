import { hashKey, partialMatchKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { canonicalArguments, gatewayQueryKey } from '../../../runtime/gateway/queryKey';

describe('canonicalArguments', () => {
  it.each([
    { name: 'sorts keys', args: { b: 1, a: 2 }, canonical: { a: 2, b: 1 } },
    {
      name: 'sorts nested keys',
      args: { z: { y: 1, x: [{ d: 1, c: 2 }] } },
      canonical: { z: { x: [{ c: 2, d: 1 }], y: 1 } },
    },
    { name: 'keeps array order', args: [3, 1, 2], canonical: [3, 1, 2] },
    { name: 'drops undefined fields', args: { a: undefined, b: null }, canonical: { b: null } },
    { name: 'keeps primitives', args: 'Q1', canonical: 'Q1' },
  ])('$name', ({ args, canonical }) => {
    const result = canonicalArguments(args);
    expect(result).toEqual(canonical);
    expect(JSON.stringify(result)).toBe(JSON.stringify(canonical));
  });
});

describe('gatewayQueryKey', () => {
  it('keys by operation and arguments', () => {
    expect(gatewayQueryKey('getTemplateBlock', { templateId: 'T1', storefrontId: 'S1' })).toEqual([
      'getTemplateBlock',
      { storefrontId: 'S1', templateId: 'T1' },
    ]);
  });

  it('gives the same key whatever the order of object keys', () => {
    const first = gatewayQueryKey('makeCall', {
      type: 'getQuoteItems',
      base: 'ecommerce',
      query: { quoteid: 'Q1', x: 1 },
    });
    const second = gatewayQueryKey('makeCall', {
      query: { x: 1, quoteid: 'Q1' },
      base: 'ecommerce',
      type: 'getQuoteItems',
    });
    expect(JSON.stringify(first)).toBe(JSON.stringify(second));
    expect(hashKey(first)).toBe(hashKey(second));
  });

  it('gives different keys for different arguments or operations', () => {
    expect(hashKey(gatewayQueryKey('listUsers', { limit: 20 }))).not.toBe(
      hashKey(gatewayQueryKey('listUsers', { limit: 40 })),
    );
    expect(hashKey(gatewayQueryKey('listUsers'))).not.toBe(
      hashKey(gatewayQueryKey('cognitoActions')),
    );
  });

  it('lets a partial key select the calls of one CRM type', () => {
    const key = gatewayQueryKey('makeCall', {
      base: 'ecommerce',
      type: 'getQuoteItems',
      query: { quoteid: 'Q1' },
    });
    expect(partialMatchKey(key, ['makeCall', { type: 'getQuoteItems' }])).toBe(true);
    expect(partialMatchKey(key, ['makeCall', { type: 'getRecord' }])).toBe(false);
    expect(partialMatchKey(key, ['makeCall'])).toBe(true);
  });
});
