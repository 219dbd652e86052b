import { describe, expect, it } from 'vitest';
import { accountLinksFor } from '../../../blocks/header/accountLinks';

const ITEMS = [
  { label: 'My Orders', url: '/list/tpl-orders-list' },
  { label: 'Invoices', url: '/billing/enhancedList', groups: [] },
  { label: 'Manage Users', url: '/billing/manageusers', groups: ['AWSManager'] },
  { label: 'Admin console', url: '/admin', groups: ['AWSAdmin', 'AWSManager'] },
];

describe('account menu links', () => {
  it('shows a manager every link of their group and the links for everyone', () => {
    expect(accountLinksFor(ITEMS, 'AWSManager').map((item) => item.label)).toEqual([
      'My Orders',
      'Invoices',
      'Manage Users',
      'Admin console',
    ]);
  });

  it('hides group-only links from users of other groups', () => {
    expect(accountLinksFor(ITEMS, 'AWSPortalUser').map((item) => item.label)).toEqual([
      'My Orders',
      'Invoices',
    ]);
  });

  it('hides group-only links when the user has no group', () => {
    expect(accountLinksFor(ITEMS, null).map((item) => item.label)).toEqual([
      'My Orders',
      'Invoices',
    ]);
  });

  it('gives no links when none are configured', () => {
    expect(accountLinksFor(undefined, 'AWSManager')).toEqual([]);
  });
});
