import type { BootMetaItem, DomainDetails } from '../../schemas/boot';
import type { ThemeSettings } from './theme';
import type { StorefrontRecord } from '../db/repositories/storefronts';
import type { SitemapSource } from './sitemap';
import { singleSignOnProvider } from '../shared/singleSignOn';

export type { StorefrontRecord };

/** What the server reads about storefronts; backed by the database (see dbStorefrontDirectory). */
export interface StorefrontDirectory {
  findByHost(host: string): Promise<StorefrontRecord | null>;
  findById(storefrontId: string): Promise<StorefrontRecord | null>;
  metaItems(storefrontId: string): Promise<BootMetaItem[]>;
  theme(organizationId: string, storefrontId: string): Promise<ThemeSettings | null>;
  /**
   * The revision of what guests' pages are made of (storefronts, templates, blocks, meta items),
   * changed by any edit to them; keys the server's guest page cache. Without it pages are not
   * cached.
   */
  contentRevision?(): Promise<string>;
  /** This instance changed content itself (the test-mode labs): the next revision read asks. */
  contentChanged?(): void;
  /** The templates and product URLs the storefront's sitemap lists; without it, no sitemap. */
  sitemapSource?(storefrontId: string): Promise<SitemapSource>;
}

/**
 * Domain details of spec 000 section 3. Single-sign-on storefronts (clientName starting with saml
 * or oidc) get ssoInfo; locally the hosted sign-in is this server's own OIDC provider on the
 * storefront's origin, in production `SSO_OAUTH_DOMAIN` names the Cognito hosted-UI domain.
 */
export function toDomainDetails(
  record: StorefrontRecord,
  origin: string,
  ssoOauthDomain: string | null = null,
): DomainDetails {
  const provider = singleSignOnProvider(record.clientName);
  return {
    domain: record.domain,
    clientId: record.clientId,
    clientName: record.clientName,
    storefrontId: record.storefrontId,
    storefrontName: record.storefrontName,
    awsUserPoolId: record.awsUserPoolId,
    guestAccountId: record.guestAccountId,
    ssoInfo: provider
      ? {
          provider,
          oauthDomain: ssoOauthDomain ?? origin,
          redirectUri: `${origin}/`,
          logoutUri: `${origin}/login`,
        }
      : null,
    organization: {
      id: record.organization.id,
      salesforceOrgId: record.organization.salesforceOrgId,
    },
    resourcesDomain: record.resourcesDomain || `${origin}/static/${record.organization.id}`,
  };
}
