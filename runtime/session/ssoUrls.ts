import type { SsoInfo } from '../../schemas/boot';

/** Spec 000 section 8. */
export const INVALID_STATE_MESSAGE = 'Invalid state in OAuth flow';

/** Cognito's hosted-UI logout: back to the storefront's sign-in page afterwards. */
export function logoutUrl(oauthDomain: string, clientId: string, logoutUri: string): string {
  const url = new URL('/logout', oauthDomain);
  url.search = new URLSearchParams({ client_id: clientId, logout_uri: logoutUri }).toString();
  return url.toString();
}

/** Spec 000 section 4: an SSO user signs out at the provider, which returns to /login. */
export function ssoSignOutUrl(sso: SsoInfo, clientId: string): string {
  return logoutUrl(sso.oauthDomain, clientId, sso.logoutUri);
}
