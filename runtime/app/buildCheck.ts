/** Spec 000 section 9: the build manifest is checked every 3600 s. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
export const BUILD_MANIFEST_PATH = '/build-manifest.json';
export const NEW_BUILD_MESSAGE = 'A new version of this store is available. Reload to update.';

/**
 * The build id the server now serves when it differs from the page's own, else null. A failed
 * or unreadable fetch is null too: the check only offers a reload, it never raises an error.
 */
export async function newerBuildId(
  currentBuildId: string,
  fetchManifest: typeof fetch = fetch,
): Promise<string | null> {
  try {
    const response = await fetchManifest(BUILD_MANIFEST_PATH, { cache: 'no-store' });
    if (!response.ok) return null;
    const manifest: unknown = await response.json();
    const buildId =
      typeof manifest === 'object' && manifest !== null
        ? (manifest as { buildId?: unknown }).buildId
        : undefined;
    return typeof buildId === 'string' && buildId && buildId !== currentBuildId ? buildId : null;
  } catch {
    return null;
  }
}
