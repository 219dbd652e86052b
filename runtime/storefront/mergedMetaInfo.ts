import { isAccountPage } from './pageCategory';
import { NO_TEMPLATE_FOUND, notFound, type PageOutcome } from './pageOutcome';
import type { TemplateDetails } from './templateDetails';

/** The CRM's answer to getMergedMetaInfo for a friendly product URL (spec 001 section 2). */
export interface MergedMetaInfo {
  templateId: string;
  ecatalogItemId: string | null;
  eCatalogId: string | null;
  itemId: string | null;
  metaInfo: {
    title: string;
    description: string;
    metaTags: { name: string; content: string }[];
    canonicalUrl: string;
  };
}

/** The makeCall that resolves a product-by-slug path; `url` is the path as the visitor typed it. */
export function mergedMetaInfoRequest(pathname: string) {
  return {
    base: 'ecommerce',
    type: 'getMergedMetaInfo',
    method: 'GET',
    query: { url: pathname },
  } as const;
}

/**
 * A product-by-slug page: 404 'ERROR: No template found' unless the CRM found both the catalogue
 * and the catalogue item (spec 000 section 2), and the template it names is an active one here.
 * The page's head comes from the CRM's merged meta (title with the product filled in).
 */
export function productSlugOutcome(
  templates: readonly TemplateDetails[],
  info: MergedMetaInfo | null,
  isLoggedIn: boolean,
  pathname: string,
): PageOutcome {
  if (!info?.eCatalogId || !info.ecatalogItemId) return notFound(NO_TEMPLATE_FOUND);
  const template = templates.find((t) => t.templateId === info.templateId && t.active);
  if (!template) return notFound(NO_TEMPLATE_FOUND);
  if (isAccountPage(template.pageCategory) && !isLoggedIn) {
    return { kind: 'login', from: pathname };
  }
  return {
    kind: 'template',
    template,
    meta: { title: info.metaInfo.title, metaTags: info.metaInfo.metaTags },
  };
}
