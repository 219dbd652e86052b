import { describe, expect, it } from 'vitest';
import { matchesModelFilter } from '../../../server/gateway/paging/modelFilter';

const item = {
  id: 'm1',
  key: 'templateDetails',
  templateId: 'tpl-home',
  accountId: null,
  value: '{"a":1}',
};

describe('matchesModelFilter', () => {
  it('accepts everything without a filter', () => {
    expect(matchesModelFilter(item, null)).toBe(true);
    expect(matchesModelFilter(item, {})).toBe(true);
  });

  it('evaluates string conditions', () => {
    expect(matchesModelFilter(item, { key: { eq: 'templateDetails' } })).toBe(true);
    expect(matchesModelFilter(item, { key: { eq: 'theme' } })).toBe(false);
    expect(matchesModelFilter(item, { key: { ne: 'theme' } })).toBe(true);
    expect(matchesModelFilter(item, { key: { beginsWith: 'template' } })).toBe(true);
    expect(matchesModelFilter(item, { templateId: { contains: 'home' } })).toBe(true);
    expect(matchesModelFilter(item, { templateId: { notContains: 'home' } })).toBe(false);
    expect(matchesModelFilter(item, { id: { between: ['m0', 'm2'] } })).toBe(true);
    expect(matchesModelFilter(item, { id: { gt: 'm1' } })).toBe(false);
    expect(matchesModelFilter(item, { id: { ge: 'm1', le: 'm1' } })).toBe(true);
  });

  it('treats null as an absent attribute', () => {
    expect(matchesModelFilter(item, { accountId: { attributeExists: false } })).toBe(true);
    expect(matchesModelFilter(item, { accountId: { attributeExists: true } })).toBe(false);
    expect(matchesModelFilter(item, { accountId: { eq: 'x' } })).toBe(false);
    expect(matchesModelFilter(item, { accountId: { attributeType: '_null' } })).toBe(true);
    expect(matchesModelFilter(item, { key: { attributeType: 'string' } })).toBe(true);
  });

  it('ignores conditions sent as null, as GraphQL variables often do', () => {
    expect(
      matchesModelFilter(item, { key: { eq: null, beginsWith: 'template' }, accountId: null }),
    ).toBe(true);
  });

  it('checks sizes', () => {
    expect(matchesModelFilter(item, { key: { size: { eq: 15 } } })).toBe(true);
    expect(matchesModelFilter(item, { key: { size: { between: [1, 3] } } })).toBe(false);
  });

  it('combines with and, or, not', () => {
    expect(
      matchesModelFilter(item, { and: [{ key: { eq: 'templateDetails' } }, { id: { eq: 'm1' } }] }),
    ).toBe(true);
    expect(matchesModelFilter(item, { or: [{ key: { eq: 'theme' } }, { id: { eq: 'm1' } }] })).toBe(
      true,
    );
    expect(matchesModelFilter(item, { or: [{ key: { eq: 'theme' } }, { id: { eq: 'm2' } }] })).toBe(
      false,
    );
    expect(matchesModelFilter(item, { not: { key: { eq: 'theme' } } })).toBe(true);
    expect(
      matchesModelFilter(item, { key: { eq: 'templateDetails' }, not: { id: { eq: 'm1' } } }),
    ).toBe(false);
    expect(matchesModelFilter(item, { or: [] })).toBe(true);
  });
});
