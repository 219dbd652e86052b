import type { TemplateDetails } from '../../../shared/contracts';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { storefrontOfDomain } from '../../records/storefrontOfDomain';

/**
 * Resolves a friendly product URL (`/{friendlyTemplate}/{catalog}/{...}/{sku or item id}`) to its
 * template, catalogue item and catalogue, with the page meta. The first segment names the template
 * by friendlyURL; the item is the last segment matching an item id, catalog item id or SKU. The
 * ids are null when no item matches (the runtime then answers 'ERROR: No template found').
 */
export const getMergedMetaInfo: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const url = stringArg(request, 'url');
    if (!url) return crmError('url is required.');
    const storefrontId = await storefrontOfDomain(request.db, request.call.domain);
    const segments = decodeURIComponent(url.split(/[?#]/)[0] ?? '')
      .split('/')
      .filter(Boolean);
    const [templateSlug, ...rest] = segments;
    if (!storefrontId || !templateSlug) return crmError('No template found', 404);
    const metas = await request.db.query<{ template_id: string; value: string }>(
      "SELECT template_id, value FROM meta_items WHERE storefront_id = $1 AND key = 'templateDetails' ORDER BY created_at DESC, id DESC",
      [storefrontId],
    );
    const template = metas
      .map((meta) => ({
        templateId: meta.template_id,
        details: JSON.parse(meta.value) as TemplateDetails,
      }))
      .find(
        ({ details }) =>
          details.active && details.friendlyURL.toLowerCase() === templateSlug.toLowerCase(),
      );
    if (!template) return crmError('No template found', 404);
    const candidates = [...rest].reverse();
    const [item] = candidates.length
      ? await request.db.query<{
          item_id: string;
          catalog_item_id: string;
          catalog_id: string;
          title: string;
          description: string;
          sku: string;
          image_url: string;
        }>(
          `SELECT c.item_id, c.catalog_item_id, c.catalog_id, c.title, c.description, c.sku, c.image_url
             FROM catalog_items c JOIN storefront_catalogs sc ON sc.catalog_id = c.catalog_id AND sc.storefront_id = $2
            WHERE c.active AND (lower(c.sku) = ANY($1::text[]) OR lower(c.item_id) = ANY($1::text[]) OR lower(c.catalog_item_id) = ANY($1::text[]))
            LIMIT 1`,
          [candidates.map((segment) => segment.toLowerCase()), storefrontId],
        )
      : [];
    const title = item
      ? template.details.pageTitle.replace('{title}', item.title)
      : template.details.pageTitle;
    return ok({
      templateId: template.templateId,
      ecatalogItemId: item?.catalog_item_id ?? null,
      eCatalogId: item?.catalog_id ?? null,
      itemId: item?.item_id ?? null,
      metaInfo: {
        title,
        description:
          item?.description ??
          template.details.metaTags.find((tag) => tag.name === 'description')?.content ??
          '',
        metaTags: [
          ...template.details.metaTags,
          ...(item
            ? [
                { name: 'og:title', content: item.title },
                { name: 'og:image', content: item.image_url },
                { name: 'product:sku', content: item.sku },
              ]
            : []),
        ],
        canonicalUrl: item
          ? `/${templateSlug}/${rest.slice(0, -1).join('/')}${rest.length > 1 ? '/' : ''}${item.sku}`
          : `/${templateSlug}`,
      },
    });
  },
};
