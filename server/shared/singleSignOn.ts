/**
 * Spec 000 section 3: a storefront signs in through single sign-on when its client name starts
 * with saml or oidc. One rule for the boot data (ssoInfo) and the gateway's identity policy.
 */
const SSO_CLIENT_NAME = /^(saml|oidc)/i;

/** The provider a client name names (`oidc`, `saml`), or null for a password storefront. */
export function singleSignOnProvider(clientName: string): 'oidc' | 'saml' | null {
  const match = SSO_CLIENT_NAME.exec(clientName);
  return match ? (match[1]!.toLowerCase() as 'oidc' | 'saml') : null;
}
