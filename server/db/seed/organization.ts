import {
  DEMO_ORGANIZATION,
  DEMO_STOREFRONTS,
  DEMO_USER_POOL_ID,
  type DemoStorefrontKey,
} from '../../shared/demo';
import { seedTime } from './clock';

/** Short names used inside seeded ids (block ids, meta item ids). */
export const STOREFRONT_SHORT: Record<DemoStorefrontKey, string> = {
  guest: 'shop',
  portal: 'portal',
  sso: 'partner',
};

export const STOREFRONT_KEYS: DemoStorefrontKey[] = ['guest', 'portal', 'sso'];

const STATIC = `/static/${DEMO_ORGANIZATION.id}`;

/** The organisation's theme, in the ThemeSettings shape of server/app/theme.ts. */
export const ORGANIZATION_THEME = {
  colors: {
    primary: '#0B5FA5',
    primaryContrast: '#FFFFFF',
    secondary: '#12A38A',
    accent: '#F2A900',
    text: '#1C2430',
    muted: '#5B6675',
    background: '#FFFFFF',
    surface: '#F4F7FA',
    border: '#D9E1EA',
    error: '#C62828',
    success: '#2E7D32',
    warning: '#ED6C02',
  },
  fontFamily: "'Inter', 'Helvetica Neue', Arial, sans-serif",
  headingFontFamily: "'Source Sans 3', 'Helvetica Neue', Arial, sans-serif",
  radius: '6px',
  logoUrl: `${STATIC}/img/cellaris-logo.svg`,
  cssVariables: {
    '--bf-header-height': '72px',
    '--bf-content-max-width': '1280px',
    '--bf-shadow-card': '0 1px 3px rgba(16, 24, 40, 0.12)',
  },
};

/** Storefront-level theme meta items: each storefront tints the organisation's theme. */
export const STOREFRONT_THEMES: Record<DemoStorefrontKey, Record<string, unknown>> = {
  guest: { colors: { primary: '#0B5FA5', accent: '#F2A900' } },
  portal: { colors: { primary: '#0A4D8C', secondary: '#1B7F6B' }, radius: '4px' },
  sso: {
    colors: { primary: '#5B2A86', secondary: '#2D9C8F', accent: '#E4572E' },
    logoUrl: `${STATIC}/img/cellaris-partners-logo.svg`,
  },
};

export function organizationRows(): Record<string, unknown>[] {
  return [
    {
      id: DEMO_ORGANIZATION.id,
      salesforce_org_id: DEMO_ORGANIZATION.salesforceOrgId,
      name: DEMO_ORGANIZATION.name,
      theme: ORGANIZATION_THEME,
    },
  ];
}

/**
 * resources_domain is left empty: the product's server then serves static files from the request's
 * own origin (`<origin>/static/<organizationId>`), which works for every demo host and port.
 */
export function storefrontRows(): Record<string, unknown>[] {
  return STOREFRONT_KEYS.map((key, index) => {
    const storefront = DEMO_STOREFRONTS[key];
    return {
      storefront_id: storefront.storefrontId,
      organization_id: DEMO_ORGANIZATION.id,
      name: storefront.storefrontName,
      domain: storefront.domain,
      aws_user_pool_id: DEMO_USER_POOL_ID,
      client_id: storefront.clientId,
      client_name: storefront.clientName,
      guest_account_id: storefront.guestAccountId,
      resources_domain: '',
      active: true,
      created_at: seedTime(-400 + index),
    };
  });
}

export function customerOrgApiUserRows(): Record<string, unknown>[] {
  return [
    {
      id: 'coau-cellaris-integration',
      salesforce_user_id: '005Dn00000ApiUser1',
      local: 'en_US',
      ec_product_users_id: 'a2PDn00000EcProd01',
      customer_org_api_users_id: 'a2QDn00000CoApiU01',
      owner: 'integration@cellaris.test',
    },
    {
      id: 'coau-cellaris-emea',
      salesforce_user_id: '005Dn00000ApiUser2',
      local: 'de_DE',
      ec_product_users_id: 'a2PDn00000EcProd02',
      customer_org_api_users_id: 'a2QDn00000CoApiU02',
      owner: 'integration-emea@cellaris.test',
    },
  ];
}
