const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * A CMS-provided link target, or null when it must not become an href: only same-site paths,
 * fragments, queries and http(s)/mailto/tel addresses pass. `javascript:`, `data:` and friends
 * would run or smuggle content in the customer's origin, so blocks render such links as text.
 */
export function safeHref(address: string | null | undefined): string | null {
  const trimmed = address?.trim();
  if (!trimmed) return null;
  // Protocol-relative addresses (//host) pick the page's scheme but leave the site: allow only
  // through the URL check below, like any absolute address.
  if (/^[/?#]/.test(trimmed) && !trimmed.startsWith('//')) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) {
    try {
      const url = new URL(trimmed, 'https://relative.invalid');
      return ALLOWED_PROTOCOLS.has(url.protocol) ? trimmed : null;
    } catch {
      return null;
    }
  }
  // A bare relative path such as 'docs/a.pdf': no scheme, so nothing can run.
  return trimmed;
}
