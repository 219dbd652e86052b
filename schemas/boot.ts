/**
 * What the product's server hands the runtime before any script runs: the storefront's domain
 * details (spec 000 section 3), the storefront's template meta items when cheap, and where the
 * gateway and the user pool are. The server writes it as a JSON data block into the HTML
 * (`<script type="application/json" id="blockfront-boot">`), which a strict CSP allows because it
 * is never executed. Shared by server/ and runtime/, so it lives beside the schemas.
 */

export interface SsoInfo {
  /** 'oidc' or 'saml', from the clientName prefix. */
  provider: 'oidc' | 'saml';
  /** Origin of the hosted sign-in (Cognito hosted UI in production, this server locally). */
  oauthDomain: string;
  redirectUri: string;
  logoutUri: string;
}

export interface DomainDetails {
  domain: string;
  clientId: string;
  clientName: string;
  storefrontId: string;
  storefrontName: string;
  awsUserPoolId: string;
  guestAccountId: string | null;
  ssoInfo: SsoInfo | null;
  organization: { id: string; salesforceOrgId: string };
  resourcesDomain: string;
}

export interface BootMetaItem {
  id: string;
  templateId: string | null;
  key: string;
  value: string;
}

export interface BootConfig {
  domain: DomainDetails;
  /** The storefront's meta items (template details, theme), or null when the client must fetch them. */
  metaItems: BootMetaItem[] | null;
  gateway: { url: string; apiKey: string };
  identity: {
    region: string;
    /** Set only for a local user pool; production Amplify uses Cognito's regional endpoint. */
    userPoolEndpoint: string | null;
  };
  /** Identifies the build this HTML belongs to, for the hourly new-build check. */
  buildId: string;
  /** Path of the organisation and storefront theme stylesheet. */
  themeHref: string;
  /**
   * What the server's HttpOnly session cookie holds, on a signed-in visitor's pages only (never a
   * guest's, so never in a shared cache): the client hands its token over again when it holds a
   * newer one or another user or account (runtime/ssr/sessionCookieSync.ts).
   */
  session?: BootSession | null;
}

export interface BootSession {
  username: string;
  accountId: string | null;
  /** When the cookie's token expires (epoch ms). */
  expiresAt: number;
}

export const BOOT_ELEMENT_ID = 'blockfront-boot';
