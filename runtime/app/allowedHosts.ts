import type { BootConfig } from '../../schemas/boot';

/**
 * Hosts the runtime may send the browser to: the storefront's own domain, its resources domain
 * and, for single sign-on, the identity provider's. Nothing else is allowed by default.
 */
export function storefrontAllowedHosts(boot: BootConfig): string[] {
  const hosts = [boot.domain.domain, boot.domain.resourcesDomain];
  const sso = boot.domain.ssoInfo;
  if (sso) {
    try {
      hosts.push(new URL(sso.oauthDomain).hostname);
    } catch {
      // A malformed oauthDomain allows nothing extra.
    }
  }
  return hosts.filter(Boolean);
}
