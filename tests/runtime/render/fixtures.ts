import type { StoredBlockData } from '../../../runtime/render/blockData';

/** Layout settings as the seed stores them (server/db/seed/blockBuilders.ts `layout()`). */
export function seededLayout(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    visibility: 'ALL',
    layout: {
      columns: 1,
      columnSize: '1/1',
      paddingTop: '32px',
      paddingBottom: '32px',
      paddingLeft: '24px',
      paddingRight: '24px',
      gap: '24px',
    },
    styling: { verticalAlignment: 'top', radius: '0px', borderStyle: 'none' },
    background: {
      style: 'Solid',
      color: '#FFFFFF',
      opacity: 100,
      image: '',
      imageSize: 'cover',
      repeat: 'no-repeat',
      horizontalAlignment: 'center',
      verticalAlignment: 'center',
    },
    ...overrides,
  };
}

export const HEADER_CONFIGURATION = {
  logo: { url: '/static/org-cellaris/img/cellaris-logo.svg', alt: 'Cellaris', link: '/' },
  navLinks: [
    {
      label: 'Flow Cytometry',
      url: '/flow_consumables',
      children: [{ label: 'Imaging', url: '/imaging_consumables' }],
    },
    { label: 'About', url: '/about' },
  ],
  search: { enabled: true, placeholder: 'Search', targetUrl: '/flow_consumables', minLength: 2 },
  cartBadge: { enabled: true, url: '/cart', showCount: true },
  notifications: { enabled: false, url: '/list/tpl-notifications' },
  accountMenu: {
    enabled: true,
    showAccountSwitcher: true,
    showIndirectBuyerSwitcher: false,
    loginLabel: 'Sign in',
    loginUrl: '/login',
    items: [{ label: 'Manage Users', url: '/billing/manageusers', groups: ['AWSManager'] }],
    signOutLabel: 'Sign out',
  },
  utilityBar: { enabled: true, text: 'Free shipping' },
  sticky: true,
};

let counter = 0;

/** A stored block with a fresh id (warnings are once per block object). */
export function storedBlock(overrides: Partial<StoredBlockData> = {}): StoredBlockData {
  counter += 1;
  return {
    blockId: `block-${counter}`,
    componentName: 'test',
    section: 'Content',
    order: counter,
    schemaVersion: 1,
    configuration: { title: 'Hello' },
    contentJSON: null,
    customJS: null,
    customCSS: null,
    layoutSettings: seededLayout(),
    fields: [],
    actions: [],
    ...overrides,
  };
}
