/**
 * Whether a URL outside the app may be navigated to (spec 000 section 2: refused unless allowed):
 * http(s) only, and its host must be on the allowlist (`*.example.com` allows subdomains).
 * `javascript:`, `data:` and the like are never allowed.
 */
export function isAllowedExternalUrl(url: string, allowedHosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false;
  const host = parsed.hostname.toLowerCase();
  return allowedHosts.some((allowed) => {
    const entry = allowed.toLowerCase();
    return entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry;
  });
}

/**
 * Leaves the app for an external URL when it is allowed, else refuses with a warning and stays.
 * Returns whether the navigation happened. `go` is the page load (injectable for tests).
 */
export function navigateExternal(
  url: string,
  allowedHosts: readonly string[],
  go: (url: string) => void = (target) => window.location.assign(target),
): boolean {
  if (!isAllowedExternalUrl(url, allowedHosts)) {
    console.warn(`Navigation to ${url} refused: its host is not allowed`);
    return false;
  }
  go(url);
  return true;
}
