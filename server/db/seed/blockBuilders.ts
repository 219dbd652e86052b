import type { DemoStorefrontKey } from '../../shared/demo';

/** A block before it gets its id and order: what a template definition lists. */
export interface BlockDraft {
  componentName: string;
  configuration: Record<string, unknown>;
  contentJSON?: unknown;
  customJS?: string | null;
  customCSS?: string | null;
  layoutSettings?: Record<string, unknown>;
  fields?: unknown[];
  actions?: unknown[];
}

export type Visibility = 'ALL' | 'GUEST' | 'AUTHENTICATED' | 'LOGGED IN';

export interface LayoutOptions {
  visibility?: Visibility;
  columns?: number;
  /** Slash-separated fractions, one pair per column: '1/2/1/2' is two halves. */
  columnSize?: string;
  paddingTop?: string;
  paddingBottom?: string;
  paddingLeft?: string;
  paddingRight?: string;
  gap?: string;
  verticalAlignment?: 'top' | 'center' | 'bottom';
  radius?: string;
  borderStyle?: 'none' | 'solid' | 'dashed';
  backgroundColor?: string;
  opacity?: number;
  backgroundImage?: string;
}

/** Layout settings of spec 001 section 3 (visibility, layout, styling, background). */
export function layout(options: LayoutOptions = {}): Record<string, unknown> {
  const columns = options.columns ?? 1;
  return {
    visibility: options.visibility ?? 'ALL',
    layout: {
      columns,
      columnSize:
        options.columnSize ?? Array.from({ length: columns }, () => `1/${columns}`).join('/'),
      paddingTop: options.paddingTop ?? '32px',
      paddingBottom: options.paddingBottom ?? '32px',
      paddingLeft: options.paddingLeft ?? '24px',
      paddingRight: options.paddingRight ?? '24px',
      gap: options.gap ?? '24px',
    },
    styling: {
      verticalAlignment: options.verticalAlignment ?? 'top',
      radius: options.radius ?? '0px',
      borderStyle: options.borderStyle ?? 'none',
    },
    background: {
      style: 'Solid',
      color: options.backgroundColor ?? '#FFFFFF',
      opacity: options.opacity ?? 100,
      image: options.backgroundImage ?? '',
      imageSize: 'cover',
      repeat: 'no-repeat',
      horizontalAlignment: 'center',
      verticalAlignment: 'center',
    },
  };
}

const IMG = '/static/org-cellaris/img';

interface NavLink {
  label: string;
  url: string;
  children?: NavLink[];
}

const SHOP_NAV: NavLink[] = [
  {
    label: 'Flow Cytometry',
    url: '/flow_consumables',
    children: [
      { label: 'Antibodies & Reagents', url: '/flow_consumables' },
      { label: 'Imaging Consumables', url: '/imaging_consumables' },
    ],
  },
  {
    label: 'Genomics',
    url: '/genomics_consumables',
    children: [
      { label: 'Genomics Consumables', url: '/genomics_consumables' },
      { label: 'Sequencing Services', url: '/genomics_service' },
    ],
  },
  { label: 'Applications', url: '/applications' },
  { label: 'E-Learning', url: '/elearning' },
  { label: 'About', url: '/about' },
  { label: 'Support', url: '/support' },
];

const ACCOUNT_MENU = [
  { label: 'Billing Account', url: '/billing/account' },
  { label: 'Billing Profile', url: '/billing/profile' },
  { label: 'Invoices', url: '/billing/enhancedList' },
  { label: 'Payment Methods', url: '/billing/paymentmethods' },
  { label: 'Shipping Addresses', url: '/billing/shippingaddress' },
  { label: 'Support Requests', url: '/billing/requests' },
  { label: 'My Orders', url: '/list/tpl-orders-list' },
  { label: 'Manage Users', url: '/billing/manageusers', groups: ['AWSManager'] },
];

/** The service area (issue 19): Service & parts, the knowledge base and cases; portal and SSO only. */
const SERVICE_ACCOUNT_MENU = [
  { label: 'Service & Parts', url: '/service' },
  { label: 'Troubleshooting', url: '/troubleshooting' },
];
const CPQ_MENU_ITEM = { label: 'Instrument Quotes', url: '/cpq' };

export function headerBlock(storefront: DemoStorefrontKey): BlockDraft {
  const partner = storefront === 'sso';
  return {
    componentName: 'header',
    configuration: {
      logo: {
        url: partner ? `${IMG}/cellaris-partners-logo.svg` : `${IMG}/cellaris-logo.svg`,
        alt: partner ? 'Cellaris Partner Portal' : 'Cellaris Biosciences',
        link: '/',
        // The SVGs' own sizes: the header keeps its layout while the logo loads.
        width: partner ? 220 : 180,
        height: 40,
      },
      navLinks: SHOP_NAV,
      search: {
        enabled: true,
        placeholder: 'Search products, SKUs, clones…',
        targetUrl: '/search',
        minLength: 2,
      },
      cartBadge: { enabled: true, url: '/cart', showCount: true },
      notifications: { enabled: storefront !== 'guest', url: '/list/tpl-notifications' },
      accountMenu: {
        enabled: true,
        showAccountSwitcher: true,
        showIndirectBuyerSwitcher: storefront === 'portal',
        loginLabel: 'Sign in',
        loginUrl: '/login',
        // The service pages (issue 19) and the quote builder (issue 20) are seeded on the
        // storefronts with customer accounts.
        items:
          storefront === 'guest'
            ? ACCOUNT_MENU
            : [...ACCOUNT_MENU, ...SERVICE_ACCOUNT_MENU, CPQ_MENU_ITEM],
        signOutLabel: 'Sign out',
      },
      utilityBar: {
        enabled: true,
        text:
          storefront === 'guest'
            ? 'Free shipping on reagent orders over $250 in the US'
            : 'Need help? Call +1 800 555 0199',
      },
      sticky: true,
    },
    contentJSON: null,
    layoutSettings: layout({ paddingTop: '0px', paddingBottom: '0px', backgroundColor: '#FFFFFF' }),
  };
}

export function footerBlock(storefront: DemoStorefrontKey): BlockDraft {
  return {
    componentName: 'footer',
    configuration: {
      columns: [
        {
          heading: 'Products',
          links: [
            { label: 'Flow Cytometry Reagents', url: '/flow_consumables' },
            { label: 'Imaging Consumables', url: '/imaging_consumables' },
            { label: 'Genomics Consumables', url: '/genomics_consumables' },
            { label: 'Sequencing Services', url: '/genomics_service' },
          ],
        },
        {
          heading: 'Resources',
          links: [
            { label: 'Applications', url: '/applications' },
            { label: 'E-Learning', url: '/elearning' },
            { label: 'Safety Data Sheets', url: '/support#sds' },
            { label: 'Certificates of Analysis', url: '/support#coa' },
          ],
        },
        {
          heading: 'Company',
          links: [
            { label: 'About Cellaris', url: '/about' },
            { label: 'Contact & Support', url: '/support' },
            { label: 'Careers', url: 'https://careers.cellaris.example', external: true },
          ],
        },
      ],
      social: [
        { network: 'linkedin', url: 'https://www.linkedin.com/company/cellaris-example' },
        { network: 'youtube', url: 'https://www.youtube.com/@cellaris-example' },
      ],
      legalLinks: [
        { label: 'Terms of Sale', url: '/support#terms' },
        { label: 'Privacy Notice', url: '/support#privacy' },
        { label: 'Cookie Notice', url: '/support#cookies' },
      ],
      copyright:
        '© 2025 Cellaris Biosciences, Inc. For research use only. Not for use in diagnostic procedures.',
      showNewsletter: storefront === 'guest',
    },
    contentJSON: null,
    layoutSettings: layout({
      backgroundColor: '#0E2A47',
      paddingTop: '48px',
      paddingBottom: '32px',
      columns: 3,
    }),
  };
}

export function richText(
  html: string,
  options: LayoutOptions = {},
  customCSS: string | null = null,
): BlockDraft {
  return {
    componentName: 'richText',
    configuration: { maxWidth: '880px', textAlign: 'left' },
    contentJSON: { html },
    customCSS,
    layoutSettings: layout(options),
  };
}

export function heroBanner(
  heading: string,
  subheading: string,
  cta: { label: string; url: string },
  image: string,
  options: LayoutOptions = {},
): BlockDraft {
  return {
    componentName: 'heroBanner',
    configuration: {
      heading,
      subheading,
      primaryButton: cta,
      imageUrl: `${IMG}/${image}`,
      imageAlt: heading,
      textColor: '#FFFFFF',
      overlayColor: '#0B2F55',
      overlayOpacity: 55,
      height: 'large',
      textAlignment: 'left',
    },
    contentJSON: null,
    layoutSettings: layout({
      paddingTop: '0px',
      paddingBottom: '0px',
      paddingLeft: '0px',
      paddingRight: '0px',
      ...options,
    }),
  };
}

export function columnsBlock(
  cards: { title: string; text: string; image: string; url: string }[],
  options: LayoutOptions = {},
  /** The cards' heading level when not the block's default (3): 2 right under the page's title. */
  headingLevel?: 2 | 3 | 4,
): BlockDraft {
  const columns = cards.length;
  return {
    componentName: 'columns',
    configuration: {
      columns: cards.map((card) => ({
        heading: card.title,
        text: card.text,
        imageUrl: `${IMG}/${card.image}`,
        link: { label: 'Learn more', url: card.url },
      })),
      ...(headingLevel ? { headingLevel } : {}),
      cardStyle: 'elevated',
    },
    contentJSON: null,
    layoutSettings: layout({ columns, backgroundColor: '#F4F7FA', ...options }),
  };
}

export function imageBlock(
  image: string,
  alt: string,
  link: string | null = null,
  options: LayoutOptions = {},
): BlockDraft {
  return {
    componentName: 'image',
    configuration: {
      imageUrl: `${IMG}/${image}`,
      alt,
      link,
      objectFit: 'cover',
      maxHeight: '420px',
    },
    contentJSON: null,
    layoutSettings: layout(options),
  };
}

export function videoBlock(
  provider: 'youtube' | 'vidyard',
  videoId: string,
  title: string,
  options: LayoutOptions = {},
): BlockDraft {
  return {
    componentName: 'video',
    configuration: { provider, videoId, title, autoplay: false, aspectRatio: '16/9' },
    contentJSON: null,
    layoutSettings: layout(options),
  };
}

export function filePreviewLink(
  files: { label: string; fileName: string; url?: string }[],
  options: LayoutOptions = {},
): BlockDraft {
  return {
    componentName: 'filePreviewLink',
    configuration: {
      files: files.map((file) => ({
        label: file.label,
        fileName: file.fileName,
        // The organisation's documents, served by the CRM's document store.
        url: file.url ?? `/documents/${file.fileName}`,
      })),
      openIn: 'modal',
    },
    contentJSON: null,
    layoutSettings: layout(options),
  };
}

export function block(
  componentName: string,
  configuration: Record<string, unknown>,
  options: LayoutOptions = {},
  extra: Partial<BlockDraft> = {},
): BlockDraft {
  return {
    componentName,
    configuration,
    contentJSON: null,
    layoutSettings: layout(options),
    ...extra,
  };
}
