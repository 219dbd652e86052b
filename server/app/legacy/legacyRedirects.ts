import redirects from './redirects.json' with { type: 'json' };

interface LegacyRedirect {
  from: string;
  to: string;
  family: string;
}

/** Old paths are matched case-insensitively, ignoring a trailing slash and the query string. */
export function normalizeLegacyPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape cannot match any stored path; compare it as sent.
  }
  const lower = decoded.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.replace(/\/+$/, '') || '/' : lower;
}

const table = new Map<string, string>(
  (redirects as LegacyRedirect[]).map((r) => [normalizeLegacyPath(r.from), r.to]),
);

/** The new path for an old legacy-site path, or null when the old path is unknown. */
export function legacyTarget(pathname: string): string | null {
  return table.get(normalizeLegacyPath(pathname)) ?? null;
}

export const legacyRedirectCount = table.size;
