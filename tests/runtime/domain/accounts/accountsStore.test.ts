import { QueryClient } from '@tanstack/query-core';
import { describe, expect, it } from 'vitest';
import {
  isAccountScoped,
  resetAccountData,
} from '../../../../runtime/domain/accounts/accountsStore';
import { gatewayQueryKey } from '../../../../runtime/gateway/queryKey';

describe('resetting the account data', () => {
  it("drops every read of the old account and keeps the storefront's templates", async () => {
    const client = new QueryClient();
    const template = gatewayQueryKey('getTemplateBlock', { templateId: 'tpl-home' });
    const orders = gatewayQueryKey('makeCall', { type: 'getLookupRecords' });
    client.setQueryData(template, { blocks: [] });
    client.setQueryData(orders, [{ Id: 'Q-1' }]);
    client.setQueryData(['cart'], { quote: { id: 'Q-1' } });
    client.setQueryData(['checkout', 'Q-1', 'fields'], {});
    await resetAccountData(client);
    expect(client.getQueryData(template)).toEqual({ blocks: [] });
    expect(client.getQueryData(orders)).toBeUndefined();
    expect(client.getQueryData(['cart'])).toBeUndefined();
    expect(client.getQueryData(['checkout', 'Q-1', 'fields'])).toBeUndefined();
  });

  it('counts metaItemByStorefront and getLoginInfo as the storefront’s', () => {
    expect(isAccountScoped({ queryKey: gatewayQueryKey('metaItemByStorefront', {}) })).toBe(false);
    expect(isAccountScoped({ queryKey: gatewayQueryKey('getLoginInfo', {}) })).toBe(false);
    expect(isAccountScoped({ queryKey: ['notifications'] })).toBe(true);
  });
});
