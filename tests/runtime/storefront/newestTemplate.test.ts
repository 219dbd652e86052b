import { describe, expect, it } from 'vitest';
import { newestTemplate } from '../../../runtime/storefront/newestTemplate';
import { template, TEMPLATES } from './templates';

describe('newestTemplate: several cart templates for a catalogue group, the newest created wins', () => {
  it.each([
    ['cg-cytometry', 'tpl-cart'],
    ['cg-genomics', 'tpl-cart-genomics'],
    [null, 'tpl-cart-genomics'],
    ['cg-unknown', undefined],
  ])('group %s gives %s', (group, expected) => {
    expect(newestTemplate(TEMPLATES, 'Cart', group)?.templateId).toBe(expected);
  });

  it('skips inactive templates even when newer', () => {
    const templates = [
      template({ templateId: 'old', pageCategory: 'Cart', createdAt: '2024-01-01T00:00:00Z' }),
      template({
        templateId: 'new',
        pageCategory: 'Cart',
        active: false,
        createdAt: '2025-01-01T00:00:00Z',
      }),
    ];
    expect(newestTemplate(templates, 'Cart')?.templateId).toBe('old');
  });

  it('treats an unreadable creation date as oldest', () => {
    const templates = [
      template({ templateId: 'broken', pageCategory: 'Cart', createdAt: 'yesterday-ish' }),
      template({ templateId: 'dated', pageCategory: 'Cart', createdAt: '2020-01-01T00:00:00Z' }),
    ];
    expect(newestTemplate(templates, 'Cart')?.templateId).toBe('dated');
  });
});
