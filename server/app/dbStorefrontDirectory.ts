import type { Db } from '../shared/contracts';
import { findStorefrontByDomain } from '../db/repositories/findStorefrontByDomain';
import { findStorefrontById } from '../db/repositories/findStorefrontById';
import { listMetaItemsByStorefront } from '../db/repositories/listMetaItemsByStorefront';
import { getOrganizationTheme } from '../db/repositories/getOrganizationTheme';
import type { StorefrontDirectory } from './storefrontDirectory';
import { mergeThemes, parseTheme } from './theme';

/** Meta items worth inlining into the HTML: what the runtime reads before its first request. */
const INLINED_META_KEYS = new Set(['templateDetails', 'theme']);

export function dbStorefrontDirectory(db: Db): StorefrontDirectory {
  return {
    findByHost: (host) => findStorefrontByDomain(db, host),
    findById: (storefrontId) => findStorefrontById(db, storefrontId),
    async metaItems(storefrontId) {
      const items = await listMetaItemsByStorefront(db, storefrontId, 'ASC');
      return items
        .filter((item) => INLINED_META_KEYS.has(item.key))
        .map(({ id, templateId, key, value }) => ({ id, templateId, key, value }));
    },
    async theme(organizationId, storefrontId) {
      const [organizationTheme, items] = await Promise.all([
        getOrganizationTheme(db, organizationId),
        listMetaItemsByStorefront(db, storefrontId, 'ASC'),
      ]);
      const storefrontTheme = items.find((item) => item.key === 'theme' && !item.templateId);
      return mergeThemes(parseTheme(organizationTheme), parseTheme(storefrontTheme?.value));
    },
  };
}
