import type { Db } from '../shared/contracts';
import { findStorefrontByDomain, findStorefrontById } from '../db/repositories/storefronts';
import { listMetaItemsByStorefront } from '../db/repositories/metaItems';
import { readContentRevision } from '../db/repositories/contentRevision';
import { reuseRecentRead } from '../db/recentRead';
import { readSitemapSource } from '../db/repositories/sitemapSource';
import { getOrganizationTheme, getStorefrontTheme } from '../db/repositories/organizationTheme';
import type { StorefrontDirectory } from './storefrontDirectory';
import { mergeThemes, parseTheme } from './theme';

/** Meta items worth inlining into the HTML: what the runtime reads before its first request. */
const INLINED_META_KEYS = new Set(['templateDetails', 'theme']);

/**
 * The storefront directory on the database. `revisionReuseMs`: how long the content revision that
 * keys the guest page cache is reused (recentRead.ts; 0, the default, asks on every request).
 */
export function dbStorefrontDirectory(
  db: Db,
  options: { revisionReuseMs?: number } = {},
): StorefrontDirectory {
  const contentRevision = reuseRecentRead(options.revisionReuseMs ?? 0, () =>
    readContentRevision(db),
  );
  return {
    findByHost: (host) => findStorefrontByDomain(db, host),
    findById: (storefrontId) => findStorefrontById(db, storefrontId),
    async metaItems(storefrontId) {
      const items = await listMetaItemsByStorefront(db, storefrontId, 'ASC');
      return items
        .filter((item) => INLINED_META_KEYS.has(item.key))
        .map(({ id, templateId, key, value }) => ({ id, templateId, key, value }));
    },
    contentRevision,
    contentChanged: () => contentRevision.forget(),
    sitemapSource: (storefrontId) => readSitemapSource(db, storefrontId),
    async theme(organizationId, storefrontId) {
      const [organizationTheme, storefrontTheme] = await Promise.all([
        getOrganizationTheme(db, organizationId),
        getStorefrontTheme(db, storefrontId),
      ]);
      return mergeThemes(parseTheme(organizationTheme), parseTheme(storefrontTheme));
    },
  };
}
