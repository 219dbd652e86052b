/**
 * Cognito's hosted-UI logout takes `/logout?client_id=...&logout_uri=...`; OpenID's end-session
 * endpoint takes `post_logout_redirect_uri`. Rewrites the former into the latter so the
 * storefront's production logout URL works unchanged against the local provider.
 */
export function translateCognitoLogoutUrl(url: string): string {
  const parsed = new URL(url, 'http://local');
  const logoutUri = parsed.searchParams.get('logout_uri');
  if (!logoutUri || parsed.searchParams.has('post_logout_redirect_uri')) return url;
  parsed.searchParams.delete('logout_uri');
  parsed.searchParams.set('post_logout_redirect_uri', logoutUri);
  return `${parsed.pathname}${parsed.search}`;
}
